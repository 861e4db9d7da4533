import Foundation

/// A swipe (UIKit's `UISwipeGestureRecognizer`); never recognized here (see `UIGestureRecognizer`).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// UIKit's `UISwipeGestureRecognizer.Direction`, with its raw values.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    /// `.right` by default, as in UIKit.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}
