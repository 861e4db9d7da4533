import Foundation

/// A press held in place (UIKit's `UILongPressGestureRecognizer`); never recognized here (see
/// `UIGestureRecognizer`).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the finger must stay down; 0.5 by default, as UIKit documents.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the finger may move, in points, before the gesture fails; 10 by default, as UIKit documents.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// Fingers needed; 1 by default.
    open var numberOfTouchesRequired = 1
}
