import Foundation

/// What `equalTo` and its siblings relate to: a view, a guide, an attribute (`other.snp.bottom`),
/// or a constant (a number, a size, a point, insets).
public protocol ConstraintRelatableTarget {}

/// A constant: its value for each attribute, with SnapKit's meaning (an inset's right and bottom
/// count inward; a size gives the width and height; a point the x and y positions).
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {
    func constraintConstant(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat
}
/// What `offset` takes: a number added to every attribute.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
/// What `inset` takes: a number (the same inset on every edge) or insets.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// A plain number as a constant: the same value for every attribute.
public protocol ConstraintNumber: ConstraintOffsetTarget, ConstraintInsetTarget {
    var constraintNumber: CGFloat { get }
}
extension ConstraintNumber {
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute,
                                   direction: UIUserInterfaceLayoutDirection) -> CGFloat { constraintNumber }
}
extension Int: ConstraintNumber { public var constraintNumber: CGFloat { CGFloat(self) } }
extension UInt: ConstraintNumber { public var constraintNumber: CGFloat { CGFloat(self) } }
extension Float: ConstraintNumber { public var constraintNumber: CGFloat { CGFloat(self) } }
extension Double: ConstraintNumber { public var constraintNumber: CGFloat { CGFloat(self) } }
extension CGFloat: ConstraintNumber { public var constraintNumber: CGFloat { self } }

extension CGSize: ConstraintConstantTarget {
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        switch attribute {
        case .width: width
        case .height: height
        default: 0
        }
    }
}

extension CGPoint: ConstraintConstantTarget {
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: x
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline: y
        default: 0
        }
    }
}

extension UIEdgeInsets: ConstraintInsetTarget {
    /// SnapKit's reading of insets: left and top as given, right and bottom negated, leading and
    /// trailing by the layout direction, widths and heights shrunk by both sides.
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .leading, .leadingMargin: return ltr ? left : right
        case .trailing, .trailingMargin: return ltr ? -right : -left
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        case .notAnAttribute: return 0
        }
    }
}

extension NSDirectionalEdgeInsets: ConstraintInsetTarget {
    public func constraintConstant(for attribute: NSLayoutConstraint.Attribute, direction: UIUserInterfaceLayoutDirection) -> CGFloat {
        switch attribute {
        case .leading, .leadingMargin, .left, .leftMargin: leading
        case .trailing, .trailingMargin, .right, .rightMargin: -trailing
        case .top, .topMargin, .firstBaseline: top
        case .bottom, .bottomMargin, .lastBaseline: -bottom
        case .centerX, .centerXWithinMargins: (leading - trailing) / 2
        case .centerY, .centerYWithinMargins: (top - bottom) / 2
        case .width: -(leading + trailing)
        case .height: -(top + bottom)
        case .notAnAttribute: 0
        }
    }
}

extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

/// An item and some of its attributes: `other.snp.bottom`, `guide.snp.top`.
@preconcurrency @MainActor
public struct ConstraintItem: ConstraintRelatableTarget {
    let target: LayoutItem?
    let attributes: ConstraintAttributes
}
