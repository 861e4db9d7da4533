/// A UIKit layout priority, 1...1000 where 1000 is required. Converted to a solver
/// `Strength` by `Strength.priority(_:)`, whose comment documents the mapping: 1000 is
/// required; below it the weight is `10^(6 (p - 1) / 998)`, so 1 is kiwi's weak, 500
/// medium and 999 strong, and each step up weighs 1.4 % more than the one below.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, 1...1000.
    public var rawValue: Double

    /// A priority; values outside 1...1000 are clamped when converted to a strength.
    public init(_ rawValue: Double) { self.rawValue = rawValue }

    /// Must hold (1000).
    public static let required = LayoutPriority(1000)
    /// UIKit's `defaultHigh` (750): compression resistance by default.
    public static let defaultHigh = LayoutPriority(750)
    /// UIKit's `defaultLow` (250): content hugging by default.
    public static let defaultLow = LayoutPriority(250)
    /// UIKit's `fittingSizeLevel` (50): how hard a container pulls itself to fit its content.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// The solver strength of this priority.
    public var strength: Strength { .priority(rawValue) }

    /// Whether `lhs` weighs less than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "priority \(rawValue)" }
}

extension Constraint {
    /// The same relation at a UIKit layout priority (`.defaultHigh`, `LayoutPriority(600)`).
    public func priority(_ priority: LayoutPriority) -> Constraint { strength(priority.strength) }
}

/// The constraints a layout's DSL makes are solver constraints: `$0.width == 270` builds a
/// `Constraint` whose variables are the nodes' frame variables.
public typealias LayoutConstraint = Constraint
