import Foundation
import LayoutEngine

/// Options of `boundingRect(with:options:attributes:context:)` (UIKit's `NSStringDrawingOptions`).
/// Measurement here is always `[.usesLineFragmentOrigin, .usesFontLeading]`: the sum of the line heights.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// UIKit's `NSStringDrawingContext`; accepted and unused.
public final class NSStringDrawingContext {
    public var minimumScaleFactor: CGFloat = 0
    public init() {}
}

/// Text measured and drawn with attributes, as UIKit's string drawing extensions do.
enum AttributedTextLayout {
    /// The engine's style for attributes (the system font at 17 points when none is given).
    static func style(_ attributes: [NSAttributedString.Key: Any]?) -> LayoutEngine.TextStyle {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17)
        let paragraph = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        let kern = kern(attributes) ?? 0
        return font.textStyle(paragraph: paragraph.engineParagraph(numberOfLines: 0, direction: .leftToRight, kern: kern))
    }

    /// The engine's runs of `text`: one per stretch of equal attributes, each with its font (`font(_:)`
    /// of the stretch's `.font`, or of `defaultFont`), color (nil when it has none: the node's color),
    /// kern, underline and strikethrough.
    static func attributedText(_ text: NSAttributedString, paragraph: ParagraphStyle, defaultFont: UIFont,
                               traits: UITraitCollection, font: (UIFont) -> UIFont = { $0 }) -> AttributedText {
        var runs: [AttributedText.Run] = []
        let string = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            func decoration(_ key: NSAttributedString.Key) -> TextDecoration.Style? {
                let raw = (attributes[key] as? NSNumber)?.intValue ?? (attributes[key] as? NSUnderlineStyle)?.rawValue ?? 0
                // UIKit's NSUnderlineStyle: the low byte is the line (single 1, thick 2, double 9); patterns are drawn solid.
                switch raw & 0xFF {
                case 0: return nil
                case NSUnderlineStyle.thick.rawValue: return .thick
                case NSUnderlineStyle.double.rawValue: return .double
                default: return .single
                }
            }
            runs.append(AttributedText.Run(
                string.substring(with: range), font: font(attributes[.font] as? UIFont ?? defaultFont).textStyle(),
                color: (attributes[.foregroundColor] as? UIColor)?.color(for: traits), kern: kern(attributes) ?? 0,
                underline: decoration(.underlineStyle), strikethrough: decoration(.strikethroughStyle)))
        }
        return AttributedText(runs, paragraph: paragraph)
    }

    /// The `.kern` attribute, a number or a CGFloat.
    static func kern(_ attributes: [NSAttributedString.Key: Any]?) -> CGFloat? {
        (attributes?[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes?[.kern] as? CGFloat)
    }

    static func layout(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> TextLayout? {
        try? TextEngine.current.layout(string, style: style(attributes), maxWidth: maxWidth(width), scale: scale)
    }

    /// Attributed text laid out as one paragraph, each run in its own style; the first character's
    /// paragraph style sets the alignment and spacing.
    static func layout(_ text: NSAttributedString, width: CGFloat?) -> TextLayout? {
        let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : [:]
        let engineText = attributedText(text, paragraph: style(attributes).paragraph, defaultFont: .systemFont(ofSize: 17),
                                        traits: UITraitCollection.current)
        return try? TextEngine.current.layout(engineText, maxWidth: maxWidth(width), scale: scale)
    }

    private static func maxWidth(_ width: CGFloat?) -> Double? {
        width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? Double($0) : nil }
    }

    private static var scale: Double {
        Double(UITraitCollection.current.displayScale > 0 ? UITraitCollection.current.displayScale : 3)
    }

    static func boundingRect(_ layout: TextLayout?) -> CGRect {
        guard let layout else { return .zero }
        return CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    }

    /// Draws `layout` at `rect`'s origin into the current image renderer, in `color` where its runs have none.
    /// Not main-actor isolated: UIKit's string drawing is not, and code drawing text into an image
    /// or a PDF page from a nonisolated function calls it (issue 40).
    static func draw(_ layout: TextLayout?, color: UIColor, in rect: CGRect) {
        guard let context = UIGraphicsImageRendererContext.current, let layout else { return }
        let color = color.color(for: UITraitCollection.current)
        let frame = Rect(x: Double(rect.minX - context.origin.x), y: Double(rect.minY - context.origin.y),
                         width: max(layout.size.width, Double(rect.width)), height: layout.size.height)
        context.paint(SceneNode(id: "text", frame: frame, clipsToBounds: false, content: .text(layout, color: color)))
    }
}

extension String {
    /// The size of the text laid out at `size.width` (UIKit's `boundingRect`, measuring as with
    /// `.usesLineFragmentOrigin` and `.usesFontLeading`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        AttributedTextLayout.boundingRect(AttributedTextLayout.layout(self, attributes, width: size.width))
    }
    /// The size of the text on one line per hard break.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedTextLayout.boundingRect(AttributedTextLayout.layout(self, attributes, width: nil)).size
    }
    /// Draws the text into the current image renderer, wrapped at `rect`'s width.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedTextLayout.draw(AttributedTextLayout.layout(self, attributes, width: rect.width),
                                  color: attributes?[.foregroundColor] as? UIColor ?? .black, in: rect)
    }
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(in: CGRect(origin: point, size: .zero), withAttributes: attributes)
    }
}

extension NSString {
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The text laid out at `size.width` as one paragraph, each attribute run in its own font, kern
    /// and decorations (UIKit's `boundingRect`, measuring as with `.usesLineFragmentOrigin`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        AttributedTextLayout.boundingRect(AttributedTextLayout.layout(self, width: size.width))
    }
    public func size() -> CGSize { AttributedTextLayout.boundingRect(AttributedTextLayout.layout(self, width: nil)).size }
    /// Draws the text wrapped at `rect`'s width, each run in its own color (black where it has none).
    public func draw(in rect: CGRect) {
        AttributedTextLayout.draw(AttributedTextLayout.layout(self, width: rect.width), color: .black, in: rect)
    }
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: .zero)) }
}
