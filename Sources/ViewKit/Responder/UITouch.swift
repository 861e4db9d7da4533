import Foundation

/// A finger on the screen (UIKit's `UITouch`).
///
/// Inert: a snapshot is never touched, so a `UITouch` exists only when code makes one (to call
/// `touchesBegan` in a test, say). It then stays where it was made: `location(in:)` converts its
/// point from its view to the one asked, as UIKit converts it, and nothing moves it.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// UIKit's `UITouch.Phase`, with its raw values.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }
    /// UIKit's `UITouch.TouchType`, with its raw values.
    public enum TouchType: Int, Sendable { case direct = 0, indirect, pencil, indirectPointer }
    /// Which touch properties may be updated later (UIKit's `UITouch.Properties`).
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
    }

    /// The view the touch began in.
    open private(set) weak var view: UIView?
    /// The window of that view, when it is in one.
    open var window: UIWindow? {
        var current = view
        while let v = current {
            if let window = v as? UIWindow { return window }
            current = v.superview
        }
        return nil
    }
    open var phase: Phase
    open var tapCount: Int
    open var type: TouchType = .direct
    /// 0: an iPhone 15 has no 3D Touch, and UIKit reports 0 for a finger without it.
    open var force: CGFloat = 0
    /// 0 on a phone without 3D Touch, as on an iPhone 15.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the contact in points; no finger was measured, so 0 unless set.
    open var majorRadius: CGFloat = 0
    open var majorRadiusTolerance: CGFloat = 0
    open var timestamp: TimeInterval = 0
    open var estimatedProperties: Properties { [] }
    open var estimatedPropertiesExpectingUpdates: Properties { [] }
    open var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }

    private let point: CGPoint

    /// A touch at `point` in `view`'s coordinates, in `phase`, after `tapCount` taps.
    public init(location point: CGPoint, in view: UIView?, phase: Phase = .began, tapCount: Int = 1) {
        self.point = point
        self.view = view
        self.phase = phase
        self.tapCount = max(0, tapCount)
        super.init()
    }
    public override convenience init() { self.init(location: .zero, in: nil) }

    /// The touch's point in `view`'s coordinates (nil: the window's, here the root view's).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return point }
        return own.convert(point, to: view)
    }
    /// Where the touch was before its last move: where it is, since it never moves.
    open func previousLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// Pencil angles; 0 for a finger.
    open var altitudeAngle: CGFloat { .pi / 2 }
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
