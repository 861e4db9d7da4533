import Foundation

/// `padding`: the proposal less the insets (nil and infinity stay so), the child's size plus them.
struct PaddingModifier: NodeModifier {
    let insets: EdgeInsets
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        PaddingNode(child: node, insets: insets, rightToLeft: context.environment.layoutDirection == .rightToLeft)
    }
}

final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(child: LayoutNode, insets: EdgeInsets, rightToLeft: Bool) {
        self.insets = insets
        super.init(child: child, typeName: "padding")
    }
    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - horizontal) }, height: proposal.height.map { max(0, $0 - vertical) })
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let inner = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: inner.width + horizontal, height: inner.height + vertical)
    }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect {
        CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
               width: max(0, rect.width - horizontal), height: max(0, rect.height - vertical))
    }
}

/// `fixedSize`: the child is proposed nil (its ideal size) in the fixed dimensions.
struct FixedSizeModifier: NodeModifier {
    let horizontal: Bool, vertical: Bool
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        FixedSizeNode(child: node, horizontal: horizontal, vertical: vertical)
    }
}

final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool
    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, typeName: "fixedSize")
    }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { aligned(in: rect, proposal: proposal, .center) }
}

/// `layoutPriority`: the order in which a stack offers its room.
struct LayoutPriorityModifier: NodeModifier {
    let priority: Double
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        node.layoutPriority = priority
        return node
    }
}

/// `offset`: drawn moved, laid out where it was.
struct OffsetModifier: NodeModifier {
    let offset: CGSize
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode { OffsetNode(child: node, offset: offset) }
}

final class OffsetNode: WrapperNode {
    let offset: CGSize
    init(child: LayoutNode, offset: CGSize) {
        self.offset = offset
        super.init(child: child, typeName: "offset")
    }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { rect.offsetBy(dx: offset.width, dy: offset.height) }
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? { child.explicitAlignment(key, in: size) }
}

/// `position(x:y:)`: takes all the room offered and centers the child at the point.
struct PositionModifier: NodeModifier {
    let point: CGPoint
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode { PositionNode(child: node, point: point) }
}

final class PositionNode: WrapperNode {
    let point: CGPoint
    init(child: LayoutNode, point: CGPoint) {
        self.point = point
        super.init(child: child, typeName: "position")
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect {
        let size = child.sizeThatFits(proposal)
        return CGRect(x: rect.minX + point.x - size.width / 2, y: rect.minY + point.y - size.height / 2,
                      width: size.width, height: size.height)
    }
}

/// `aspectRatio`: the largest (`.fit`) or smallest (`.fill`) size of the ratio within the
/// proposal, proposed to the child; without a ratio, the child's ideal size's.
struct AspectRatioModifier: NodeModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        AspectRatioNode(child: node, ratio: ratio, contentMode: contentMode)
    }
}

/// Fit inside, or fill (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}

final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child: child, typeName: "aspectRatio")
    }
    override func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = self.ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let width = ideal.width > 0 ? ideal.width : 10
            return ProposedViewSize(width: width, height: width / ratio)
        case let (width?, nil) where width.isFinite: return ProposedViewSize(width: width, height: width / ratio)
        case let (nil, height?) where height.isFinite: return ProposedViewSize(width: height * ratio, height: height)
        case let (width?, height?) where width.isFinite && height.isFinite:
            let byWidth = CGSize(width: width, height: width / ratio), byHeight = CGSize(width: height * ratio, height: height)
            let fitsByWidth = byWidth.height <= height
            let size = contentMode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            return ProposedViewSize(size)
        case let (width?, height?) where width.isFinite: return ProposedViewSize(width: width, height: height.isFinite ? height : width / ratio)
        case let (_, height?) where height.isFinite: return ProposedViewSize(width: height * ratio, height: height)
        default: return proposal
        }
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(proposal)) }
    override func childFrame(in rect: CGRect, proposal: ProposedViewSize) -> CGRect { aligned(in: rect, proposal: proposal, .center) }
}

/// `alignmentGuide`: the guide's value computed from the view's dimensions.
struct AlignmentGuideModifier: NodeModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        AlignmentGuideNode(child: node, key: key, compute: compute)
    }
}

final class AlignmentGuideNode: WrapperNode {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    init(child: LayoutNode, key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child: child, typeName: "alignmentGuide")
    }
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        guard key == self.key else { return child.explicitAlignment(key, in: size) }
        let value = compute(child.dimensions(size))
        return value.isFinite ? value : nil
    }
}

extension View {
    /// 16 points on every edge, SwiftUI's default padding on iOS.
    public func padding(_ length: CGFloat? = nil) -> some View { padding(.all, length) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(top: edges.contains(.top) ? value : 0,
                                                           leading: edges.contains(.leading) ? value : 0,
                                                           bottom: edges.contains(.bottom) ? value : 0,
                                                           trailing: edges.contains(.trailing) ? value : 0)))
    }
    public func padding(_ insets: EdgeInsets) -> some View { modifier(PaddingModifier(insets: insets)) }
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetModifier(offset: offset)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(point: position)) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}
