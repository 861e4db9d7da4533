import Foundation

/// A pinch (UIKit's `UIPinchGestureRecognizer`); never recognized here (see
/// `UIGestureRecognizer`): its scale is 1 (or what code set) and its velocity 0.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}
