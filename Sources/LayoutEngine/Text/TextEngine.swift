/// Shapes, breaks and measures text; thread-safe; caches shaped words.
///
/// Measurement means UIKit's `boundingRect(with:options: [.usesLineFragmentOrigin, .usesFontLeading])`:
/// the height is the sum of the line heights (ascent + descent + leading, plus spacing), the width the
/// widest line, both rounded up to the pixel grid. Advances are HarfBuzz's unhinted design-unit positions.
public final class TextEngine: Sendable {
    /// The engine on the shared font registry.
    public static let shared = TextEngine()

    /// Where the engine finds its fonts.
    public let registry: FontRegistry
    private let words = ShapedWordCache()

    /// How many distinct words the engine has shaped and keeps.
    var cachedWordCount: Int { words.count }

    /// An engine with its own word cache, finding fonts in `registry`.
    public init(registry: FontRegistry = .shared) {
        self.registry = registry
    }

    /// Lays out `text`: font fallback per cluster, shaping, line breaking, truncation and alignment.
    ///
    /// - Parameters:
    ///   - maxWidth: the line width in points; nil (or infinity) gives one line per hard break, unlimited width.
    ///     Lines are aligned inside `maxWidth`, or inside the widest line when nil.
    ///   - scale: pixels per point; the size is rounded up to multiples of 1/scale.
    /// - Throws: `TextLayoutError.invalidValue` for a NaN, infinite, negative or absurd number;
    ///   `FontError` when the style's font cannot be found or read.
    public func layout(_ text: String, style: TextStyle, maxWidth: Double? = nil, scale: Double = 1) throws -> TextLayout {
        try typesetting(text, style: style, maxWidth: maxWidth, scale: scale) { $0.layout() }
    }

    /// The size `layout` gives `text` (the same lines, heights and rounding), without placing its
    /// glyphs: UIKit's `boundingRect(with:options:attributes:context:).size`, for measuring many
    /// texts (the cards of a grid) whose glyphs are not drawn yet.
    ///
    /// - Throws: as `layout`.
    public func measure(_ text: String, style: TextStyle, maxWidth: Double? = nil, scale: Double = 1) throws -> Size {
        try typesetting(text, style: style, maxWidth: maxWidth, scale: scale) { $0.measure() }
    }

    /// Lays out attributed text as one paragraph: each run in its own font, size, color, kern and
    /// decorations, the lines broken across runs and as tall as the largest font on each.
    ///
    /// - Parameters: as `layout(_:style:maxWidth:scale:)`; the paragraph settings are `text.paragraph`.
    /// - Throws: as `layout(_:style:maxWidth:scale:)`, naming the run (`runs[2].font.size`).
    public func layout(_ text: AttributedText, maxWidth: Double? = nil, scale: Double = 1) throws -> TextLayout {
        try typesetting(text, maxWidth: maxWidth, scale: scale) { $0.layout() }
    }

    /// The size `layout` gives attributed `text`, without placing its glyphs.
    ///
    /// - Throws: as `layout(_:maxWidth:scale:)`.
    public func measure(_ text: AttributedText, maxWidth: Double? = nil, scale: Double = 1) throws -> Size {
        try typesetting(text, maxWidth: maxWidth, scale: scale) { $0.measure() }
    }

    private func typesetting<Result>(_ text: String, style: TextStyle, maxWidth: Double?, scale: Double,
                                     _ body: (Typesetter) -> Result) throws -> Result {
        try TextEngine.validate(font: style, kern: style.paragraph.letterSpacing, at: "style")
        try TextEngine.validate(paragraph: style.paragraph, maxWidth: maxWidth, scale: scale)
        let span = TextSpan(range: 0..<text.utf8.count, chain: try registry.chain(for: style), size: style.size,
                            letterSpacing: style.paragraph.letterSpacing)
        return typesetting(text, spans: [span], paragraph: style.paragraph, maxWidth: maxWidth, scale: scale, body)
    }

