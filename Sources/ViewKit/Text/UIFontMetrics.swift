import Foundation
import LayoutEngine

/// Scales a custom font or a length as Dynamic Type scales a text style (UIKit's
/// `UIFontMetrics`): by the ratio of the style's size at the traits' content size category to
/// its size at `.large`, from the same table `UIFont.preferredFont(forTextStyle:)` uses (the
/// HIG's Dynamic Type sizes). A body metric scales 17 to 53 at
/// `.accessibilityExtraExtraExtraLarge` and 17 to 14 at `.extraSmall`.
///
/// Without traits, the current traits' category is used (`UITraitCollection.current`: the
/// drawing's while a view tree is laid out and drawn, `.large` otherwise).
public struct UIFontMetrics: Sendable, Hashable {
    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` at the size the current content size category gives it.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }
    /// `font` scaled, at most `maximumPointSize` (0: no maximum, as UIKit reads it).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }
    /// The font scaled, remembering how: a label that adjusts its font for the content size
    /// category scales it again for the traits it is drawn with (`rescaled(for:)`), as UIKit's does.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.scaling?.base ?? font
        let scaled = scaledValue(for: base.pointSize, compatibleWith: traitCollection)
        let made = base.withSize(maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled)
        fontScalings.set(UIFont.Scaling(metrics: self, base: base, maximumPointSize: maximumPointSize), for: made)
        return made
    }
    /// `value` (a spacing, an icon's size) scaled as the style's font is.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scale(for: (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory)
    }

    /// The style's size at `category` over its size at `.large` (`unspecified` reads as `.large`).
    func scale(for category: UIContentSizeCategory) -> CGFloat {
        let base = DynamicType.font(for: textStyle.name, category: .large).size
        return CGFloat(DynamicType.font(for: textStyle.name, category: category.engineCategory).size / base)
    }
}

/// How each font made by `scaledFont(for:)` was scaled, beside it (see `ObjectAttachments`).
private let fontScalings = ObjectAttachments<UIFont.Scaling>()

extension UIFont {
    /// The metrics, unscaled font and maximum a font was scaled with.
    struct Scaling {
        let metrics: UIFontMetrics
        let base: UIFont
        let maximumPointSize: CGFloat
    }
    var scaling: Scaling? { fontScalings.value(for: self) }
    /// The font scaled again for `traits` when `UIFontMetrics` made it; nil otherwise.
    func rescaled(for traits: UITraitCollection) -> UIFont? {
        guard let scaling else { return nil }
        return scaling.metrics.scaledFont(for: scaling.base, maximumPointSize: scaling.maximumPointSize, compatibleWith: traits)
    }
}

/// A view whose fonts follow the content size category (UIKit's `UIContentSizeCategoryAdjusting`):
/// `UILabel` adopts it; with `adjustsFontForContentSizeCategory` set, a label with a text-style
/// font draws at the drawing's category.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}

extension UIContentSizeCategory {
    /// Posted when the user changes the text size (never, here).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
