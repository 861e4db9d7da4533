import Foundation

/// Where an animator ended (UIKit's `UIViewAnimatingPosition`, with its raw values).
public enum UIViewAnimatingPosition: Int, Sendable { case end = 0, start, current }

/// An animator's state (UIKit's `UIViewAnimatingState`, with its raw values).
public enum UIViewAnimatingState: Int, Sendable { case inactive = 0, active, stopped }

/// A timing curve (UIKit's `UITimingCurveProvider`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// UIKit's `UITimingCurveType`, with its raw values.
public enum UITimingCurveType: Int, Sendable { case builtin = 0, cubic, spring, composed }

/// A cubic timing curve (UIKit's `UICubicTimingParameters`).
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    /// UIKit's default curve: ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        // The named curves' control points (Core Animation's, as UIKit's curves use them).
        switch curve {
        case .easeInOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (controlPoint1, controlPoint2) = (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }
    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (UIKit's `UISpringTimingParameters`).
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    public let dampingRatio: CGFloat
    /// UIKit's default spring: critically damped.
    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = ratio
        initialVelocity = velocity
        super.init()
    }
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = mass > 0 && stiffness > 0 ? damping / (2 * (stiffness * mass).squareRoot()) : 1
        self.init(dampingRatio: ratio, initialVelocity: velocity)
    }
    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}

/// An object that animates views (UIKit's `UIViewAnimating`).
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An interruptible, scrubbable view animation (UIKit's `UIViewPropertyAnimator`).
///
/// Without the animation, as `UIView.animate` is here: the animations run the moment the
/// animator starts (or is paused or scrubbed, when UIKit would start them), so the views take
/// their final values, and starting finishes at once: the completions run with `.end`, the
/// state goes back to `.inactive` and `fractionComplete` is 1. Stopping without finishing leaves
/// `.stopped` until `finishAnimation(at:)` runs the completions with the position given.
/// Animations added while active run at once. Curves, springs and delays change nothing here.
open class UIViewPropertyAnimator: NSObject, UIViewAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: UITimingCurveProvider?
    open private(set) var state: UIViewAnimatingState = .inactive
    open var isRunning: Bool { false }
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    /// 0 before the animations run, 1 once they have (their values are the final ones).
    open var fractionComplete: CGFloat = 0 {
        didSet {
            fractionComplete = fractionComplete.isNaN ? 0 : min(max(fractionComplete, 0), 1)
            if !isSettingFraction { activate() }
        }
    }

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
        super.init()
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }
    public override convenience init() { self.init(duration: 0, curve: .easeInOut) }

    /// An animator started at once (so finished, its completion called with `.end`), as UIKit's
    /// `runningPropertyAnimator` starts one.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters())
        animator.delay = delay
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the animations and finishes at once (see the type's documentation).
    open func startAnimation() {
        guard state != .stopped else { return }
        activate()
        if !pausesOnCompletion { finish(at: isReversed ? .start : .end) }
    }
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }
    /// Runs the animations (their final values show) and stays active, as a paused animator does.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
    }
    /// Stops: `.stopped` (waiting for `finishAnimation(at:)`), or `.inactive` without completions
    /// when `withoutFinishing`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
        } else {
            state = .stopped
        }
    }
    /// Calls the completions with `finalPosition` (after `stopAnimation(false)`, as UIKit requires).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            FileHandle.standardError.write(Data("UIViewPropertyAnimator.finishAnimation(at:): the animator is not stopped (UIKit raises here); ignored\n".utf8))
            return
        }
        finish(at: finalPosition)
    }
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        finish(at: isReversed ? .start : .end)
    }

    /// Runs the pending animations and becomes active.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations.removeAll()
        for animation in pending { animation() }
    }
    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        fractionCompleteWithoutActivating(position == .start ? 0 : 1)
        let pending = completions
        completions.removeAll()
        for completion in pending { completion(position) }
    }
    private func fractionCompleteWithoutActivating(_ value: CGFloat) {
        isSettingFraction = true
        fractionComplete = value
        isSettingFraction = false
    }
    private var isSettingFraction = false
}
