// CAKeyframeAnimation's value function. The key times place the values on the pass (count
// equal to the values', or one more in discrete mode as Apple documents, non-decreasing, in
// 0...1); when they are not valid Core Animation spaces the values evenly, and so does this
// type, reporting why in `keyTimesProblem` so a caller can warn. Paced modes compute the key
// times from the distances between values and ignore the given ones and the timing
// functions (Apple: "keyTimes and timingFunctions properties are ignored"). The whole
// animation's timing function (CAAnimation.timingFunction) eases the pass before keyframes
// are looked up; each segment's timing function eases the segment.

/// A keyframe animation of one numeric property, with Core Animation's semantics.
public struct KeyframeAnimation: TimedAnimation, Hashable {
    public let keyPath: AnimatedProperty
    public let values: [Double]
    /// The key times in use: the given ones when valid, otherwise computed.
    public let keyTimes: [Double]
    /// Why the given key times were not used, or nil.
    public let keyTimesProblem: String?
    /// One per segment; missing entries are linear.
    public let timingFunctions: [TimingFunction]
    /// Eases the whole pass (CAAnimation.timingFunction).
    public let timingFunction: TimingFunction
    public let calculationMode: CalculationMode
    /// Added to the property's value underneath instead of replacing it.
    public let isAdditive: Bool
    /// Each repeat cycle adds the value the previous cycles ended on.
    public let isCumulative: Bool
    public let timing: MediaTiming
    private let spline: KochanekBartelsSpline?

    /// A keyframe animation; `keyTimes` nil spaces the values evenly. Tension, continuity and
    /// bias (one per value, missing entries 0) shape the cubic modes.
    public init(keyPath: AnimatedProperty, values: [Double], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction] = [], timingFunction: TimingFunction = .linear,
                calculationMode: CalculationMode = .linear,
                tensionValues: [Double] = [], continuityValues: [Double] = [], biasValues: [Double] = [],
                isAdditive: Bool = false, isCumulative: Bool = false,
                timing: MediaTiming = .standard) throws(AnimationError) {
        guard !values.isEmpty else { throw .invalidValues("at least one value is needed") }
        if let bad = values.first(where: { !$0.isFinite }) { throw .invalidValues("\(bad) is not a finite number") }
        for (name, list) in [("tensionValues", tensionValues), ("continuityValues", continuityValues), ("biasValues", biasValues)] {
            if let bad = list.first(where: { !$0.isFinite }) { throw .invalidValues("\(name): \(bad) is not a finite number") }
        }
        let spacing = Self.spacing(values: values, given: keyTimes, mode: calculationMode)
        self.keyPath = keyPath; self.values = values
        self.keyTimes = spacing.keyTimes; self.keyTimesProblem = spacing.problem
        self.timingFunctions = timingFunctions; self.timingFunction = timingFunction
        self.calculationMode = calculationMode
        self.isAdditive = isAdditive; self.isCumulative = isCumulative; self.timing = timing
        switch calculationMode {
        case .cubic, .cubicPaced:
            spline = KochanekBartelsSpline(values: values, keyTimes: spacing.keyTimes, tension: tensionValues,
                                           continuity: continuityValues, bias: biasValues)
        case .linear, .discrete, .paced:
            spline = nil
        }
    }

    /// The value at a point of the animation's cycles.
    @inline(__always)
    public func value(at local: LocalTime) -> Double {
        let value = value(atFraction: timingFunction.value(at: local.time / timing.duration))
        guard isCumulative, local.cycle > 0 else { return value }
        return value + local.cycle * values[values.count - 1]
    }

    /// The value at fraction `p` (0...1) of one pass, after the whole animation's easing.
    public func value(atFraction p: Double) -> Double {
        let n = values.count
        if n == 1 { return values[0] }
        if calculationMode == .discrete {
            var i = 0
            while i + 1 < keyTimes.count, keyTimes[i + 1] <= p { i += 1 }
            return values[min(i, n - 1)]
        }
        if p <= keyTimes[0] { return values[0] }
        if p >= keyTimes[n - 1] { return values[n - 1] }
        var i = 0
        while keyTimes[i + 1] <= p { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var s = (p - keyTimes[i]) / span
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, i < timingFunctions.count { s = timingFunctions[i].value(at: s) }
        if let spline { return spline.value(segment: i, at: s) }
        return values[i] + (values[i + 1] - values[i]) * s
    }

    /// The key times to use and, when the given ones had to be replaced, why.
    private static func spacing(values: [Double], given: [Double]?, mode: CalculationMode) -> (keyTimes: [Double], problem: String?) {
        let n = values.count
        switch mode {
        case .paced, .cubicPaced:
            var distances = [0.0]
            for i in 1..<max(n, 1) { distances.append(distances[i - 1] + abs(values[i] - values[i - 1])) }
            let total = distances[n - 1]
            guard total > 0 else { return (even(n), nil) }
            return (distances.map { $0 / total }, nil)
        case .discrete, .linear, .cubic:
            let segments = mode == .discrete ? n : n - 1
            guard let given else { return (even(segments + 1), nil) }
            let counts = mode == .discrete ? [n + 1, n] : [n]
            if !counts.contains(given.count) {
                let expected = counts.map(String.init).joined(separator: " or ")
                return (even(segments + 1), "keyTimes has \(given.count) entries, \(mode.rawValue) mode with \(n) values needs \(expected)")
            }
            if let bad = given.first(where: { !($0 >= 0 && $0 <= 1) }) {
                return (even(segments + 1), "keyTimes entry \(bad) is outside 0...1")
            }
            if let i = given.indices.dropFirst().first(where: { given[$0] < given[$0 - 1] }) {
                return (even(segments + 1), "keyTimes decrease at entry \(i) (\(given[i - 1]) then \(given[i]))")
            }
            return (given, nil)
        }
    }

    /// `count` times from 0 to 1, evenly spaced.
    private static func even(_ count: Int) -> [Double] {
        count <= 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
    }
}
