import Foundation
import ViewKit

/// Scrolling content (SwiftUI's `ScrollView`), drawn at rest: the content is proposed nothing
/// along the scroll axes (its ideal length) and the view's proposal across; the view takes the
/// room offered and clips the content, which starts at its top-leading corner.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(ScrollNode(child: context.single(content), axes: axes))
    }
}

final class ScrollNode: WrapperNode {
    let axes: Axis.Set
    init(child: LayoutNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child, typeName: "ScrollView")
    }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
                      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect {
        var size = child.sizeThatFits(proposal)
        if !axes.contains(.horizontal) { size.width = max(size.width, 0) }
        let x = axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2
        return CGRect(origin: CGPoint(x: x, y: rect.minY), size: size)
    }
    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let drawn = canvas.drawnFrame(frame)
        let view = UIView()
        view.frame = drawn.offsetBy(dx: -origin.x, dy: -origin.y)
        view.clipsToBounds = true
        container.addSubview(view)
        child.render(into: view, origin: drawn.origin, canvas: canvas)
    }
}

/// The first of its views that fits the room offered along `axes` (SwiftUI's `ViewThatFits`);
/// the last when none does.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var candidates: [LayoutNode] = []
        context.resolve(content, into: &candidates)
        nodes.append(FirstFittingNode(candidates: candidates, axes: axes))
    }
}

final class FirstFittingNode: LayoutNode {
    let candidates: [LayoutNode]
    let axes: Axis.Set
    init(candidates: [LayoutNode], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
        super.init(typeName: "ViewThatFits")
    }
    private func chosen(_ proposal: ProposedViewSize) -> LayoutNode? {
        candidates.first { node in
            let ideal = node.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                           height: axes.contains(.vertical) ? nil : proposal.height))
            return (!axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity) + 0.001)
                && (!axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity) + 0.001)
        } ?? candidates.last
    }
    private var placed: LayoutNode?
    override var children: [LayoutNode] { placed.map { [$0] } ?? [] }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { chosen(proposal)?.sizeThatFits(proposal) ?? .zero }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        placed = chosen(proposal)
        placed?.place(rect, proposal: proposal)
    }
}
