import Foundation

// CASpringAnimation's motion in closed form: a mass m on a spring of stiffness k with damping
// c, m x'' + c x' + k x = 0, x being the remaining distance as a fraction of the whole
// (x(0) = 1) and the initial velocity v0 in wholes per second toward the target
// (x'(0) = -v0; UIKit: "a value of 1 corresponds to the total animation distance traversed
// in one second"). With ω0 = sqrt(k/m) and ζ = c / (2 sqrt(km)) (any text on the damped
// harmonic oscillator):
//   ζ < 1 (under-damped): x = e^(-ζω0 t) (cos ωd t + (ζω0 - v0)/ωd sin ωd t), ωd = ω0 sqrt(1 - ζ²)
//   ζ = 1 (critical):     x = e^(-ω0 t) (1 + (ω0 - v0) t)
//   ζ > 1 (over-damped):  x = C1 e^(r1 t) + C2 e^(r2 t), r = -ω0 (ζ ∓ sqrt(ζ² - 1)),
//                         C1 = (-v0 - r2) / (r1 - r2), C2 = 1 - C1
// The fraction shown is 1 - x. Time is seconds of the animation's pass, not a fraction of
// its duration: the duration only says when the spring stops being sampled (Apple sets it
// to settlingDuration for the sheet presentations the seed's PanModal draws).

/// A basic animation whose fraction follows a damped spring, as CASpringAnimation.
public struct SpringAnimation: TimedAnimation, Hashable {
    /// The ends, the additive and cumulative flags and the timing.
    public let basic: BasicAnimation
    public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double
    /// ζ, the damping ratio: below 1 the spring overshoots and rings.
    public let dampingRatio: Double
    private let naturalFrequency: Double

    /// CASpringAnimation's defaults are mass 1, stiffness 100, damping 10, velocity 0.
    public init(basic: BasicAnimation, mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                initialVelocity: Double = 0) throws(AnimationError) {
        guard mass.isFinite, mass > 0 else { throw .invalidSpring(property: "mass", value: mass) }
        guard stiffness.isFinite, stiffness > 0 else { throw .invalidSpring(property: "stiffness", value: stiffness) }
        guard damping.isFinite, damping >= 0 else { throw .invalidSpring(property: "damping", value: damping) }
        guard initialVelocity.isFinite else { throw .invalidSpring(property: "initialVelocity", value: initialVelocity) }
        self.basic = basic; self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity
        naturalFrequency = (stiffness / mass).squareRoot()
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
    }

    public var keyPath: AnimatedProperty { basic.keyPath }
    public var timing: MediaTiming { basic.timing }

    /// The fraction of the way to the target reached `t` seconds into the motion.
    public func fraction(at t: Double) -> Double {
        SpringAnimation.fraction(at: t, naturalFrequency: naturalFrequency, dampingRatio: dampingRatio,
                                 initialVelocity: initialVelocity)
    }

    /// The closed form above: the fraction of the way reached `t` seconds in, for a spring of
    /// natural frequency ω0 (radians per second), damping ratio ζ and initial velocity v0.
    public static func fraction(at t: Double, naturalFrequency w0: Double, dampingRatio zeta: Double,
                                initialVelocity v0: Double) -> Double {
        let x: Double
        if abs(zeta - 1) < 1e-9 {  // critically damped
            x = exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            x = exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c1 = (-v0 - r2) / (r1 - r2)
            x = c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
        }
        return 1 - x
    }

    /// How long the motion takes to stay within `tolerance` of the target (as a fraction of
    /// the distance): the last 1/600 s step outside it, searched up to
    /// ten decay times past the tolerance (at most an hour).
    public func settlingDuration(tolerance: Double = 0.001) -> Double {
        let step = 1.0 / 600
        var t = 0.0, lastOutside = 0.0
        // The slowest decay rate bounds the search: ζω0 below critical, |r1| above.
        let rate = dampingRatio < 1 ? dampingRatio * naturalFrequency
            : naturalFrequency * (dampingRatio - (max(0, dampingRatio * dampingRatio - 1)).squareRoot())
        let horizon = rate > 0 ? min(3600, 10 * (1 + log(1 / tolerance)) / rate) : 3600
        while t < horizon {
            if abs(1 - fraction(at: t)) > tolerance { lastOutside = t }
            t += step
        }
        return lastOutside + step
    }

    /// The value at a point of the cycles, as a function of the value underneath.
    @inline(__always)
    public func value(at local: LocalTime) -> AnimatedValue {
        basic.blend(fraction(at: local.time), cycle: local.cycle)
    }
}
