import Foundation

/// `frame(width:height:alignment:)`: a fixed size in the dimensions given; the child is proposed
/// that size (the parent's proposal in the others) and aligned in the frame.
struct FixedFrameModifier: NodeModifier {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        FixedFrameNode(child: node, width: width, height: height, alignment: alignment)
    }
}

final class FixedFrameNode: WrapperNode {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    init(child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, typeName: "frame")
    }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let inner = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? inner.width, height: height ?? inner.height)
    }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { aligned(in: rect, proposal: proposal, alignment) }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`, as Apple
/// documents it: the child is proposed the frame's proposal clamped to the bounds given, an ideal
/// size standing in for a proposal of nil. In a dimension with a minimum and a maximum the frame
/// is the proposal clamped to them; with neither it is the child's size; with a minimum alone it
/// is the proposal (at least the minimum) when the proposal is less than the child, else the
/// child (at least the minimum); with a maximum alone it is the proposal (at most the maximum)
/// when the proposal is more than the child, else the child (at most the maximum). Asked for its
/// ideal size (no proposal, no ideal), it is the child's ideal clamped to the bounds.
struct FlexibleFrameModifier: NodeModifier {
    let bounds: FlexibleFrameNode.Bounds
    let alignment: Alignment
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        FlexibleFrameNode(child: node, bounds: bounds, alignment: alignment)
    }
}

final class FlexibleFrameNode: WrapperNode {
    struct Bounds {
        var minimum: [CGFloat?]
        var ideal: [CGFloat?]
        var maximum: [CGFloat?]
    }
    let bounds: Bounds
    let alignment: Alignment

    init(child: LayoutNode, bounds: Bounds, alignment: Alignment) {
        self.bounds = bounds
        self.alignment = alignment
        super.init(child: child, typeName: "frame")
    }

    private func clamp(_ value: CGFloat, _ axis: Int) -> CGFloat {
        var result = value
        if let maximum = bounds.maximum[axis] { result = min(result, maximum) }
        if let minimum = bounds.minimum[axis] { result = max(result, minimum) }
        return result
    }

    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let given = [proposal.width ?? bounds.ideal[0], proposal.height ?? bounds.ideal[1]]
        return ProposedViewSize(width: given[0].map { clamp($0, 0) }, height: given[1].map { clamp($0, 1) })
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let inner = child.sizeThatFits(childProposal(proposal))
        let childSize = [inner.width, inner.height]
        let given = [proposal.width ?? bounds.ideal[0], proposal.height ?? bounds.ideal[1]]
        var result: [CGFloat] = [0, 0]
        for axis in 0..<2 {
            let minimum = bounds.minimum[axis], maximum = bounds.maximum[axis]
            guard let offered = given[axis] else {
                result[axis] = clamp(childSize[axis], axis)
                continue
            }
            if minimum == nil && maximum == nil {
                result[axis] = childSize[axis]
            } else if minimum != nil && maximum != nil {
                result[axis] = clamp(offered, axis)
            } else if let minimum {
                result[axis] = offered < childSize[axis] ? max(offered, minimum) : max(childSize[axis], minimum)
            } else if let maximum {
                result[axis] = offered > childSize[axis] ? min(offered, maximum) : min(childSize[axis], maximum)
            }
        }
        return CGSize(width: result[0], height: result[1])
    }

    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { aligned(in: rect, proposal: proposal, alignment) }
}

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width.map { max(0, $0) }, height: height.map { max(0, $0) }, alignment: alignment))
    }

    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(bounds: .init(minimum: [minWidth, minHeight], ideal: [idealWidth, idealHeight],
                                                     maximum: [maxWidth, maxHeight]), alignment: alignment))
    }
}
