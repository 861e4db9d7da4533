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
        let kern = (attributes?[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes?[.kern] as? CGFloat) ?? 0
        return font.textStyle(paragraph: paragraph.engineParagraph(numberOfLines: 0, direction: .leftToRight, kern: kern))
    }

    static func layout(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> TextLayout? {
        let maxWidth = width.flatMap { $0 > 0 && $0.isFinite && $0 < 1e6 ? Double($0) : nil }
        let scale = Double(UITraitCollection.current.displayScale > 0 ? UITraitCollection.current.displayScale : 3)
        return try? TextEngine.current.layout(string, style: style(attributes), maxWidth: maxWidth, scale: scale)
    }

    static func boundingRect(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, size: CGSize) -> CGRect {
        guard let layout = layout(string, attributes, width: size.width) else { return .zero }
        return CGRect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
    }

    @MainActor
    static func draw(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, in rect: CGRect) {
        guard let context = UIGraphicsImageRendererContext.current,
              let layout = layout(string, attributes, width: rect.width) else { return }
        let color = (attributes?[.foregroundColor] as? UIColor ?? .black).color(for: UITraitCollection.current)
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
        AttributedTextLayout.boundingRect(self, attributes, size: size)
    }
    /// The size of the text on one line per hard break.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        AttributedTextLayout.boundingRect(self, attributes, size: CGSize(width: 0, height: 0)).size
    }
    /// Draws the text into the current image renderer, wrapped at `rect`'s width.
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedTextLayout.draw(self, attributes, in: rect)
    }
    @MainActor public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        AttributedTextLayout.draw(self, attributes, in: CGRect(origin: point, size: .zero))
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
    @MainActor public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}

extension NSAttributedString {
    /// The attributes of the first character style the whole text when measured and drawn.
    private var leadingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        AttributedTextLayout.boundingRect(string, leadingAttributes, size: size)
    }
    public func size() -> CGSize { AttributedTextLayout.boundingRect(string, leadingAttributes, size: .zero).size }
    @MainActor public func draw(in rect: CGRect) { AttributedTextLayout.draw(string, leadingAttributes, in: rect) }
    @MainActor public func draw(at point: CGPoint) {
        AttributedTextLayout.draw(string, leadingAttributes, in: CGRect(origin: point, size: .zero))
    }
}
