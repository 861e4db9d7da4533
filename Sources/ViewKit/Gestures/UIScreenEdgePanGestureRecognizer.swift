import Foundation

/// A pan from an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`); never
/// recognized here (see `UIGestureRecognizer`).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges it starts from; none by default, as in UIKit (set `.left` for a back swipe).
    open var edges: UIRectEdge = []
}
