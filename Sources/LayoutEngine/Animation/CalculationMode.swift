/// How a keyframe animation computes values between its keyframes (CAAnimationCalculationMode).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    /// Straight lines between values, at the key times, eased per segment.
    case linear
    /// Each value held until the next key time; no interpolation.
    case discrete
    /// Straight lines, key times and timing functions ignored: each segment's share of the
    /// duration is its share of the total distance, so the value moves at constant speed.
    case paced
    /// A Kochanek-Bartels spline through the values at the key times.
    case cubic
    /// The spline, with key times spaced as in `paced`.
    case cubicPaced
}
