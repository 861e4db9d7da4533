import Foundation
import LayoutEngine

/// A row or a column of views (UIKit's `UIStackView`), arranged by the layout engine's stacks:
/// hidden arranged views collapse, custom spacing after a view, UIKit's distributions and alignments.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
        var engineDistribution: StackDistribution {
            switch self {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        }
    }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
        var engineAlignment: StackAlignment {
            switch self {
            case .fill: .fill
            case .leading: .leading
            case .firstBaseline, .lastBaseline: .firstBaseline
            case .center: .center
            case .trailing: .trailing
            }
        }
    }
    /// Spacing a stack uses when told to use the system's (UIKit's `UIStackView.spacingUseSystem`).
    public static let spacingUseSystem: CGFloat = 8

    public private(set) var arrangedSubviews: [UIView] = []
    public var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    public var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    public var isBaselineRelativeArrangement = false
    /// Whether the arranged views fill the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }
    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll(identity: view)
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }
    /// Stops arranging `view`; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll(identity: view)
        setNeedsLayout()
    }
    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll(identity: subview)
    }
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }
    public func customSpacing(after arrangedSubview: UIView) -> CGFloat? {
        customSpacings[ObjectIdentifier(arrangedSubview)]
    }

    override func makeLayoutNode(_ builder: inout ViewLayoutTreeBuilder, in parent: LayoutNode) -> LayoutNode {
        builder.addStackNode(self, in: parent)
    }
    override var needsParentLayoutNode: Bool { true }
}
