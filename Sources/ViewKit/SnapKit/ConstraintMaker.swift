import Foundation
import LayoutEngine

/// What one chain of a `makeConstraints` block describes: attributes of the item, a relation, a
/// target, a constant, a multiplier, a priority and where it was written.
@preconcurrency @MainActor
final class ConstraintDescription {
    let item: LayoutItem
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation = .equal
    var related: ConstraintItem?
    var constant: ConstraintConstantTarget = 0
    var multiplier: CGFloat = 1
    var priority: Float = 1000
    var label: String?
    var location = SourceLocation(file: "", line: 0)
    lazy var constraint: Constraint = Constraint(self)

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }
}

/// The `make` of `makeConstraints { make in ... }`: each attribute starts a chain.
@preconcurrency @MainActor
public final class ConstraintMaker {
    let item: LayoutItem
    var descriptions: [ConstraintDescription] = []
    init(item: LayoutItem) { self.item = item }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }
    public var left: ConstraintMakerExtendable { start(.left) }
    public var top: ConstraintMakerExtendable { start(.top) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { start(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    public var size: ConstraintMakerExtendable { start(.size) }
    public var center: ConstraintMakerExtendable { start(.center) }
    public var margins: ConstraintMakerExtendable { start(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }

    static func prepare(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.map(\.constraint)
    }

    static func make(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) {
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        for constraint in prepare(item, closure) { constraint.activate() }
    }

    static func update(_ item: LayoutItem, _ closure: (ConstraintMaker) -> Void) {
        (item as? UIView)?.translatesAutoresizingMaskIntoConstraints = false
        for constraint in prepare(item, closure) {
            var unmatched: [NSLayoutConstraint] = []
            for made in constraint.layoutConstraints {
                let existing = item.snapConstraints.lazy.flatMap(\.layoutConstraints).first { $0.isActive && $0.matches(made) }
                if let existing { existing.constant = made.constant } else { unmatched.append(made) }
            }
            if !unmatched.isEmpty {
                // SnapKit stops the program here; layout goes on with the constraint added.
                FileHandle.standardError.write(Data(("[SnapKit] updateConstraints found no constraint to update for "
                    + unmatched.map(\.description).joined(separator: ", ") + " (\(constraint.location)); it was added\n").utf8))
                constraint.activate(only: unmatched)
            }
        }
    }

    static func remove(_ item: LayoutItem) {
        for constraint in item.snapConstraints { constraint.deactivate() }
        item.snapConstraints = []
    }
}

/// A chain that can take more attributes (`make.leading.trailing`) or a relation.
@preconcurrency @MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }
    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { adding(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { adding(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { adding(.directionalEdges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
}

/// A chain waiting for its relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`.
@preconcurrency @MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ relation: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget,
                        _ file: StaticString, _ line: UInt) -> ConstraintMakerEditable {
        description.relation = relation
        description.location = SourceLocation(file, line: line)
        switch other {
        case let item as ConstraintItem:
            description.related = item
        case let view as UIView:
            description.related = ConstraintItem(target: view, attributes: [])
        case let guide as UILayoutGuide:
            description.related = ConstraintItem(target: guide, attributes: [])
        case let constant as ConstraintConstantTarget:
            description.related = ConstraintItem(target: nil, attributes: [])
            description.constant = constant
        default:
            break
        }
        return ConstraintMakerEditable(description)
    }
    private func superview(_ file: StaticString, _ line: UInt) -> ConstraintRelatableTarget {
        // An `if let`, not `Optional.flatMap`: a main-actor closure passed to a nonisolated function
        // is checked for the main actor when it runs, which fails in a detached view tree on a
        // worker thread (`withDetachedViewTree`).
        var owner = description.item.owningItemView
        if description.item is UIView { owner = owner?.superview }
        guard let superview = owner else {
            FileHandle.standardError.write(Data("[SnapKit] \(file):\(line): equalToSuperview() on a view without a superview\n".utf8))
            return ConstraintItem(target: nil, attributes: [])
        }
        return superview
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, other, file, line)
    }
    @discardableResult
    public func equalToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, superview(file, line), file, line)
    }
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID,
                                  _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other, file, line)
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, superview(file, line), file, line)
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: StaticString = #fileID,
                                     _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, line)
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: StaticString = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, superview(file, line), file, line)
    }
}

/// A chain with its relation: `offset`, `inset`, `multipliedBy`, `dividedBy`, then a priority.
@preconcurrency @MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    /// Adds `amount` to every attribute's constant.
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }
    /// Insets every edge by `amount` (inward: right and bottom negated, widths shrunk).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        if let number = amount as? ConstraintNumber {
            let v = number.constraintNumber
            description.constant = UIEdgeInsets(top: v, left: v, bottom: v, right: v)
        } else {
            description.constant = amount
        }
        return self
    }
    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = amount.constraintMultiplierTargetValue
        return self
    }
    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount.constraintMultiplierTargetValue
        return self
    }
}

/// A chain that can take a priority.
@preconcurrency @MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }
    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = amount.constraintPriorityTargetValue
        return self
    }
}

/// The end of a chain: a label, and the constraint it made.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    init(_ description: ConstraintDescription) { self.description = description }
    /// Names the constraints (their `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }
    /// The constraint this chain makes, to keep and update later.
    public var constraint: Constraint { description.constraint }
}
