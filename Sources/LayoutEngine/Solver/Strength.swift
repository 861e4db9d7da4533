import Foundation

/// How much a constraint matters: a weight on its violation in the solver's objective,
/// or required. The numbers are kiwi's (`kiwi/strength.h`): a strength is built from
/// three levels, `strong * 1e6 + medium * 1e3 + weak`, each level clipped to 0...1000,
/// and anything at or above `required` is required.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The weight; always within 0...`required.weight`.
    public let weight: Double

    /// A strength of `weight`, clipped to 0...required as kiwi clips (NaN becomes 0).
    public init(_ weight: Double) {
        let limit = 1_001_001_000.0
        self.weight = weight.isNaN ? 0 : Swift.max(0, Swift.min(limit, weight))
    }

    /// kiwi's `strength::create(a, b, c, w)`: `a`, `b`, `c` times `w`, each clipped to
    /// 0...1000, weighted 1e6, 1e3 and 1.
    public init(strong: Double, medium: Double, weak: Double, multiplier: Double = 1) {
        func clip(_ v: Double) -> Double { v.isNaN ? 0 : Swift.max(0, Swift.min(1000, v)) }
        self.init(clip(strong * multiplier) * 1_000_000 + clip(medium * multiplier) * 1000 + clip(weak * multiplier))
    }

    /// Must hold; the solver rejects what contradicts it.
    public static let required = Strength(1_001_001_000)
    /// kiwi's strong: 1,000,000.
    public static let strong = Strength(1_000_000)
    /// kiwi's medium: 1,000.
    public static let medium = Strength(1_000)
    /// kiwi's weak: 1.
    public static let weak = Strength(1)

    /// Whether the solver must satisfy it exactly.
    public var isRequired: Bool { weight >= Strength.required.weight }

    /// The strength of a UIKit layout priority (1...1000, 1000 = required).
    ///
    /// Priority 1000 is required. Below it the mapping is logarithmic so that kiwi's
    /// named strengths fall on round priorities: 1 -> weak (1), 500 -> medium (1e3),
    /// 999 -> strong (1e6), i.e. `10^(6 (p - 1) / 998)`. UIKit's defaults land at
    /// 250 (hugging, `defaultLow`) -> about 31.4 and 750 (compression resistance,
    /// `defaultHigh`) -> about 3.2e4, so one compression violation costs a thousand
    /// hugging violations, and each priority step weighs 1.4 % more than the one below,
    /// so one 751 does not outweigh two 750s (Auto Layout's priorities are weights too,
    /// not strict levels). Out-of-range priorities are clamped to 1...1000.
    public static func priority(_ priority: Double) -> Strength {
        let p = priority.isNaN ? 1 : Swift.max(1, Swift.min(1000, priority))
        if p >= 1000 { return .required }
        return Strength(Foundation.pow(10, 6 * (p - 1) / 998))
    }

    /// Whether `lhs` weighs less than `rhs`.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: "strength(\(weight))"
        }
    }
}
