import Foundation
import LayoutEngine

/// What an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// An animation's start and stop callbacks (Core Animation's `CAAnimationDelegate`); both
/// optional. Called when the animation is added to a layer: `animationDidStart` at once,
/// `animationDidStop(_:finished: true)` at once too, or when the enclosing `CATransaction`
/// commits (nothing waits for the animation's duration here; its frames are drawn by
/// `makeScene(at:)`).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations (`CAAnimation`, with `CAMediaTiming`'s timing):
/// Core Animation's defaults (duration 0, read as 0.25 s; speed 1; one pass; removed on
/// completion). Added to a layer (`CALayer.add(_:forKey:)`), it is drawn by the layout
/// engine's timeline at a time (`UIView.makeScene(at:)`); a snapshot without a time shows the
/// model values, as UIKit's screen does the instant an animation is added.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    public override init() { super.init() }

    // CAMediaTiming
    /// When it begins, in seconds of its parent's time (`CACurrentMediaTime()` is 0 here; 0
    /// means when added, as in Core Animation).
    open var beginTime: CFTimeInterval = 0
    /// One pass in seconds; 0 means 0.25, as in Core Animation.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// Passes to play (`.greatestFiniteMagnitude` or `.infinity`: forever).
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation holds it.
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true
    /// Kept as set; no frames are scheduled here.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The engine's timing; a value the engine refuses (a negative duration, a NaN) falls back
    /// to Core Animation's defaults for it, reported on standard error naming `what`.
    func engineTiming(inheritedDuration: CFTimeInterval? = nil, what: String) -> MediaTiming {
        let repetition: Repetition = repeatDuration > 0 ? .duration(repeatDuration)
            : repeatCount > 0 ? .count(Double(repeatCount)) : .once
        // Core Animation removes an animation that is removed on completion at its end, so a
        // forwards fill shows only while it is attached (`isRemovedOnCompletion` false).
        let fill: FillMode
        switch (fillMode, isRemovedOnCompletion) {
        case (.both, false): fill = .both
        case (.forwards, false): fill = .forwards
        case (.both, true), (.backwards, _): fill = .backwards
        default: fill = .removed
        }
        let pass = duration > 0 ? duration : (inheritedDuration ?? 0)
        do {
            return try MediaTiming(beginTime: beginTime, timeOffset: timeOffset, speed: Double(speed), duration: pass,
                                   repetition: repetition, autoreverses: autoreverses, fillMode: fill)
        } catch {
            FileHandle.standardError.write(Data("\(what): \(error); using Core Animation's default timing\n".utf8))
            return .standard
        }
    }
}

/// A frame-rate range (Core Animation's `CAFrameRateRange`); no frames are scheduled here.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float, maximum: Float, preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum; self.maximum = maximum; self.preferred = preferred
    }
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// An animation of one layer property named by key path (Core Animation's `CAPropertyAnimation`).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds to the property's value instead of replacing it.
    open var isAdditive = false
    /// Each repeat adds on to where the last ended.
    open var isCumulative = false
    public override init() { super.init() }
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
