// A timing function maps the fraction of a keyframe segment (or of a whole animation) that
// has elapsed to the fraction of the value change shown. It is CAMediaTimingFunction's cubic
// Bezier from (0, 0) to (1, 1) with two control points, the same curve as CSS's
// cubic-bezier() (css-easing-1 §2.2), solved for the curve parameter at a given x.

/// A cubic Bezier easing curve through (0, 0) and (1, 1), as CAMediaTimingFunction.
public struct TimingFunction: Sendable, Hashable {
    /// The first control point (x in 0...1).
    public let x1: Double, y1: Double
    /// The second control point (x in 0...1).
    public let x2: Double, y2: Double

    /// A curve with control points (`x1`, `y1`) and (`x2`, `y2`); the x coordinates must lie
    /// in 0...1 so that the curve is a function of time (CSS rejects others the same way).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite), (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidTimingFunction([x1, y1, x2, y2])
        }
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    private init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    // Core Animation's named functions (CAMediaTimingFunctionName), with the control points
    // Apple documents for them.
    /// kCAMediaTimingFunctionLinear: (0, 0, 1, 1).
    public static let linear = TimingFunction(unchecked: 0, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseIn: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(unchecked: 0.42, 0, 1, 1)
    /// kCAMediaTimingFunctionEaseOut: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(unchecked: 0, 0, 0.58, 1)
    /// kCAMediaTimingFunctionEaseInEaseOut: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(unchecked: 0.42, 0, 0.58, 1)
    /// kCAMediaTimingFunctionDefault, what implicit layer animations use: (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(unchecked: 0.25, 0.1, 0.25, 1)

    /// The named functions under their Core Animation spellings.
    public static let named: [(name: String, function: TimingFunction)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ]

    /// Whether the curve is the identity, so that evaluating it can be skipped.
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    /// The eased fraction at elapsed fraction `x` (clamped to 0...1): y(s) where x(s) = `x`,
    /// s found to within 1e-14 in x (Newton's method from a linear guess, falling back to
    /// bisection, which always converges because x(s) increases on 0...1).
    public func value(at x: Double) -> Double {
        if isLinear { return x }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bezier(solve(x), y1, y2)
    }

    /// The curve parameter s with x(s) = `x`.
    func solve(_ x: Double) -> Double {
        let tolerance = 1e-14
        var s = x
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, x1, x2)
            guard abs(slope) > 1e-9 else { break }
            s -= error / slope
            guard (0...1).contains(s) else { break }
        }
        var low = 0.0, high = 1.0
        s = x
        while high - low > 1e-15 {
            let value = Self.bezier(s, x1, x2)
            if abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bezier with end points 0 and 1 and control coordinates `p1`, `p2`,
    /// in Horner form: 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }
}
