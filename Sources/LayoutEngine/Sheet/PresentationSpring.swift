import Foundation

/// A damped spring from 0 to 1 starting at rest, as UIKit's spring animations run a property
/// from its old value to its new one: the progress of a sheet's presentation at a time.
///
/// Its motion is `SpringAnimation`'s; `animation(of:from:to:)` gives the presentation to a
/// `Timeline` (a sheet or PanModal with `animatesPresentation`), `value(atProgress:)` one frame.
///
/// The spring is the unit-mass oscillator x'' = -ω²(x - 1) - 2ζωx' with x(0) = 0, x'(0) = 0
/// (`initialSpringVelocity: 0` in PanModal's `PanModalAnimator.animate`). `duration` is how long
/// the animation runs; at its end the value is exactly 1 (UIKit completes the animation there).
public struct PresentationSpring: Sendable, Hashable {
    /// ζ: 1 is critically damped (no overshoot), below 1 overshoots.
    public var dampingRatio: Double
    /// ω, radians per second.
    public var angularFrequency: Double
    /// Seconds until the animation completes.
    public var duration: Double

    /// A spring of `dampingRatio` and `angularFrequency` that completes after `duration` seconds.
    public init(dampingRatio: Double, angularFrequency: Double, duration: Double) {
        self.dampingRatio = dampingRatio; self.angularFrequency = angularFrequency; self.duration = duration
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` with
    /// `duration` and `dampingRatio`. Apple does not publish how that API turns a duration into a
    /// stiffness; we take the spring whose envelope e^(-ζωt) falls to 1/1000 (a third of a pixel on a
    /// 300-point move) at `duration`, so the animation ends where the motion is no longer visible.
    public static func uiViewSpring(duration: Double, dampingRatio: Double) -> PresentationSpring {
        PresentationSpring(dampingRatio: dampingRatio, angularFrequency: log(1000) / (dampingRatio * duration),
                           duration: duration)
    }

    /// PanModal's presentation: `springDamping { 0.8 }` (`PanModalPresentable+Defaults.swift`) and
    /// `defaultTransitionDuration: 0.5` (`PanModalAnimator.swift`).
    public static let panModal = uiViewSpring(duration: 0.5, dampingRatio: 0.8)

    /// UIKit's sheet presentation. Apple publishes no curve for it; we take the system spring's
    /// published defaults, `UIView.animate(springDuration: 0.5, bounce: 0)` (iOS 17), with Apple's
    /// conversion of a perceptual duration and bounce (WWDC23 "Animate with springs"):
    /// ω = 2π / 0.5, ζ = 1 - bounce = 1. It is within 1/1000 of rest after 0.74 s, where the animation ends.
    public static let uiKitSheet = PresentationSpring(dampingRatio: 1, angularFrequency: 2 * Double.pi / 0.5,
                                                      duration: 0.74)

    /// The spring's value `time` seconds after the start: 0 at or before 0, 1 at or after `duration`
    /// (`SpringAnimation`'s closed form with no initial velocity).
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < duration else { return 1 }
        return SpringAnimation.fraction(at: time, naturalFrequency: angularFrequency, dampingRatio: dampingRatio,
                                        initialVelocity: 0)
    }

    /// The presentation as an animation a `Timeline` samples: `keyPath` from `from` to `to` on this
    /// spring (mass 1, stiffness ω², damping 2ζω), over `duration`, then the model value (at rest).
    public func animation(of keyPath: AnimatedProperty, from: Double, to: Double) -> Animation {
        let timing = try! MediaTiming(duration: duration)
        let basic = try! BasicAnimation(keyPath: keyPath, fromValue: from, toValue: to, timing: timing)
        return .spring(try! SpringAnimation(basic: basic, mass: 1, stiffness: angularFrequency * angularFrequency,
                                            damping: 2 * dampingRatio * angularFrequency))
    }

    /// The value at `progress` (0...1) of the animation's duration: what a scene's `progress` shows.
    public func value(atProgress progress: Double) -> Double { value(at: progress * duration) }
}
