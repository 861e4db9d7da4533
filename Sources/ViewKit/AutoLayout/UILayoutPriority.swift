import Foundation
import LayoutEngine

/// How much a constraint matters, 1...1000, where 1000 is required (UIKit's `UILayoutPriority`).
/// The solver weighs priorities below 1000 as `Strength.priority` documents.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
    public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }

    /// The layout engine's priority.
    var enginePriority: LayoutPriority { LayoutPriority(Double(rawValue)) }
}

/// The two axes (UIKit's `NSLayoutConstraint.Axis`).
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
        var engineAxis: LayoutEngine.Axis { self == .horizontal ? .horizontal : .vertical }
    }
}
