// The timelines the seeds describe. The seed (004, CustomWobbleAnimation) gives the wobble's
// shape: key path, values, key times, a duration, additive, repeatCount =
// Float.greatestFiniteMagnitude; its numbers are ours: +/-0.0353 rad (about 2 degrees) over a
// 0.25 s pass, each card starting at its own point of the pass as the home screen's icons do.
// COMPONENTS.md §4 gives the loading overlay's 0.8 s delay and §13 the skeleton's shimmer.

/// Ready-made animations: the wobble of selection mode, the loading spinner's delay, the
/// skeleton's shimmer.
public enum AnimationPreset {
    /// The wobble's angle either side of rest, in radians.
    public static let wobbleAngle = 0.0353
    /// One back-and-forth of the wobble, in seconds.
    public static let wobbleDuration = 0.25
    /// The latest a card's wobble begins: just under one pass, so phases cover the pass.
    public static let wobbleLatestBegin = 0.24
    /// The optional translation either side of rest, in points.
    public static let wobbleTranslation = 1.0

    /// One card's wobble beginning at `beginTime`: rotation 0, +a, 0, -a, 0 at even key times,
    /// linear, additive, forever; with `translates`, a 1 pt vertical bob a quarter pass ahead.
    public static func wobble(beginTime: Double, translates: Bool = false) -> Animation {
        let timing = try! MediaTiming(beginTime: beginTime, duration: wobbleDuration, repetition: .count(.infinity))
        let a = wobbleAngle, d = wobbleTranslation
        let rotation = try! KeyframeAnimation(keyPath: .rotation, values: [0, a, 0, -a, 0],
                                              keyTimes: [0, 0.25, 0.5, 0.75, 1], isAdditive: true, timing: timing)
        guard translates else { return .keyframe(rotation) }
        let bob = try! KeyframeAnimation(keyPath: .translationY, values: [d, 0, -d, 0, d],
                                         keyTimes: [0, 0.25, 0.5, 0.75, 1], isAdditive: true, timing: timing)
        return .group(AnimationGroup(animations: [.keyframe(rotation), .keyframe(bob)],
                                     timing: try! MediaTiming(repetition: .count(.infinity))))
    }

    /// A begin time in 0...0.24 s for the node `id`, the same for the same id and `seed` on
    /// every machine: FNV-1a of the id's UTF-8 bytes, mixed with the seed by SplitMix64's
    /// finalizer (Steele, Lea and Flood, "Fast Splittable Pseudorandom Number Generators", 2014).
    public static func wobblePhase(of id: String, seed: UInt64 = 0) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        var z = hash ^ seed &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53) * wobbleLatestBegin
    }

    /// A timeline wobbling every node in `ids`, each from its own seeded phase, or, `inSync`, all
    /// from the same moment (seed 004 adds one animation to every visible cell at once).
    public static func wobbleTimeline(nodes ids: [String], seed: UInt64 = 0, translates: Bool = false,
                                      inSync: Bool = false) -> Timeline {
        var timeline = Timeline()
        for id in ids {
            timeline.add(wobble(beginTime: inSync ? 0 : wobblePhase(of: id, seed: seed), translates: translates), to: id)
        }
        return timeline
    }

    /// The loading overlay's spinner (COMPONENTS.md §4): opacity 0 for the first `delay`
    /// seconds, then 1 until dismissal: a discrete keyframe animation whose second value starts
    /// at the end, held by a forwards fill. `LoadingOverlay.animationVisible(at:)` samples it.
    public static func loadingSpinnerDelay(delay: Double = 0.8) -> KeyframeAnimation {
        let timing = try! MediaTiming(duration: delay, fillMode: .forwards)
        return try! KeyframeAnimation(keyPath: .opacity, values: [0, 1], keyTimes: [0, 1, 1],
                                      calculationMode: .discrete, timing: timing)
    }

    /// The skeleton's shimmer (COMPONENTS.md §13): the band's center as a fraction of the screen
    /// width, from -0.5 (fully off the left) to 1.5 (fully off the right) every `sweepDuration`
    /// seconds, forever. `Skeleton.shimmerPosition` samples it.
    public static func shimmer(sweepDuration: Double) -> KeyframeAnimation {
        let timing = try! MediaTiming(duration: sweepDuration, repetition: .count(.infinity))
        return try! KeyframeAnimation(keyPath: AnimatedProperty(rawValue: "shimmerPosition"), values: [-0.5, 1.5], timing: timing)
    }
}
