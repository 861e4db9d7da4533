/// How a constraint's expression compares with zero.
public enum Relation: String, Sendable, Codable, CustomStringConvertible {
    /// `expression == 0`.
    case equal = "=="
    /// `expression <= 0`.
    case lessThanOrEqual = "<="
    /// `expression >= 0`.
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
