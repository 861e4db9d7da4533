import Foundation
import Testing
@testable import LayoutEngine

/// Timing functions against the cubic Bezier written in Bernstein form here: for a curve
/// parameter s, the point (x(s), y(s)) must be on the curve the solver finds.
@Suite struct TimingFunctionTests {
    static func bernstein(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }

    @Test func namedFunctionsHaveCoreAnimationsControlPoints() {
        let points = TimingFunction.named.map { [$0.function.x1, $0.function.y1, $0.function.x2, $0.function.y2] }
        #expect(points == [[0, 0, 1, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1]])
        #expect(TimingFunction.named.map(\.name) == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
    }

    static let curves = TimingFunction.named.map(\.function) + [
        try! TimingFunction(0.68, -0.55, 0.265, 1.55), try! TimingFunction(1, 0, 0, 1), try! TimingFunction(0, 1, 1, 0),
        try! TimingFunction(0.9, 0.1, 1, 0.2),
    ]

    @Test func theSolvedParameterMeetsTheGivenTimeWithin1e12() {
        for curve in Self.curves {
            for step in 0...200 {
                let x = Double(step) / 200
                let s = curve.solve(x)
                #expect(abs(Self.bernstein(s, curve.x1, curve.x2) - x) < 1e-12, "\(curve) at x=\(x)")
                if x > 0, x < 1, !curve.isLinear { #expect(curve.value(at: x) == TimingFunction.bezier(s, curve.y1, curve.y2)) }
            }
        }
    }

    @Test func valuesLieOnTheBernsteinCurveWithin1e9WhereTheCurveIsNotVertical() {
        for curve in Self.curves {
            for step in 0...200 {
                let s = Double(step) / 200
                let x = Self.bernstein(s, curve.x1, curve.x2), y = Self.bernstein(s, curve.y1, curve.y2)
                // Where dx/ds nearly vanishes, y is ill-conditioned in x: x's own rounding (1e-16)
                // moves s by its cube root. Those points are checked by the parameter test above.
                guard abs(TimingFunction.derivative(s, curve.x1, curve.x2)) > 1e-3 else { continue }
                #expect(abs(curve.value(at: x) - y) < 1e-9, "\(curve) at s=\(s)")
            }
        }
    }

    @Test func easeInEaseOutIsSymmetricAboutTheMiddle() {
        #expect(abs(TimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
        for x in stride(from: 0.0, through: 1, by: 0.05) {
            let f = TimingFunction.easeInEaseOut
            #expect(abs(f.value(at: x) + f.value(at: 1 - x) - 1) < 1e-9)
        }
    }

    @Test func endsAreExactAndOutsideIsClamped() {
        #expect(TimingFunction.default.value(at: 0) == 0)
        #expect(TimingFunction.default.value(at: 1) == 1)
        #expect(TimingFunction.easeIn.value(at: -3) == 0)
        #expect(TimingFunction.easeIn.value(at: 7) == 1)
    }

    @Test func controlPointsOutsideTheUnitIntervalInXAreRejected() {
        #expect(throws: AnimationError.invalidTimingFunction([1.2, 0, 0.5, 1])) { try TimingFunction(1.2, 0, 0.5, 1) }
        #expect(throws: AnimationError.self) { try TimingFunction(0.2, .nan, 0.5, 1) }
    }
}
