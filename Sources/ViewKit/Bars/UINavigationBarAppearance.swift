import Foundation

/// A navigation bar's look (UIKit's `UINavigationBarAppearance`): the background and shadow of
/// `UIBarAppearance`, the title's and the large title's attributes (`.font`, `.foregroundColor`)
/// and the buttons' (the normal state's `titleTextAttributes`). The back indicator image is
/// kept; the bar draws its own chevron.
open class UINavigationBarAppearance: UIBarAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    public var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
        backButtonAppearance = other.backButtonAppearance
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    public func setBackIndicatorImage(_ image: UIImage?, transitionMaskImage: UIImage?) {
        backIndicatorImage = image
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}
