import Foundation

/// A tap (UIKit's `UITapGestureRecognizer`); never recognized here (see `UIGestureRecognizer`).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed; 1 by default, as in UIKit.
    open var numberOfTapsRequired = 1
    /// Fingers needed; 1 by default, as in UIKit.
    open var numberOfTouchesRequired = 1
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}
