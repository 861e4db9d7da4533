import Foundation

/// A tab bar's look (UIKit's `UITabBarAppearance`): the background and shadow of
/// `UIBarAppearance` and its items' (`stackedLayoutAppearance`, the layout of an iPhone in
/// portrait; the inline layouts are kept).
open class UITabBarAppearance: UIBarAppearance {
    public var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    public var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    public var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    public var selectionIndicatorTintColor: UIColor?
    public var selectionIndicatorImage: UIImage?
    public var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    public var stackedItemSpacing: CGFloat = 0
    public var stackedItemWidth: CGFloat = 0

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance
        inlineLayoutAppearance = other.inlineLayoutAppearance
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }
}
