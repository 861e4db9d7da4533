import Foundation

/// A toolbar's look (UIKit's `UIToolbarAppearance`): the background and shadow of
/// `UIBarAppearance` and its buttons' (the normal state's `titleTextAttributes`).
open class UIToolbarAppearance: UIBarAppearance {
    public var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    public var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public required init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance
        doneButtonAppearance = other.doneButtonAppearance
    }
}
