/// An animation that cannot be built: what is wrong with which property.
public enum AnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Control points of a timing function that are not finite or put x outside 0...1.
    case invalidTimingFunction([Double])
    /// A timing property out of its range (a negative duration, a NaN speed, ...).
    case invalidTiming(property: String, value: Double, expected: String)
    /// A keyframe animation without values, or with a value that is not finite.
    case invalidValues(String)
    /// A spring whose mass or stiffness is not positive, or whose damping is negative.
    case invalidSpring(property: String, value: Double)

    public var description: String {
        switch self {
        case .invalidTimingFunction(let points):
            return "timing function control points \(points) must be finite with x1 and x2 in 0...1"
        case .invalidTiming(let property, let value, let expected):
            return "\(property) is \(value), expected \(expected)"
        case .invalidValues(let reason):
            return "values: \(reason)"
        case .invalidSpring(let property, let value):
            return "spring \(property) is \(value), expected a positive number (damping: not negative)"
        }
    }
}
