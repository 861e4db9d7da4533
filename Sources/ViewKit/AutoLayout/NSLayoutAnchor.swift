import Foundation
import LayoutEngine

/// Something constraints can relate: a view or a layout guide.
@MainActor
protocol LayoutItem: AnyObject {
    /// The view whose tree the item belongs to (the view itself, or a guide's owning view).
    var owningItemView: UIView? { get }
    /// The name constraints print the item by.
    var layoutDebugName: String { get }
    /// The constraints SnapKit made on the item.
    var snapConstraints: [Constraint] { get set }
    /// How objects that do not own the item point at it.
    var reference: ItemReference { get }
}

/// One attribute of a view or a guide, to make constraints from (UIKit's `NSLayoutAnchor`).
/// Each constraint records the `#fileID` and `#line` of the call that made it.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute
    init(item: LayoutItem, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat, _ file: StaticString, _ line: UInt) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant,
                           location: SourceLocation(file, line: line))
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c, file, line)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c, file, line)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c, file, line)
    }
}

/// UIKit's system spacing between two neighbors, in points (`equalToSystemSpacing*`): 8, the
/// standard space Interface Builder and `NSLayoutConstraint`'s visual format "-" give on iPhone.
/// UIKit makes the vertical spacing between two text baselines depend on the fonts; here it is 8
/// between any two anchors, baselines too (a documented difference).
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing or centerX.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// This anchor `multiplier` system spacings (8 points each) after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier, file, line)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, file, line)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, file, line)
    }
}
/// A vertical position: top, bottom, centerY or a baseline.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// This anchor `multiplier` system spacings (8 points each) below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * multiplier, file, line)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier, file, line)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier, file, line)
    }
}
/// A width or a height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, nil, constant: c, file, line)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID,
                           line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c, file, line)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID,
                           line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c, file, line)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c, file, line)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file, line)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file, line)
    }
}
