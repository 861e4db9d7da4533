/// Why a text layout request was rejected before any shaping happened.
public enum TextLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A numeric input was NaN, infinite, negative or too large; `field` names it (`style.size`, `maxWidth`, ...).
    case invalidValue(field: String, value: Double, expected: String)

    /// The message a command line prints: what failed and for which input.
    public var description: String {
        switch self {
        case let .invalidValue(field, value, expected):
            "invalid \(field): \(value) (expected \(expected))"
        }
    }
}
