import Foundation

/// A drag (UIKit's `UIPanGestureRecognizer`); never recognized here (see `UIGestureRecognizer`).
/// Its translation is what code last set with `setTranslation(_:in:)` (zero at first), and its
/// velocity is zero: no finger ever moves.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// UIKit's defaults: 1 and `Int.max` (UIKit's NSUIntegerMax, read as the largest count).
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    private var translation: CGPoint = .zero
    private weak var translationView: UIView?

    /// The translation last set, converted to `view`'s coordinates (only the axes' offsets
    /// matter, so a translation is the same in any unrotated view).
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation code reads back (a pan handler resets it to zero).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        self.translation = translation
        translationView = view
    }
    /// Points per second: zero, since nothing moves.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Which scroll inputs a pan accepts (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
