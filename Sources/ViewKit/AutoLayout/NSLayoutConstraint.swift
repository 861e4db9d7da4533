import Foundation
import LayoutEngine

/// A relation between two layout attributes, `first = multiplier x second + constant`, at a
/// priority (UIKit's `NSLayoutConstraint`). It records where it was made, so a conflict names
/// the line of the caller's source.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// The attributes of a view or guide (UIKit's `NSLayoutConstraint.Attribute`, with its raw values).
    public enum Attribute: Int, Sendable, Hashable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY,
             lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin,
             trailingMargin, centerXWithinMargins, centerYWithinMargins
    }
    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first view or layout guide.
    public var firstItem: AnyObject? { firstLayoutItem }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The second view or layout guide, nil for a constant.
    public var secondItem: AnyObject? { secondLayoutItem }
    /// The items as layout items: layout reads them for every constraint, and casting an
    /// `AnyObject` to the protocol looks its conformance up each time.
    var firstLayoutItem: (any LayoutItem)? { firstReference?.item }
    var secondLayoutItem: (any LayoutItem)? { secondReference?.item }
    private let firstReference: ItemReference?
    private let secondReference: ItemReference?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it after activation lays the views out again with the new value.
    public var constant: CGFloat { didSet { if oldValue != constant { invalidateLayout() } } }
    public var priority: UILayoutPriority = .required { didSet { if oldValue != priority { invalidateLayout() } } }
    public var identifier: String?
    /// Whether an archived constraint should be active; kept for source compatibility.
    public var shouldBeArchived = false
    /// Where the constraint was made (`#fileID:#line`).
    public let location: SourceLocation
    /// The view it is installed on while active.
    var host: UIView? {
        get { hostReference?.view }
        set { hostReference = newValue?.reference }
    }
    private var hostReference: ItemReference?

    /// UIKit's classic initializer: `item.attribute relation toItem.attribute * multiplier + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
                file: StaticString = #fileID, line: UInt = #line) {
        firstReference = (view1 as? LayoutItem)?.reference
        firstAttribute = attr1
        self.relation = relation
        secondReference = (view2 as? LayoutItem)?.reference
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        location = SourceLocation(file, line: line)
    }

    init(first: LayoutItem, _ attr1: Attribute, _ relation: Relation, second: LayoutItem?, _ attr2: Attribute,
         multiplier: CGFloat = 1, constant: CGFloat = 0, location: SourceLocation) {
        firstReference = first.reference
        firstAttribute = attr1
        self.relation = relation
        secondReference = second?.reference
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        self.location = location
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common
    /// ancestor of its items (or its first item while they share none yet).
    public var isActive: Bool {
        get { host != nil }
        set {
            if newValue == isActive { return }
            if newValue { install() } else { uninstall() }
        }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The view that owns the first item (the item itself, or a guide's owning view).
    var firstView: UIView? { firstLayoutItem?.owningItemView }
    var secondView: UIView? { secondLayoutItem?.owningItemView }

    private func install() {
        guard let first = firstView else { return }
        var host = first
        if let second = secondView, let common = first.nearestCommonAncestor(with: second) { host = common }
        host.installedConstraints.append(self)
        self.host = host
        invalidateLayout()
    }

    func uninstall() {
        guard let host else { return }
        host.installedConstraints.removeAll(identity: self)
        self.host = nil
        host.setNeedsLayoutInHierarchy()
    }

    private func invalidateLayout() {
        firstView?.setNeedsLayoutInHierarchy()
        secondView?.setNeedsLayoutInHierarchy()
    }

    public var firstAnchor: NSLayoutAnchor<AnyObject>? {
        firstLayoutItem.map { NSLayoutAnchor(item: $0, attribute: firstAttribute) }
    }
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondLayoutItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// `UILabel(title).top == UIView(card).top + 16 @750`, UIKit's format without addresses.
    public var description: String {
        func side(_ item: (any LayoutItem)?, _ attribute: Attribute) -> String {
            guard let item else { return "" }
            return "\(item.layoutDebugName).\(attribute.name)"
        }
        // FrameReport's JSON numbers, but NaN and infinities by name (JSON would say null).
        func number(_ value: CGFloat) -> String { value.isFinite ? FrameReport.number(Double(value)) : "\(value)" }
        var text = side(firstLayoutItem, firstAttribute) + " " + relation.symbol + " "
        if secondLayoutItem != nil {
            text += (multiplier == 1 ? "" : "\(number(multiplier))*") + side(secondLayoutItem, secondAttribute)
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + number(abs(constant)) }
        } else {
            text += number(constant)
        }
        if priority != .required { text += " @\(FrameReport.number(Double(priority.rawValue)))" }
        if let identifier { text = "'\(identifier)' " + text }
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name of the attribute (`leading`, `centerY`, `topMargin`).
    var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
    /// Whether it is a length rather than a position.
    var isDimension: Bool { self == .width || self == .height }
    /// Whether it is a leading or trailing edge, which the layout direction mirrors.
    var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
