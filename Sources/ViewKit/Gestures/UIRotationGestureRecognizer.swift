import Foundation

/// A two-finger rotation (UIKit's `UIRotationGestureRecognizer`); never recognized here (see
/// `UIGestureRecognizer`): its rotation is 0 radians (or what code set) and its velocity 0.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open var velocity: CGFloat { 0 }
}
