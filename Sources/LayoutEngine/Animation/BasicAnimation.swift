// CABasicAnimation as the two-keyframe case: a keyframe animation of the fraction 0 -> 1
// carries the timing, the easing and the repeat cycles, and the fraction blends two end
// values. Apple's table of which ends fromValue, toValue and byValue give:
//   from, to: from -> to            from, by: from -> from + by      by, to: to - by -> to
//   from: from -> current value      to: current value -> to          by: current -> current + by
// "Current value" is the value underneath, so those ends are `AnimatedValue`s of it.

/// An animation from one value to another, as CABasicAnimation.
public struct BasicAnimation: TimedAnimation, Hashable {
    public let keyPath: AnimatedProperty
    public let fromValue: Double?, toValue: Double?, byValue: Double?
    public let isAdditive: Bool
    public let isCumulative: Bool
    /// The fraction 0 -> 1 with this animation's timing and timing function.
    public let fraction: KeyframeAnimation
    private let start: AnimatedValue, end: AnimatedValue

    /// An animation between the ends `fromValue`, `toValue` and `byValue` name (at least one).
    public init(keyPath: AnimatedProperty, fromValue: Double? = nil, toValue: Double? = nil, byValue: Double? = nil,
                timingFunction: TimingFunction = .linear, isAdditive: Bool = false, isCumulative: Bool = false,
                timing: MediaTiming = .standard) throws(AnimationError) {
        for case let value? in [fromValue, toValue, byValue] where !value.isFinite {
            throw .invalidValues("\(value) is not a finite number")
        }
        let current = AnimatedValue.model
        func constant(_ v: Double) -> AnimatedValue { AnimatedValue(weight: 0, offset: v) }
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): (start, end) = (constant(from), constant(to))
        case let (from?, nil, by?): (start, end) = (constant(from), constant(from + by))
        case let (nil, to?, by?): (start, end) = (constant(to - by), constant(to))
        case let (from?, nil, nil): (start, end) = (constant(from), current)
        case let (nil, to?, nil): (start, end) = (current, constant(to))
        case let (nil, nil, by?): (start, end) = (current, AnimatedValue(weight: 1, offset: by))
        case (nil, nil, nil): throw .invalidValues("a basic animation needs fromValue, toValue or byValue")
        }
        self.keyPath = keyPath
        self.fromValue = fromValue; self.toValue = toValue; self.byValue = byValue
        self.isAdditive = isAdditive; self.isCumulative = isCumulative
        self.fraction = try KeyframeAnimation(keyPath: keyPath, values: [0, 1], timingFunction: timingFunction, timing: timing)
    }

    public var timing: MediaTiming { fraction.timing }

    /// The value at a point of the cycles, as a function of the value underneath.
    @inline(__always)
    public func value(at local: LocalTime) -> AnimatedValue {
        blend(fraction.value(at: local), cycle: local.cycle)
    }

    /// The ends blended at `p` (0 start, 1 end), plus the accumulated end values of the cycles
    /// before when cumulative. Shared with `SpringAnimation`, whose fraction comes from physics.
    @inline(__always)
    func blend(_ p: Double, cycle: Double) -> AnimatedValue {
        var value = AnimatedValue(weight: start.weight + (end.weight - start.weight) * p,
                                  offset: start.offset + (end.offset - start.offset) * p)
        if isCumulative, cycle > 0 {
            value.weight += cycle * end.weight
            value.offset += cycle * end.offset
        }
        return value
    }
}
