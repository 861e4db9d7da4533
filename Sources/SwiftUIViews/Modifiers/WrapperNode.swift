import Foundation
import ViewKit

/// A node around one child: by default it is its child (size, place, guides, drawing); each
/// modifier changes what it changes.
class WrapperNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode, typeName: String) {
        self.child = child
        super.init(typeName: typeName)
        layoutPriority = child.layoutPriority
    }

    override var children: [LayoutNode] { [child] }
    override var isSpacer: Bool { child.isSpacer }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let inner = childProposal(proposal)
        child.place(childFrame(in: rect, proposal: inner), proposal: inner)
    }

    /// What the child is proposed when the node is proposed `proposal`; the same by default.
    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize { proposal }

    /// Where the child goes in `rect`, sized for `proposal`; the whole of it by default.
    func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { rect }

    /// The child's size for `proposal`, aligned in `rect`.
    func aligned(in rect: CGRect, proposal: ProposedViewSize, _ alignment: Alignment) -> CGRect {
        let size = child.sizeThatFits(proposal)
        let origin = alignment.origin(of: child, size: size, in: rect.size)
        return CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: size.width, height: size.height)
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        let inner = childFrame(in: CGRect(origin: .zero, size: size), proposal: childProposal(ProposedViewSize(size)))
        guard let value = child.explicitAlignment(key, in: inner.size) else { return nil }
        let vertical = key.type.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 1)))
            != key.type.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 0)))
        return value + (vertical ? inner.minY : inner.minX)
    }
}

/// A view drawn in a view of its own: opacity, clipping, a shadow behind a clip.
class ContainerNode: WrapperNode {
    /// Sets the container's alpha, clipping, corner radius.
    func configure(_ view: UIView) {}
    /// Views drawn under the container (a shadow behind a clipped view).
    func underlays(frame: CGRect) -> [UIView] { [] }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let drawn = canvas.drawnFrame(frame)
        for underlay in underlays(frame: drawn.offsetBy(dx: -origin.x, dy: -origin.y)) { container.addSubview(underlay) }
        let view = UIView()
        view.frame = drawn.offsetBy(dx: -origin.x, dy: -origin.y)
        configure(view)
        container.addSubview(view)
        child.render(into: view, origin: drawn.origin, canvas: canvas)
    }
}
