import Foundation
import LayoutEngine

/// The bar of tabs at a screen's bottom (UIKit's `UITabBar`), drawn as iOS 13 to 17 draw it on an
/// iPhone in portrait: 49 points of items (`standardHeight`) above the home indicator's safe
/// area (a tab bar controller makes the bar 49 + 34 = 83 points tall on an iPhone 15), the items
/// sharing the width evenly, each an image (centered 18 points below the bar's top, at most 30
/// points tall) above its title in 10-point medium text (centered 40.5 below the top); the
/// selected item in the tint color, the others in the unselected gray (UIKit's 60% white,
/// (153, 153, 153)); a badge a red capsule 18 points tall (at least as wide) with white 13-point
/// text, its leading edge 5 points past the image's center and its top 4 above the image. The
/// positions are our reading of iOS 17 (Apple publishes no number). In right-to-left layouts the
/// first item is on the right.
///
/// Background (iOS 15 and later): `standardAppearance` (the chrome material and a hairline
/// along its top) when content continues under the bar; at the content's bottom edge
/// `scrollEdgeAppearance`, else the standard one without background. A standalone bar draws
/// its standard appearance.
open class UITabBar: UIView {
    /// How items share the bar's width (UIKit's `UITabBar.ItemPositioning`); an iPhone in
    /// portrait fills.
    public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }

    /// The items' row height.
    public static let standardHeight: CGFloat = 49
    /// The unselected items' color.
    static let unselectedColor = UIColor(white: 0.6, alpha: 1)
    static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    static let imageCenterY: CGFloat = 18
    static let maximumImageHeight: CGFloat = 30
    static let titleCenterY: CGFloat = 40.5
    static let badgeHeight: CGFloat = 18
    static let badgeFont = UIFont.systemFont(ofSize: 13)

    public var items: [UITabBarItem]? {
        didSet {
            for item in items ?? [] { item.observe(by: self) }
            setNeedsLayout()
        }
    }
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
    /// The selected item, drawn in the tint color.
    public weak var selectedItem: UITabBarItem? { didSet { setNeedsLayout() } }
    public var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Drawn as the background color of every appearance (UIKit's pre-iOS 13 customization).
    public var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    public var isTranslucent = true
    public var barStyle: UIBarStyle = .default
    public var backgroundImage: UIImage?
    public var shadowImage: UIImage?
    public var selectionIndicatorImage: UIImage?
    public var itemPositioning: ItemPositioning = .automatic
    public var itemWidth: CGFloat = 0
    public var itemSpacing: CGFloat = 0
    public var standardAppearance = UITabBarAppearance() { didSet { setNeedsLayout() } }
    public var scrollEdgeAppearance: UITabBarAppearance? { didSet { setNeedsLayout() } }
    /// Kept (UIKit's `UITabBarDelegate`); never called.
    public weak var delegate: AnyObject?

    /// Set by a tab bar controller: whether its content ends above the bar.
    var isAtScrollEdge = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UITabBar.standardHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.standardHeight) }

    var resolvedAppearance: UITabBarAppearance {
        let standard = selectedItem?.standardAppearance ?? standardAppearance
        guard isAtScrollEdge else { return standard }
        if let edge = selectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let clear = standard.copy()
        clear.configureWithTransparentBackground()
        return clear
    }

    /// Each item's frame in the bar: the width shared evenly, mirrored in right to left.
    func itemFrames() -> [CGRect] {
        let items = self.items ?? []
        guard !items.isEmpty else { return [] }
        let width = bounds.width / CGFloat(items.count)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return items.indices.map { index in
            let slot = rtl ? items.count - 1 - index : index
            return CGRect(x: CGFloat(slot) * width, y: 0, width: width, height: UITabBar.standardHeight)
        }
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let appearance = barTintColor == nil ? resolvedAppearance : resolvedAppearance.copy()
        if let barTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor
        }
        var nodes = appearance.backgroundNodes(id: id, rect: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)),
                                               shadowEdgeY: 0, shadowAbove: true, traits: traits)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, (item, frame)) in zip(items ?? [], itemFrames()).enumerated() {
            nodes += itemNodes(item, id: id + ".item\(index)", frame: frame, appearance: appearance.stackedLayoutAppearance,
                               traits: traits, rtl: rtl)
        }
        return nodes
    }

    private func itemNodes(_ item: UITabBarItem, id: String, frame: CGRect, appearance: UITabBarItemAppearance,
                           traits: UITraitCollection, rtl: Bool) -> [SceneNode] {
        let selected = item === selectedItem
        let state = selected ? appearance.selected : appearance.normal
        let baseColor: UIColor = selected ? tintColor : (unselectedItemTintColor ?? UITabBar.unselectedColor)
        let iconColor = item.isEnabled ? (state.iconColor ?? baseColor) : BarButtonLayout.disabledColor
        var nodes: [SceneNode] = []
        var imageFrame = CGRect(x: frame.midX, y: UITabBar.imageCenterY, width: 0, height: 0)
        let image = selected ? (item.selectedImage ?? item.image) : item.image
        if let image {
            var size = image.size
            if size.height > UITabBar.maximumImageHeight {
                size = CGSize(width: size.width * UITabBar.maximumImageHeight / size.height, height: UITabBar.maximumImageHeight)
            }
            imageFrame = CGRect(x: frame.midX - size.width / 2, y: UITabBar.imageCenterY - size.height / 2, width: size.width, height: size.height)
            let drawn = image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate)
            let content = drawn.drawnContent(mode: .scaleAspectFit, viewTint: iconColor, traits: traits, bounds: size)
            nodes.append(SceneNode(id: id + ".image", frame: imageFrame.engineRect, content: .image(content)))
        } else if let symbol = item.systemSymbolName {
            let glyph = BarGlyph(symbolName: symbol)
            let origin = Point(x: Double(frame.midX) - glyph.size.width / 2, y: Double(UITabBar.imageCenterY) - glyph.size.height / 2)
            imageFrame = CGRect(x: origin.x, y: origin.y, width: glyph.size.width, height: glyph.size.height)
            nodes.append(glyph.node(id: id + ".image", origin: origin, color: iconColor.color(for: traits), mirrored: rtl))
        }
        if let title = item.title, !title.isEmpty {
            let attributes = state.titleTextAttributes.merging(item.effectiveTitleAttributes(enabled: item.isEnabled) ?? [:]) { $1 }
            let text = BarText(title, font: UITabBar.titleFont, color: iconColor, attributes: attributes)
            let size = text.size
            let width = min(size.width, frame.width - 4)
            nodes.append(text.node(id: id + ".title", frame: Rect(x: Double(frame.midX - width / 2), y: Double(UITabBar.titleCenterY - size.height / 2),
                                                                 width: Double(width), height: Double(size.height)), traits: traits))
        }
        if let badge = item.badgeValue {
            let attributes = (selected ? appearance.selected : appearance.normal).badgeTextAttributes
                .merging(item.badgeTextAttributes(for: .normal) ?? [:]) { $1 }
            let text = BarText(badge, font: UITabBar.badgeFont, color: .white, attributes: attributes)
            let textSize = badge.isEmpty ? .zero : text.size
            let height = UITabBar.badgeHeight
            let width = max(height, textSize.width + 10)
            let center = imageFrame.width > 0 ? imageFrame.midX : frame.midX
            let badgeX = rtl ? center - 5 - width : center + 5
            let y = (imageFrame.height > 0 ? imageFrame.minY : UITabBar.imageCenterY - 10) - 4
            let color = item.badgeColor ?? state.badgeBackgroundColor ?? .systemRed
            var badgeNode = SceneNode(id: id + ".badge", frame: Rect(x: Double(badgeX), y: Double(y), width: Double(width), height: Double(height)),
                                      fill: .solid(color.color(for: traits)), cornerRadii: CornerRadii(all: Double(height / 2)))
            if !badge.isEmpty {
                badgeNode.children = [text.node(id: id + ".badge.text", frame: Rect(x: Double((width - textSize.width) / 2),
                                                                                    y: Double((height - textSize.height) / 2),
                                                                                    width: Double(textSize.width), height: Double(textSize.height)),
                                                traits: traits)]
            }
            nodes.append(badgeNode)
        }
        return nodes
    }
}
