import Foundation
import LayoutEngine

/// Bar button items measured and drawn as UIKit's navigation bars and toolbars draw them: a
/// title in 17-point text (semibold for `.done`), an image at its size (tinted unless it is
/// `.alwaysOriginal`), a system item's title or symbol, a custom view at its size, spaces. An
/// item with nothing to show (no title, image, system item or custom view) and a hidden item
/// take no room and draw nothing, as in UIKit.
@MainActor
struct BarButtonLayout {
    /// What an item shows.
    enum Content {
        case text(BarText)
        case image(UIImage)
        case glyph(BarGlyph)
        case custom(UIView)
        case fixedSpace
        case flexibleSpace
    }

    let item: UIBarButtonItem
    let content: Content
    /// The item's width; a flexible space's is its share, set by the bar.
    var width: CGFloat

    /// The gap between two items' contents in a bar (chosen: iOS 17's bars show about 16 points
    /// between a symbol and the next item's title; Apple publishes no number).
    static let spacing: CGFloat = 16
    /// A bar item's title font: UIKit's body size, 17 points; semibold for `.done`.
    static func font(for item: UIBarButtonItem) -> UIFont {
        .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    }
    /// The color of a disabled item (UIKit's tertiary label gray).
    static let disabledColor = UIColor.tertiaryLabel

    /// `item` measured with the bar's `tint` and button attributes, or nil when it draws nothing.
    init?(_ item: UIBarButtonItem, tint: UIColor, attributes: [NSAttributedString.Key: Any]?) {
        guard !item.isHidden else { return nil }
        self.item = item
        let color = item.isEnabled ? (item.tintColor ?? tint) : BarButtonLayout.disabledColor
        let merged = (attributes ?? [:]).merging(item.effectiveTitleAttributes(enabled: item.isEnabled) ?? [:]) { $1 }
        if let custom = item.customView {
            content = .custom(custom)
            let size = custom.bounds.size == .zero ? custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) : custom.bounds.size
            width = size.width
        } else if item.systemItem == .flexibleSpace {
            content = .flexibleSpace
            width = 0
        } else if item.systemItem == .fixedSpace {
            content = .fixedSpace
            width = max(0, item.width.isFinite ? item.width : 0)
            return
        } else if let image = item.image {
            content = .image(image)
            width = image.size.width
        } else if let title = item.title, !title.isEmpty {
            let text = BarText(title, font: BarButtonLayout.font(for: item), color: color,
                               attributes: item.isEnabled ? merged : merged.filter { $0.key != .foregroundColor })
            content = .text(text)
            width = text.size.width
        } else if let symbol = item.systemSymbolName {
            let glyph = BarGlyph(symbolName: symbol)
            content = .glyph(glyph)
            width = CGFloat(glyph.size.width)
        } else {
            return nil
        }
        if item.width > 0, item.width.isFinite { width = item.width }
    }

    /// Whether the item is a space (drawn as nothing).
    var isSpace: Bool {
        switch content {
        case .fixedSpace, .flexibleSpace: true
        default: false
        }
    }

    /// The item drawn with its content centered in `frame` (bar coordinates).
    func nodes(id: String, frame: Rect, tint: UIColor, traits: UITraitCollection, mirrored: Bool) -> [SceneNode] {
        let color = item.isEnabled ? (item.tintColor ?? tint) : BarButtonLayout.disabledColor
        switch content {
        case .text(let text):
            let size = text.size
            let height = Double(size.height)
            return [text.node(id: id, frame: Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height),
                              traits: traits)]
        case .image(let image):
            let size = image.size
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
            let box = Rect(x: frame.midX - Double(size.width) / 2, y: frame.midY - Double(size.height) / 2,
                           width: Double(size.width), height: Double(size.height))
            let content = drawn.drawnContent(mode: .scaleAspectFit, viewTint: color, traits: traits, bounds: size)
            return [SceneNode(id: id, frame: box, content: .image(content))]
        case .glyph(let glyph):
            let origin = Point(x: frame.midX - glyph.size.width / 2, y: frame.midY - glyph.size.height / 2)
            return [glyph.node(id: id, origin: origin, color: color.color(for: traits), mirrored: mirrored)]
        case .custom, .fixedSpace, .flexibleSpace:
            return []
        }
    }

    /// Lays out `items` in a row from `start` toward increasing x, `spacing` apart (spaces take
    /// their width without spacing around them); returns each item's x and the row's end.
    static func row(_ items: [BarButtonLayout], start: CGFloat) -> (xs: [CGFloat], end: CGFloat) {
        var x = start
        var xs: [CGFloat] = []
        for (index, item) in items.enumerated() {
            if index > 0, !item.isSpace, !items[index - 1].isSpace { x += spacing }
            xs.append(x)
            x += item.width
        }
        return (xs, x)
    }
}
