import Foundation

/// The attributes a SnapKit chain names (`make.leading.trailing`), with SnapKit's composites:
/// `edges` is top, left, bottom and right; `directionalEdges` uses leading and trailing.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    static let edges: ConstraintAttributes = [.horizontalEdges, .verticalEdges]
    static let directionalEdges: ConstraintAttributes = [.directionalHorizontalEdges, .verticalEdges]
    static let size: ConstraintAttributes = [.width, .height]
    static let center: ConstraintAttributes = [.centerX, .centerY]
    static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The UIKit attributes, in SnapKit's order (pairs of chains map position by position).
    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        var attributes: [NSLayoutConstraint.Attribute] = []
        for (option, attribute) in Self.order where contains(option) { attributes.append(attribute) }
        return attributes
    }

    /// SnapKit's order of the attributes, made once (every chain of every `makeConstraints` reads it).
    private static let order: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing),
        (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]
}

/// A SnapKit priority: `.required` (1000), `.high` (750), `.medium` (500), `.low` (250), or a number.
public struct ConstraintPriority: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Strideable {
    public let value: Float
    public init(_ value: Float) { self.value = value }
    public init(floatLiteral value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }
    public static var required: ConstraintPriority { 1000 }
    public static var high: ConstraintPriority { 750 }
    public static var medium: ConstraintPriority { 500 }
    public static var low: ConstraintPriority { 250 }
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
}

/// A number SnapKit takes as a priority.
public protocol ConstraintPriorityTarget { var constraintPriorityTargetValue: Float { get } }
extension Int: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension UInt: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension Float: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { self } }
extension Double: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension CGFloat: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { Float(self) } }
extension UILayoutPriority: ConstraintPriorityTarget { public var constraintPriorityTargetValue: Float { rawValue } }

/// A number SnapKit takes as a multiplier.
public protocol ConstraintMultiplierTarget { var constraintMultiplierTargetValue: CGFloat { get } }
extension Int: ConstraintMultiplierTarget { public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) } }
extension UInt: ConstraintMultiplierTarget { public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) } }
extension Float: ConstraintMultiplierTarget { public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) } }
extension Double: ConstraintMultiplierTarget { public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) } }
extension CGFloat: ConstraintMultiplierTarget { public var constraintMultiplierTargetValue: CGFloat { self } }
