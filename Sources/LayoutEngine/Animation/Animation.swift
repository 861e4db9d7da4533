/// Any animation a timeline holds: one property's keyframes, basic animation or spring, or a
/// group of them sharing a timing, as CAAnimationGroup.
public indirect enum Animation: Sendable, Hashable {
    case keyframe(KeyframeAnimation)
    case basic(BasicAnimation)
    case spring(SpringAnimation)
    case group(AnimationGroup)
}

/// Animations played together in the group's time, as CAAnimationGroup: each child's begin
/// time and repeats are measured in the group's pass, so a child longer than the group is cut
/// off at the group's duration (Apple: "clipped to the group's duration").
public struct AnimationGroup: Sendable, Hashable {
    public let animations: [Animation]
    public let timing: MediaTiming
    public init(animations: [Animation], timing: MediaTiming = .standard) {
        self.animations = animations; self.timing = timing
    }
}

/// One property animation, as a timeline samples it. Indirect, so that reading one out of a
/// track retains one box rather than each of the animation's arrays.
indirect enum PropertyAnimation: Sendable, Hashable {
    case keyframe(KeyframeAnimation)
    case basic(BasicAnimation)
    case spring(SpringAnimation)

    var keyPath: AnimatedProperty {
        switch self {
        case .keyframe(let a): return a.keyPath
        case .basic(let a): return a.keyPath
        case .spring(let a): return a.keyPath
        }
    }

    var isAdditive: Bool {
        switch self {
        case .keyframe(let a): return a.isAdditive
        case .basic(let a): return a.isAdditive
        case .spring(let a): return a.basic.isAdditive
        }
    }

    /// The value at `time` (the parent's, or the innermost group's pass), nil for no effect.
    @inline(__always)
    func value(at time: Double) -> AnimatedValue? {
        switch self {
        case .keyframe(let a): return a.value(at: time).map { AnimatedValue(weight: 0, offset: $0) }
        case .basic(let a): return a.value(at: time)
        case .spring(let a): return a.value(at: time)
        }
    }
}

extension Animation {
    /// The property animations inside, each with the timings of the groups around it, outermost first.
    func leaves(groups: [MediaTiming] = []) -> [(animation: PropertyAnimation, groups: [MediaTiming])] {
        switch self {
        case .keyframe(let a): return [(.keyframe(a), groups)]
        case .basic(let a): return [(.basic(a), groups)]
        case .spring(let a): return [(.spring(a), groups)]
        case .group(let g): return g.animations.flatMap { $0.leaves(groups: groups + [g.timing]) }
        }
    }
}
