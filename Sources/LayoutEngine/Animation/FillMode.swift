/// What an animation shows outside its active interval, as CAMediaTimingFillMode.
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    /// No effect before the begin time or after the end (kCAFillModeRemoved, the default).
    case removed
    /// After the end, the final value stays (kCAFillModeForwards).
    case forwards
    /// Before the begin time, the first value shows (kCAFillModeBackwards).
    case backwards
    /// Both of the above (kCAFillModeBoth).
    case both

    var fillsBackwards: Bool { self == .backwards || self == .both }
    var fillsForwards: Bool { self == .forwards || self == .both }
}

/// How long an animation repeats, as CAMediaTiming's repeatCount and repeatDuration. Apple
/// calls setting both undefined, so one value holds one of them.
public enum Repetition: Sendable, Hashable {
    /// One cycle (repeatCount and repeatDuration both 0, Core Animation's default).
    case once
    /// `count` cycles, fractional or `.infinity` (repeatCount; the seed's wobble uses
    /// Float.greatestFiniteMagnitude, which is forever for any screen).
    case count(Double)
    /// Cycles until `seconds` of local time have passed (repeatDuration).
    case duration(Double)
}