    private func typesetting<Result>(_ text: AttributedText, maxWidth: Double?, scale: Double,
                                     _ body: (Typesetter) -> Result) throws -> Result {
        try TextEngine.validate(paragraph: text.paragraph, maxWidth: maxWidth, scale: scale)
        var spans: [TextSpan] = []
        var offset = 0
        for (index, run) in text.runs.enumerated() {
            try TextEngine.validate(font: run.font, kern: run.kern, at: "runs[\(index)]")
            let length = run.text.utf8.count
            guard length > 0 else { continue }  // an empty run styles nothing
            spans.append(TextSpan(range: offset..<(offset + length), chain: try registry.chain(for: run.font), size: run.font.size,
                                  letterSpacing: run.kern, color: run.color, underline: run.underline,
                                  strikethrough: run.strikethrough))
            offset += length
        }
        if spans.isEmpty {  // no text: the first run's font still sets the (empty) layout's fonts
            let font = text.runs.first?.font ?? TextStyle()
            spans = [TextSpan(range: 0..<0, chain: try registry.chain(for: font), size: font.size, letterSpacing: 0)]
        }
        return typesetting(text.string, spans: spans, paragraph: text.paragraph, maxWidth: maxWidth, scale: scale, body)
    }

    private func typesetting<Result>(_ text: String, spans: [TextSpan], paragraph: ParagraphStyle, maxWidth: Double?,
                                     scale: Double, _ body: (Typesetter) -> Result) -> Result {
        let width = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            body(Typesetter(text: UTF8Text(bytes: bytes), string: text, spans: spans, paragraphStyle: paragraph,
                            cache: words, maxWidth: width, scale: scale))
        }
    }

    /// The largest font size and line metric accepted: far beyond any screen, small enough that sums of
    /// thousands of lines stay exact in a Double.
    static let largestLength = 1_000_000.0

    /// The longest fallback list: a line's fonts are a 64-bit set over the chain (the style's own
    /// font and its fallbacks).
    static let maximumFallbackCount = 63

    /// The most tab stops a paragraph may have (each tab looks at all of them).
    static let maximumTabStops = 1_000

    /// `field` is made only for the error: building "tabStops[3]" for each of the twelve default stops
    /// of every layout cost a twelfth of laying out a short paragraph.
    private static func check(_ field: @autoclosure () -> String, _ value: Double, allowsZero: Bool = true,
                              allowsNegative: Bool = false) throws {
        let inRange = value.isFinite && abs(value) <= largestLength
            && (allowsNegative || value >= 0) && (allowsZero || value != 0)
        guard inRange else {
            let sign = allowsNegative ? "" : allowsZero ? ">= 0 and " : "> 0 and "
            throw TextLayoutError.invalidValue(field: field(), value: value,
                                               expected: "a finite number \(sign)at most \(Int(largestLength)) in magnitude")
        }
    }

    /// Checks a font's size and fallback list and a kern; `field` names where they come from.
    private static func validate(font: TextStyle, kern: Double, at field: String) throws {
        let kernField = field == "style" ? "style.paragraph.letterSpacing" : field + ".kern"
        try check(field == "style" ? "style.size" : field + ".font.size", font.size, allowsZero: false)
        try check(kernField, kern, allowsNegative: true)
        if let fallback = font.fallback, fallback.count > maximumFallbackCount {
            throw TextLayoutError.invalidValue(field: field == "style" ? "style.fallback" : field + ".font.fallback",
                                               value: Double(fallback.count), expected: "at most \(maximumFallbackCount) families")
        }
    }

    private static func validate(paragraph: ParagraphStyle, maxWidth: Double?, scale: Double) throws {
        try check("style.paragraph.lineHeightMultiple", paragraph.lineHeightMultiple)
        try check("style.paragraph.minimumLineHeight", paragraph.minimumLineHeight)
        try check("style.paragraph.maximumLineHeight", paragraph.maximumLineHeight)
        try check("style.paragraph.lineSpacing", paragraph.lineSpacing, allowsNegative: true)
        try check("style.paragraph.paragraphSpacing", paragraph.paragraphSpacing, allowsNegative: true)
        try check("style.paragraph.firstLineHeadIndent", paragraph.firstLineHeadIndent)
        try check("style.paragraph.defaultTabInterval", paragraph.defaultTabInterval)
        if paragraph.tabStops.count > maximumTabStops {
            throw TextLayoutError.invalidValue(field: "style.paragraph.tabStops", value: Double(paragraph.tabStops.count),
                                               expected: "at most \(maximumTabStops) stops")
        }
        for (index, stop) in paragraph.tabStops.enumerated() { try check("style.paragraph.tabStops[\(index)]", stop.location) }
        if paragraph.numberOfLines < 0 {
            throw TextLayoutError.invalidValue(field: "style.paragraph.numberOfLines", value: Double(paragraph.numberOfLines),
                                               expected: "0 (unlimited) or a positive count")
        }
        if let maxWidth, maxWidth != .infinity { try check("maxWidth", maxWidth) }
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw TextLayoutError.invalidValue(field: "scale", value: scale, expected: "a finite number > 0 and at most 100")
        }
    }
}
