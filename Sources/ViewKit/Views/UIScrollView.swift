import Foundation
import LayoutEngine

/// A view that shows part of larger content (UIKit's `UIScrollView`): `contentOffset` is the
/// origin of its bounds, so subviews draw shifted by it and clipped to the frame. Constraints
/// from its subviews to its edges place the content (UIKit's rule); widths and heights relate
/// to its frame; `contentLayoutGuide` and `frameLayoutGuide` name each explicitly.
open class UIScrollView: UIView {
    /// The content's size: set by hand, or given by the constraints on the content.
    public var contentSize: CGSize {
        get { explicitContentSize ?? contentSizeFromLayout ?? .zero }
        set { explicitContentSize = newValue; setNeedsLayout() }
    }
    private(set) var explicitContentSize: CGSize?
    /// Sets the content size from the scroll view's own `layoutSubviews` (a table's or collection
    /// view's rows): that layout is already running, so it asks for no other (UIKit's table sets its
    /// content size the same way, without a layout pass of its own).
    func setContentSizeFromOwnLayout(_ size: CGSize) {
        if explicitContentSize != size { explicitContentSize = size }
    }
    public var contentInset: UIEdgeInsets = .zero
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isScrollEnabled = true
    public var isPagingEnabled = false
    public var bounces = true
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    /// The content's rectangle: its edges are where content starts and ends.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .custom, owner: self)
    /// The scroll view's own frame.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .frame, owner: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The visible content's origin: the bounds' origin.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }
    public var adjustedContentInset: UIEdgeInsets { contentInset }
    /// Whether the content rests at its top edge as the scroll view last placed it, even if the
    /// top inset has changed since (a bar grew or shrank): a table keeps its content at its top when
    /// the inset changes, so a bar that reads this does not flip between its heights.
    var restsAtTopEdge: Bool { false }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Content sized by constraints sets the content size, as UIKit's content layout guide does.
        let content = contentLayoutGuide.layoutFrame.size
        if content.width > 0 || content.height > 0 { contentSizeFromLayout = content }
    }
    /// The content size the constraints gave, when they gave one.
    private var contentSizeFromLayout: CGSize?

    /// The content guide starts at the scroll view's top left; a content size set by hand sizes
    /// it weakly, so constraints on the content win.
    override func addOwnGuides(_ builder: inout ViewLayoutTreeBuilder, node: LayoutNode) {
        let name = layoutDebugName
        let content = builder.addGuideNode(contentLayoutGuide, name: name + ".contentGuide", in: node)
        builder.frameConstraints += [(content.left == node.left).labeled("\(name) content left"),
                                     (content.top == node.top).labeled("\(name) content top")]
        if let size = explicitContentSize {
            builder.frameConstraints += [(content.width == Double(size.width)).priority(.defaultLow),
                                         (content.height == Double(size.height)).priority(.defaultLow)]
        }
    }
    /// UIKit's rule: a descendant's constraint to a scroll view's edges places the content.
    override func edgeGuide(relatedTo other: UIView) -> UILayoutGuide? {
        other !== self && other.isDescendant(of: self) ? contentLayoutGuide : nil
    }
    /// Makes the scroll view as tall as its content and lays it out (how `ViewSize.width` draws a
    /// scroll view that its constraints leave no height): again while the height changes, as a
    /// table measures the rows that become visible.
    func growToContentHeight() {
        for _ in 0..<6 {
            layoutIfNeeded()
            let height = contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom
            if abs(height - bounds.height) < 0.001 { return }
            frame = CGRect(origin: frame.origin, size: CGSize(width: bounds.width, height: height))
        }
        layoutIfNeeded()
    }
}
