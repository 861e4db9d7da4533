import Foundation
import Testing
@testable import LayoutEngine

/// CABasicAnimation's ends and CASpringAnimation's motion; the spring against a numerical
/// integration of m x'' + c x' + k x = 0.
@Suite struct SpringAndBasicAnimationTests {
    let second = try! MediaTiming(duration: 1, fillMode: .both)

    func basic(from: Double? = nil, to: Double? = nil, by: Double? = nil) throws -> BasicAnimation {
        try BasicAnimation(keyPath: .opacity, fromValue: from, toValue: to, byValue: by, timing: second)
    }

    @Test func endsFollowApplesTableOfFromToAndBy() throws {
        let model = 100.0
        func at(_ a: BasicAnimation, _ t: Double) -> Double? { a.value(at: t)?.applied(to: model) }
        #expect(at(try basic(from: 2, to: 6), 0.25) == 3)
        #expect(at(try basic(from: 2, by: 4), 0.5) == 4)
        #expect(at(try basic(to: 6, by: 4), 0.5) == 4)
        #expect(at(try basic(from: 0), 0.25) == 25)
        #expect(at(try basic(to: 0), 0.25) == 75)
        #expect(at(try basic(by: 8), 0.5) == 104)
        #expect(throws: AnimationError.self) { try basic() }
    }

    @Test func aBasicAnimationIsTheTwoKeyframeCase() throws {
        let eased = try BasicAnimation(keyPath: .opacity, fromValue: 1, toValue: 3, timingFunction: .easeInEaseOut, timing: second)
        let keyframes = try KeyframeAnimation(keyPath: .opacity, values: [1, 3], timingFunction: .easeInEaseOut, timing: second)
        for t in stride(from: -0.5, through: 1.5, by: 0.05) {
            #expect(eased.value(at: t)?.applied(to: 0) == keyframes.value(at: t))
        }
    }

    /// x'' = -(c x' + k x) / m from x(0) = 1, x'(0) = -v0, fourth-order Runge-Kutta at 1e-4 s.
    static func integrated(mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, until end: Double) -> Double {
        var x = 1.0, v = -v0
        let h = 1e-4
        func a(_ x: Double, _ v: Double) -> Double { -(c * v + k * x) / m }
        for _ in 0..<Int((end / h).rounded()) {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return 1 - x
    }

    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),   // under-damped, ζ = 0.5
        (1.0, 100.0, 20.0, 0.0),   // critically damped
        (2.0, 50.0, 40.0, 0.0),    // over-damped, ζ = 2
        (1.0, 300.0, 8.0, 5.0),    // under-damped, thrown toward the target
        (1.0, 100.0, 20.0, -3.0),  // critical, thrown away from it
        (1.0, 10.0, 30.0, 2.0),    // over-damped, thrown
    ])
    func closedFormMatchesTheIntegratedMotion(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws {
        let spring = try SpringAnimation(basic: try basic(from: 0, to: 1), mass: mass, stiffness: stiffness,
                                         damping: damping, initialVelocity: velocity)
        for t in [0.05, 0.1, 0.3, 0.7, 1.5] {
            let expected = Self.integrated(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, until: t)
            #expect(abs(spring.fraction(at: t) - expected) < 1e-8, "t = \(t)")
        }
        #expect(spring.fraction(at: 0) == 0)
    }

    @Test func dampingRatioSortsTheThreeRegimes() throws {
        let b = try basic(from: 0, to: 1)
        #expect(try SpringAnimation(basic: b, damping: 10).dampingRatio == 0.5)
        #expect(try SpringAnimation(basic: b, damping: 20).dampingRatio == 1)
        #expect(try SpringAnimation(basic: b, damping: 40).dampingRatio == 2)
        // Under-damped springs overshoot; critical and over-damped ones do not.
        let under = try SpringAnimation(basic: b, damping: 10)
        #expect((0..<200).contains { under.fraction(at: Double($0) / 100) > 1.1 })
        let critical = try SpringAnimation(basic: b, damping: 20)
        #expect(!(0..<200).contains { critical.fraction(at: Double($0) / 100) > 1 })
    }

    @Test func settlingDurationIsWhenTheSpringStaysNearItsTarget() throws {
        let spring = try SpringAnimation(basic: try basic(from: 0, to: 1), damping: 10)
        let settle = spring.settlingDuration(tolerance: 0.001)
        // The envelope e^(-ζω0 t)·sqrt(1 + (ζω0/ωd)²) drops below 0.001 at ln(1000·1.1547)/5 ≈ 1.41 s.
        #expect(settle > 1.2 && settle < 1.42)
        for t in stride(from: settle, through: settle + 3, by: 0.01) { #expect(abs(1 - spring.fraction(at: t)) <= 0.001) }
    }

    @Test func springParametersAreChecked() throws {
        let b = try basic(from: 0, to: 1)
        #expect(throws: AnimationError.invalidSpring(property: "mass", value: 0)) { try SpringAnimation(basic: b, mass: 0) }
        #expect(throws: AnimationError.self) { try SpringAnimation(basic: b, damping: -1) }
        #expect(throws: AnimationError.self) { try SpringAnimation(basic: b, stiffness: .infinity) }
    }
}
