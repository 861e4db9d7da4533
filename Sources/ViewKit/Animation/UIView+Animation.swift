import Foundation

/// Whether block animations are on (`UIView.setAnimationsEnabled`), per thread as view trees are.
private let animationsEnabled = ObjectAttachments<Bool>()
/// The duration of the animation block being run, for `inheritedAnimationDuration`.
@MainActor private var runningAnimationDurations: [TimeInterval] = []

extension UIView {
    // UIKit's block animations, without the animation: a snapshot shows one instant, the end.
    // Each runs its animations block at once, so the views take their final values, then calls
    // the completion with `true` (finished) before returning; UIKit calls it when the animation
    // ends, on a later turn of the run loop. Delays, curves, springs and repeats change nothing
    // here. To draw motion, add Core Animation animations to layers and draw with
    // `makeScene(at:)`.

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        run(duration: duration, animations, completion: nil)
    }
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations, completion: completion)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations, completion: completion)
    }
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations, completion: completion)
    }
    /// iOS 17's spring animation (duration and bounce).
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations, completion: completion)
    }

    /// Runs `animations` (which adds keyframes with `addKeyframe`) and calls `completion` with true.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations, completion: completion)
    }
    /// Runs the keyframe's animations at once: keyframes run in the order added, so the last
    /// one added for a property gives its final value (as the last keyframe in time usually is).
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        animations()
    }

    /// Runs `animations` on `view` at once (no transition is drawn) and calls `completion` with true.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, animations ?? {}, completion: completion)
    }
    /// Puts `toView` in `fromView`'s place (or shows it and hides `fromView` with
    /// `.showHideTransitionViews`), as UIKit does at the end of the transition.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview, let index = parent.subviews.firstIndex(where: { $0 === fromView }) {
                parent.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
    /// Runs `actionsWithoutAnimation` (everything is without animation here).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Runs `animations` at once and calls `completion` with true (the deletion animation is not drawn).
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        run(duration: 0, parallelAnimations ?? {}, completion: completion)
    }
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) { animations() }

    /// The duration of the animation block being run (0 outside one), as UIKit reports it.
    public static var inheritedAnimationDuration: TimeInterval { runningAnimationDurations.last ?? 0 }
    /// Whether block animations are on; kept as set (nothing animates either way).
    public static var areAnimationsEnabled: Bool { animationsEnabled.value(for: Thread.current) ?? true }
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled.set(enabled, for: Thread.current) }

    /// Runs `animations` now and then `completion` with true: the end of the animation, at once.
    private static func run(duration: TimeInterval, _ animations: () -> Void, completion: ((Bool) -> Void)?) {
        runningAnimationDurations.append(duration)
        animations()
        runningAnimationDurations.removeLast()
        completion?(true)
    }
}
