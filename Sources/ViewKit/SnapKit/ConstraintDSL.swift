import Foundation

/// `view.snp`: SnapKit's entry point on a view or a guide.
@preconcurrency @MainActor
public struct ConstraintViewDSL {
    let item: LayoutItem
    /// The view whose SnapKit constraints these are (the guide's owner for a guide).
    var view: UIView? { item.owningItemView }

    public var top: ConstraintItem { ConstraintItem(target: item, attributes: .top) }
    public var bottom: ConstraintItem { ConstraintItem(target: item, attributes: .bottom) }
    public var left: ConstraintItem { ConstraintItem(target: item, attributes: .left) }
    public var right: ConstraintItem { ConstraintItem(target: item, attributes: .right) }
    public var leading: ConstraintItem { ConstraintItem(target: item, attributes: .leading) }
    public var trailing: ConstraintItem { ConstraintItem(target: item, attributes: .trailing) }
    public var width: ConstraintItem { ConstraintItem(target: item, attributes: .width) }
    public var height: ConstraintItem { ConstraintItem(target: item, attributes: .height) }
    public var centerX: ConstraintItem { ConstraintItem(target: item, attributes: .centerX) }
    public var centerY: ConstraintItem { ConstraintItem(target: item, attributes: .centerY) }
    public var firstBaseline: ConstraintItem { ConstraintItem(target: item, attributes: .firstBaseline) }
    public var lastBaseline: ConstraintItem { ConstraintItem(target: item, attributes: .lastBaseline) }
    public var edges: ConstraintItem { ConstraintItem(target: item, attributes: .edges) }
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .horizontalEdges) }
    public var verticalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .verticalEdges) }
    public var directionalEdges: ConstraintItem { ConstraintItem(target: item, attributes: .directionalEdges) }
    public var size: ConstraintItem { ConstraintItem(target: item, attributes: .size) }
    public var center: ConstraintItem { ConstraintItem(target: item, attributes: .center) }
    public var margins: ConstraintItem { ConstraintItem(target: item, attributes: .margins) }
    public var directionalMargins: ConstraintItem { ConstraintItem(target: item, attributes: .directionalMargins) }
    public var leftMargin: ConstraintItem { ConstraintItem(target: item, attributes: .leftMargin) }
    public var rightMargin: ConstraintItem { ConstraintItem(target: item, attributes: .rightMargin) }
    public var topMargin: ConstraintItem { ConstraintItem(target: item, attributes: .topMargin) }
    public var bottomMargin: ConstraintItem { ConstraintItem(target: item, attributes: .bottomMargin) }
    public var leadingMargin: ConstraintItem { ConstraintItem(target: item, attributes: .leadingMargin) }
    public var trailingMargin: ConstraintItem { ConstraintItem(target: item, attributes: .trailingMargin) }
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: item, attributes: .centerWithinMargins) }

    /// The view itself, as SnapKit's `target`.
    public var target: AnyObject? { item }

    /// Makes constraints (and stops the view translating its frame into constraints).
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.make(item, closure)
    }
    /// Makes constraints, returning them without activating.
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepare(item, closure)
    }
    /// Changes the constants of the view's SnapKit constraints that match these (same items,
    /// attributes, relation, multiplier and priority); any that match none are added.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.update(item, closure)
    }
    /// Removes the view's SnapKit constraints and makes these instead.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remove(item)
        ConstraintMaker.make(item, closure)
    }
    /// Removes every constraint SnapKit made on the view.
    public func removeConstraints() { ConstraintMaker.remove(item) }

    public var contentHuggingHorizontalPriority: Float {
        get { view?.contentHuggingPriority(for: .horizontal).rawValue ?? 250 }
        nonmutating set { view?.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Float {
        get { view?.contentHuggingPriority(for: .vertical).rawValue ?? 250 }
        nonmutating set { view?.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view?.contentCompressionResistancePriority(for: .horizontal).rawValue ?? 750 }
        nonmutating set { view?.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view?.contentCompressionResistancePriority(for: .vertical).rawValue ?? 750 }
        nonmutating set { view?.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}

extension UIView {
    /// SnapKit's DSL on the view.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(item: self) }
}

extension UILayoutGuide {
    /// SnapKit's DSL on the guide.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(item: self) }
}
