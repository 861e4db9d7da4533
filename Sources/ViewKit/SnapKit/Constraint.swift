import Foundation
import LayoutEngine

/// A constraint SnapKit made: one chain, as one `NSLayoutConstraint` per attribute. Keep it to
/// change its constant later (`update(offset:)`) or to switch it on and off.
@preconcurrency @MainActor
public final class Constraint {
    /// The view or guide the chain constrains, reached without owning it: the item keeps its
    /// constraints (`snapConstraints`), so holding the item (or the description, which holds it)
    /// made a cycle, and every tree laid out with SnapKit was never freed.
    private let itemReference: ItemReference
    /// The UIKit constraints, one per attribute of the chain.
    public let layoutConstraints: [NSLayoutConstraint]
    let location: SourceLocation

    init(_ description: ConstraintDescription) {
        location = description.location
        let item = description.item
        itemReference = item.reference
        let from = description.attributes.layoutAttributes
        // Only a leading or trailing inset reads the direction, which merges the traits of every
        // ancestor: read for every constraint, that was a tenth of SnapKit's cost in a modal.
        let direction = from.contains(where: \.isDirectional)
            ? item.owningItemView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight : .leftToRight
        let toAttributes = description.related?.attributes.layoutAttributes ?? []
        var made: [NSLayoutConstraint] = []
        for (index, attribute) in from.enumerated() {
            var toItem = description.related?.target
            var toAttribute: NSLayoutConstraint.Attribute =
                toAttributes.isEmpty ? attribute : toAttributes.count == from.count ? toAttributes[index] : toAttributes[0]
            // A constant for a position is relative to the superview's same edge (SnapKit's rule);
            // for a width or a height it is the length itself.
            if toItem == nil {
                if attribute.isDimension {
                    toAttribute = .notAnAttribute
                } else {
                    toItem = item is UIView ? item.owningItemView?.superview : item.owningItemView
                }
            }
            let constant = description.constant.constraintConstant(for: attribute, direction: direction)
            let constraint = NSLayoutConstraint(first: item, attribute, description.relation, second: toItem, toAttribute,
                                                multiplier: description.multiplier, constant: constant,
                                                location: description.location)
            constraint.priority = UILayoutPriority(description.priority)
            constraint.identifier = description.label
            made.append(constraint)
        }
        layoutConstraints = made
    }

    /// Whether the constraints are active.
    public var isActive: Bool {
        get { layoutConstraints.contains(where: \.isActive) }
        set { if newValue { activate() } else { deactivate() } }
    }
    public func activate() { activate(only: layoutConstraints) }
    func activate(only constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
        guard let item = itemReference.item else { return }
        if !item.snapConstraints.contains(identity: self) { item.snapConstraints.append(self) }
    }
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        itemReference.item?.snapConstraints.removeAll(identity: self)
    }

    /// Sets every attribute's constant from `amount` (a number: the same constant for each).
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint { update(constant: amount) }
    /// Sets the constants as an inset (right and bottom inward).
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        if let number = amount as? ConstraintNumber {
            let v = number.constraintNumber
            return update(constant: UIEdgeInsets(top: v, left: v, bottom: v, right: v))
        }
        return update(constant: amount)
    }
    @discardableResult
    public func update(priority amount: ConstraintPriority) -> Constraint {
        for constraint in layoutConstraints { constraint.priority = UILayoutPriority(amount.value) }
        return self
    }
    @discardableResult
    public func update(priority amount: ConstraintPriorityTarget) -> Constraint {
        for constraint in layoutConstraints { constraint.priority = UILayoutPriority(amount.constraintPriorityTargetValue) }
        return self
    }
    private func update(constant: ConstraintConstantTarget) -> Constraint {
        let direction = itemReference.item?.owningItemView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
        for constraint in layoutConstraints {
            constraint.constant = constant.constraintConstant(for: constraint.firstAttribute, direction: direction)
        }
        return self
    }
}

extension NSLayoutConstraint {
    /// Whether `other` relates the same items and attributes the same way (SnapKit's test for
    /// `updateConstraints`): everything but the constant.
    func matches(_ other: NSLayoutConstraint) -> Bool {
        firstItem === other.firstItem && firstAttribute == other.firstAttribute && relation == other.relation
            && secondItem === other.secondItem && secondAttribute == other.secondAttribute
            && multiplier == other.multiplier && priority == other.priority
    }
}
