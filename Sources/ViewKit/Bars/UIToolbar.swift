import Foundation
import LayoutEngine

/// A bar of buttons (UIKit's `UIToolbar`), 44 points tall: its items in a row from the leading
/// margin (16 points), flexible spaces sharing the room left, fixed spaces their width; drawn as
/// a navigation bar's items are (`UIBarButtonItem`). Its background is `standardAppearance`
/// (the chrome material and a hairline along its top), or at the content's bottom edge in a
/// navigation controller `scrollEdgeAppearance`, else the standard one without background (iOS
/// 15 and later); a standalone toolbar draws its standard appearance. In a navigation
/// controller its background reaches down under the home indicator.
open class UIToolbar: UIView {
    /// UIKit's toolbar height on iPhone.
    public static let standardHeight: CGFloat = 44

    public var items: [UIBarButtonItem]? {
        didSet {
            for item in items ?? [] { item.observe(by: self) }
            setNeedsLayout()
        }
    }
    public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
    public var barStyle: UIBarStyle = .default
    public var isTranslucent = true
    /// Drawn as the background color of every appearance (UIKit's pre-iOS 13 customization).
    public var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    public var standardAppearance = UIToolbarAppearance() { didSet { setNeedsLayout() } }
    public var compactAppearance: UIToolbarAppearance?
    public var scrollEdgeAppearance: UIToolbarAppearance? { didSet { setNeedsLayout() } }
    public var compactScrollEdgeAppearance: UIToolbarAppearance?
    /// Kept (UIKit's `UIToolbarDelegate`); never called.
    public weak var delegate: AnyObject?

    /// Set by a navigation controller: whether its content ends above the toolbar.
    var isAtScrollEdge = false
    /// How far the background reaches below the bar (under the home indicator).
    var backgroundBottomExtension: CGFloat = 0
    /// Custom views placed as subviews.
    private var hostedViews: [UIView] = []

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { nil }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIToolbar.standardHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIToolbar.standardHeight) }

    var resolvedAppearance: UIToolbarAppearance {
        guard isAtScrollEdge else { return standardAppearance }
        if let scrollEdgeAppearance { return scrollEdgeAppearance }
        let clear = standardAppearance.copy()
        clear.configureWithTransparentBackground()
        return clear
    }

    /// The items measured and placed: x in leading coordinates.
    private func placedItems() -> [(BarButtonLayout, CGFloat)] {
        let tint: UIColor = tintColor
        let attributes = resolvedAppearance.buttonAppearance.normal.titleTextAttributes
        var measured = (items ?? []).compactMap { BarButtonLayout($0, tint: tint, attributes: attributes) }
        let margin: CGFloat = bounds.width >= 414 ? 20 : 16
        let fixed = BarButtonLayout.row(measured, start: 0).end
        let flexible = measured.indices.filter { if case .flexibleSpace = measured[$0].content { true } else { false } }
        if !flexible.isEmpty {
            let share = max(0, bounds.width - 2 * margin - fixed) / CGFloat(flexible.count)
            for index in flexible { measured[index].width = share }
        }
        let row = BarButtonLayout.row(measured, start: margin)
        return Array(zip(measured, row.xs))
    }

    private func rect(leadingX: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat) -> Rect {
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - leadingX - width : leadingX
        return Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        var hosted: [UIView] = []
        let row = min(bounds.height, UIToolbar.standardHeight)
        for (item, x) in placedItems() {
            guard case .custom(let view) = item.content else { continue }
            hosted.append(view)
            if view.superview !== self { addSubview(view) }
            let height = min(view.bounds.height > 0 ? view.bounds.height : row, row)
            view.setFrameIfChanged(CGRect(rect(leadingX: x, width: item.width, y: (row - height) / 2, height: height)))
        }
        for view in hostedViews where !hosted.contains(where: { $0 === view }) && view.superview === self { view.removeFromSuperview() }
        hostedViews = hosted
    }

    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        let appearance = barTintColor == nil ? resolvedAppearance : resolvedAppearance.copy()
        if let barTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barTintColor
        }
        let width = Double(bounds.width), height = Double(bounds.height)
        var nodes = appearance.backgroundNodes(id: id, rect: Rect(x: 0, y: 0, width: width, height: height + Double(backgroundBottomExtension)),
                                               shadowEdgeY: 0, shadowAbove: true, traits: traits)
        let tint: UIColor = tintColor
        let row = min(bounds.height, UIToolbar.standardHeight)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, (item, x)) in placedItems().enumerated() {
            nodes += item.nodes(id: id + ".item\(index)", frame: rect(leadingX: x, width: item.width, y: 0, height: row), tint: tint,
                                traits: traits, mirrored: rtl)
        }
        return nodes
    }
}
