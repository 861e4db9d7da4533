import Foundation
import LayoutEngine

/// Text in a view (UIKit's `UILabel`): measured by the text engine for its intrinsic size
/// (one line, or wrapped at `preferredMaxLayoutWidth` or at the width layout gives it) and
/// drawn vertically centered in its bounds, as UIKit's `drawText(in:)` does.
open class UILabel: UIView {
    public var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            textChanged()
        }
    }
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    /// Styled text: each stretch in its own font, color, kern, underline and strikethrough, laid out
    /// as one paragraph (the label's font and color where a stretch has none); the first character's
    /// paragraph style sets alignment, line breaking and spacing.
    public var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            textChanged()
        }
    }
    // `@exclusivity(unchecked)` on plain values: see UIView's geometry.
    @exclusivity(unchecked) public var font: UIFont! = .systemFont(ofSize: 17) { didSet { textChanged() } }
    @exclusivity(unchecked) public var textColor: UIColor! = .label
    @exclusivity(unchecked) public var highlightedTextColor: UIColor?
    @exclusivity(unchecked) public var isHighlighted = false
    @exclusivity(unchecked) public var isEnabled = true
    @exclusivity(unchecked) public var textAlignment: NSTextAlignment = .natural { didSet { plainStyle = nil } }
    @exclusivity(unchecked) public var numberOfLines = 1 { didSet { textChanged() } }
    @exclusivity(unchecked) public var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textChanged() } }
    @exclusivity(unchecked) public var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = [] { didSet { textChanged() } }
    /// The width a multi-line label wraps at for its intrinsic size; 0 wraps at the width it gets.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textChanged() } }
    /// Whether the font follows the content size category when it is a Dynamic Type font.
    @exclusivity(unchecked) public var adjustsFontForContentSizeCategory = false { didSet { textChanged() } }
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private func textChanged() {
        layoutCache = nil
        sizeCache = nil
        plainStyle = nil
        invalidateIntrinsicContentSize()
    }

    /// The font drawn: the Dynamic Type size for the traits when the label adjusts it.
    var effectiveFont: UIFont {
        let base = (storedAttributedText?.firstAttribute(.font) as? UIFont) ?? font ?? .systemFont(ofSize: 17)
        guard adjustsFontForContentSizeCategory else { return base }
        if let scaled = base.rescaled(for: traitCollection) { return scaled }
        guard let style = base.textStyle else { return base }
        return UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }
    var effectiveTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        let color = (storedAttributedText?.firstAttribute(.foregroundColor) as? UIColor) ?? textColor ?? .label
        return isEnabled ? color : color.withAlphaComponent(0.5)
    }

    /// The style of plain text last made, with the font, lines and direction it was made for
    /// (the label's other settings clear it): a label's text is laid out several times in one
    /// layout (measured, re-measured at its width, drawn), and each time the style was made anew
    /// from a copied paragraph style. Fonts are compared by value: a label without a font, or one
    /// following Dynamic Type, gets a new `UIFont` object each time `effectiveFont` is read.
    private var plainStyle: (font: UIFont, lines: Int, direction: UIUserInterfaceLayoutDirection, style: LayoutEngine.TextStyle)?

    /// The engine's style for `lines` lines.
    func engineStyle(lines: Int) -> LayoutEngine.TextStyle {
        let font = effectiveFont, direction = effectiveUserInterfaceLayoutDirection
        if storedAttributedText == nil, let plainStyle, plainStyle.font == font, plainStyle.lines == lines,
           plainStyle.direction == direction {
            return plainStyle.style
        }
        let paragraph = (storedAttributedText?.firstAttribute(.paragraphStyle) as? NSParagraphStyle)
        let kern = (storedAttributedText?.firstAttribute(.kern) as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        let style = NSMutableParagraphStyle(copying: paragraph ?? NSParagraphStyle())
        if paragraph == nil {
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            style.lineBreakStrategy = lineBreakStrategy
        }
        let made = font.textStyle(paragraph: style.engineParagraph(numberOfLines: lines, direction: direction, kern: kern))
        if storedAttributedText == nil { plainStyle = (font, lines, direction, made) }
        return made
    }

    var displayScale: Double {
        let scale = traitCollection.displayScale
        return scale > 0 ? Double(scale) : 3
    }

    /// The engine's attributed text for `lines` lines, nil for plain text. Runs without a color take
    /// the label's (the node's); a highlighted label draws every run in `highlightedTextColor`, a
    /// disabled one dims them.
    func engineAttributedText(lines: Int) -> AttributedText? {
        guard let storedAttributedText else { return nil }
        let traits = traitCollection
        var text = AttributedTextLayout.attributedText(
            storedAttributedText, paragraph: engineStyle(lines: lines).paragraph, defaultFont: font ?? .systemFont(ofSize: 17),
            traits: traits) { [adjustsFontForContentSizeCategory] font in
                guard adjustsFontForContentSizeCategory else { return font }
                if let scaled = font.rescaled(for: traits) { return scaled }
                guard let style = font.textStyle else { return font }
                return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            }
        let highlighted = isHighlighted && highlightedTextColor != nil
        for k in text.runs.indices {
            text.runs[k].color = highlighted ? nil : isEnabled ? text.runs[k].color : text.runs[k].color?.withOpacity(0.5)
        }
        return text
    }

    private struct CacheKey: Hashable {
        var width: Double?
        var lines: Int
        var style: LayoutEngine.TextStyle
        var attributed: AttributedText?
        var scale: Double
    }
    private var layoutCache: (key: CacheKey, layout: TextLayout)?
    /// The last size measured without a layout (see `textSize(width:)`).
    private var sizeCache: (key: CacheKey, size: Size)?

    private func cacheKey(width: Double?, lines: Int) -> CacheKey {
        CacheKey(width: width, lines: lines, style: engineStyle(lines: lines), attributed: engineAttributedText(lines: lines),
                 scale: displayScale)
    }

    /// The text laid out at `width` (nil: unconstrained) in at most `lines` lines; the last
    /// layout is kept, so measuring and drawing at one width lay the text out once.
    func textLayout(width: Double?, lines: Int? = nil) -> TextLayout? {
        guard let text, !text.isEmpty else { return nil }
        let key = cacheKey(width: width, lines: lines ?? numberOfLines)
        if let layoutCache, layoutCache.key == key { return layoutCache.layout }
        let engine = TextEngine.current
        let laidOut = if let attributed = key.attributed {
            try? engine.layout(attributed, maxWidth: width, scale: key.scale)
        } else {
            try? engine.layout(text, style: key.style, maxWidth: width, scale: key.scale)
        }
        guard let layout = laidOut else { return nil }
        layoutCache = (key, layout)
        return layout
    }

    /// The size of the text laid out at `width`. Unconstrained (a one-line label's intrinsic size,
    /// a wrapping label's first measure) it is measured without placing glyphs: drawing lays the
    /// text out at the label's width, so a layout made at no width was never drawn (two of an
    /// alert modal's six text layouts). At a width the layout is made and kept for drawing.
    func textSize(width: Double?) -> Size? {
        guard width == nil else { return textLayout(width: width)?.size }
        guard let text, !text.isEmpty else { return nil }
        let key = cacheKey(width: nil, lines: numberOfLines)
        if let layoutCache, layoutCache.key == key { return layoutCache.layout.size }
        if let sizeCache, sizeCache.key == key { return sizeCache.size }
        let engine = TextEngine.current
        let measured = if let attributed = key.attributed {
            try? engine.measure(attributed, maxWidth: nil, scale: key.scale)
        } else {
            try? engine.measure(text, style: key.style, maxWidth: nil, scale: key.scale)
        }
        guard let size = measured else { return nil }
        sizeCache = (key, size)
        return size
    }

    override func intrinsicSize(proposedWidth: Double?) -> CGSize {
        let width: Double? = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : proposedWidth
        guard let size = textSize(width: width) else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }
    open override var intrinsicContentSize: CGSize {
        intrinsicSize(proposedWidth: numberOfLines != 1 && bounds.width > 0 ? Double(bounds.width) : nil)
    }
    override func hasIntrinsicSize() -> Bool { true }
    override var drawsAsContentWhenBare: Bool { true }

    /// A label is an element read as its text, with the static-text trait (UIKit's defaults).
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { attributedText?.string ?? text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
    override func intrinsicHeightDependsOnWidth() -> Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: Double? = numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)
        guard let measured = textSize(width: width) else { return .zero }
        return CGSize(width: measured.width, height: measured.height)
    }

    override func baselineOffsets() -> (fromTop: Double, fromBottom: Double)? {
        let width: Double? = numberOfLines == 1 || bounds.width <= 0 ? nil : Double(bounds.width)
        guard let layout = textLayout(width: width), let first = layout.lines.first, let last = layout.lines.last else {
            return nil
        }
        let offset = max(0, (Double(bounds.height) - layout.size.height) / 2)
        return (offset + first.baseline, max(0, layout.size.height - last.baseline) + offset)
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard let (layout, offset) = drawnText() else { return [] }
        return [SceneNode(id: id + ".text", frame: Rect(x: 0, y: offset, width: Double(bounds.width), height: layout.size.height),
                          content: .text(layout, color: effectiveTextColor.color(for: traits)))]
    }

    /// The text as drawn in the current bounds: the lines that fit the height (at least one),
    /// and its offset, vertically centered on the pixel grid.
    func drawnText() -> (layout: TextLayout, offset: Double)? {
        let width = Double(bounds.width)
        guard var layout = textLayout(width: width) else { return nil }
        let height = Double(bounds.height)
        if layout.size.height > height + 1e-9 && layout.lines.count > 1 {
            var fitting = 0
            for line in layout.lines where line.top + line.height <= height + 1e-9 { fitting += 1 }
            fitting = max(1, fitting)
            if fitting < layout.lines.count, let shorter = textLayout(width: width, lines: fitting) { layout = shorter }
        }
        let scale = displayScale
        return (layout, ((height - layout.size.height) / 2 * scale).rounded() / scale)
    }
}

extension NSAttributedString {
    /// The value of `key` at the first character.
    func firstAttribute(_ key: NSAttributedString.Key) -> Any? {
        guard length > 0 else { return nil }
        return attribute(key, at: 0, effectiveRange: nil)
    }
}
