// CAMediaTiming as one function from the parent's time to an animation's local time.
//
// Core Animation converts a parent time t to local time as (t - beginTime) * speed +
// timeOffset ("Time Warps", Core Animation Programming Guide; objc.io issue 12, "Controlling
// Animation Timing"). The active interval lasts duration x repeatCount (x 2 with autoreverses,
// where a repeat cycle plays forward then back), or repeatDuration. timeOffset shifts where in
// its cycles the animation starts without changing how long it runs: an animation of one
// 1 s cycle with timeOffset 0.5 starts half way and ends half way through a second pass, which
// is the Web Animations model's iterationStart (w3.org/TR/web-animations-1, §4.8), whose
// end-of-interval rule is used too: an animation ending exactly on a cycle boundary shows the
// end of the last cycle, not the start of the next.

/// Where in its cycles an animation is: the time within one pass (0...duration, already
/// reversed for the backward half of an autoreversing cycle) and how many whole repeat cycles
/// came before.
public struct LocalTime: Sendable, Hashable {
    /// Seconds into the current pass, 0...duration.
    public var time: Double
    /// Whole repeat cycles completed before this one (0 in the first).
    public var cycle: Double
}

/// The timing of an animation: when it begins, how fast and how often it plays, and what it
/// shows before and after, as CAMediaTiming.
public struct MediaTiming: Sendable, Hashable {
    /// Core Animation's duration when none is set (CAAnimation: "Defaults to 0, ... 0.25 seconds").
    public static let defaultDuration = 0.25

    /// When the animation begins, in seconds of the parent's time.
    public let beginTime: Double
    /// Seconds added to local time: where in its cycles the animation starts.
    public let timeOffset: Double
    /// How fast local time runs against the parent's (0 freezes it).
    public let speed: Double
    /// One pass in seconds of local time (a given 0 becomes 0.25).
    public let duration: Double
    public let repetition: Repetition
    /// Each repeat cycle plays forward, then backward.
    public let autoreverses: Bool
    public let fillMode: FillMode
    /// How long the animation is active, in seconds of local time (may be infinite).
    public let activeDuration: Double

    /// Checks every value: times finite, duration and repetition not negative, speed not
    /// negative (playing backward is a timeOffset at the end plus a positive speed here).
    public init(beginTime: Double = 0, timeOffset: Double = 0, speed: Double = 1, duration: Double = 0,
                repetition: Repetition = .once, autoreverses: Bool = false,
                fillMode: FillMode = .removed) throws(AnimationError) {
        func check(_ name: String, _ value: Double, _ valid: Bool, _ expected: String) throws(AnimationError) {
            if !valid { throw .invalidTiming(property: name, value: value, expected: expected) }
        }
        try check("beginTime", beginTime, beginTime.isFinite, "a finite number of seconds")
        try check("timeOffset", timeOffset, timeOffset.isFinite, "a finite number of seconds")
        try check("speed", speed, speed.isFinite && speed >= 0, "a finite number >= 0")
        try check("duration", duration, duration.isFinite && duration >= 0, "a finite number of seconds >= 0")
        let pass = duration == 0 ? Self.defaultDuration : duration
        let cycle = autoreverses ? 2 * pass : pass
        let active: Double
        switch repetition {
        case .once:
            active = cycle
        case .count(let count):
            try check("repeatCount", count, count >= 0 && !count.isNaN, "a number >= 0 or infinity")
            active = count == 0 ? cycle : (count.isInfinite ? .infinity : count * cycle)
        case .duration(let seconds):
            try check("repeatDuration", seconds, seconds.isFinite && seconds >= 0, "a finite number of seconds >= 0")
            active = seconds == 0 ? cycle : seconds
        }
        try check("active duration", active, active > 0, "a positive number of seconds")
        self.beginTime = beginTime; self.timeOffset = timeOffset; self.speed = speed
        self.duration = pass; self.repetition = repetition; self.autoreverses = autoreverses
        self.fillMode = fillMode; self.activeDuration = active
    }

    /// Core Animation's defaults: begins at 0, one 0.25 s pass, no fill.
    public static let standard = try! MediaTiming()

    /// Where the animation is at `parentTime`, or nil when it has no effect then (before its
    /// begin time or after its end without the matching fill mode).
    @inline(__always)
    public func localTime(at parentTime: Double) -> LocalTime? {
        let elapsed = parentTime - beginTime
        var active: Double
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            active = 0
        } else {
            active = elapsed * speed
            if active >= activeDuration {
                guard fillMode.fillsForwards else { return nil }
                active = activeDuration
            }
        }
        let shifted = active + timeOffset
        // fmod is exact, so a time a year in still lands on the same point of the pass.
        var within = shifted.truncatingRemainder(dividingBy: duration)
        var pass = ((shifted - within) / duration).rounded()
        if within < 0 { within += duration; pass -= 1 }
        if within == 0, active == activeDuration, pass > 0 {
            within = duration
            pass -= 1
        }
        guard autoreverses else { return LocalTime(time: within, cycle: pass) }
        let cycle = (pass / 2).rounded(.down)
        let backward = pass - 2 * cycle == 1
        return LocalTime(time: backward ? duration - within : within, cycle: cycle)
    }
}
