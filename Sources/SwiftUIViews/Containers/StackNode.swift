import Foundation

/// An `HStack` or a `VStack` laid out as SwiftUI lays stacks out (objc.io, "Thinking in SwiftUI",
/// and Apple's `HStack` documentation): the spacing is taken off first; children are asked in
/// order of layout priority, highest first, and within a priority from the least flexible
/// (maximum minus minimum along the axis) to the most; each is offered the room left divided by
/// the children left, after the minimum sizes of lower priorities are set aside. Across the axis
/// every child gets the stack's proposal and is aligned on the stack's guide.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: AlignmentKey
    private let nodes: [LayoutNode]
    private let gaps: [CGFloat]

    /// SwiftUI's spacing between two views when none is given, and beside a spacer: none.
    nonisolated static let defaultSpacing: CGFloat = 8

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutNode], typeName: String,
         environment: EnvironmentValues) {
        self.axis = axis
        self.alignment = alignment
        let kept = children.filter { !($0 is EmptyNode) }
        for case let spacer as SpacerNode in kept { spacer.axis = axis }
        for case let divider as DividerNode in kept { divider.isVertical = axis == .horizontal }
        nodes = kept
        gaps = kept.indices.dropFirst().map { k in
            if let spacing { return spacing }
            return kept[k - 1].isSpacer || kept[k].isSpacer ? 0 : Self.defaultSpacing
        }
        super.init(typeName: typeName)
    }

    override var children: [LayoutNode] { nodes }

    /// Each child's size for `proposal`, by the rules above.
    private func childSizes(_ proposal: ProposedViewSize) -> (sizes: [CGSize], proposals: [ProposedViewSize]) {
        let cross = proposal[axis.other]
        func offer(_ main: CGFloat?) -> ProposedViewSize { ProposedViewSize(axis: axis, main: main, cross: cross) }
        func ask(_ node: LayoutNode, _ main: CGFloat?) -> CGSize { node.sizeThatFits(offer(main)) }
        guard let main = proposal[axis], main.isFinite else {
            return (nodes.map { ask($0, proposal[axis]) }, nodes.map { _ in offer(proposal[axis]) })
        }
        let minimums = nodes.map { ask($0, 0)[axis] }
        let flexibility = nodes.indices.map { k in ask(nodes[k], .infinity)[axis] - minimums[k] }
        var sizes = [CGSize](repeating: .zero, count: nodes.count)
        var proposals = [ProposedViewSize](repeating: .unspecified, count: nodes.count)
        var remaining = main - gaps.reduce(0, +)
        for priority in Set(nodes.map(\.layoutPriority)).sorted(by: >) {
            let group = nodes.indices.filter { nodes[$0].layoutPriority == priority }
                .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            let reserved = nodes.indices.filter { nodes[$0].layoutPriority < priority }.reduce(0) { $0 + minimums[$1] }
            var available = remaining - reserved
            for (k, index) in group.enumerated() {
                let share = max(0, available) / CGFloat(group.count - k)
                proposals[index] = offer(share)
                sizes[index] = ask(nodes[index], share)
                available -= sizes[index][axis]
            }
            remaining = available + reserved
        }
        return (sizes, proposals)
    }

    /// The children's frames, relative to the stack, for the stack at `proposal`, and the stack's size.
    private typealias Arrangement = (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize)
    private var arrangements: [ProposedViewSize: Arrangement] = [:]

    /// The arrangement for `proposal` placed in `bounds` (shifted across the axis when the
    /// bounds are larger than the stack), each proposal's computed once.
    private func arrangement(_ proposal: ProposedViewSize, in bounds: CGSize? = nil) -> Arrangement {
        let made = arrangements[proposal] ?? unshiftedArrangement(proposal)
        arrangements[proposal] = made
        guard let bounds else { return made }
        let fraction = min(1, max(0, alignment.type.defaultValue(in: ViewDimensions(size: CGSize(width: 1, height: 1)))))
        let shift = (bounds[axis.other] - made.size[axis.other]) * fraction
        guard shift != 0 else { return made }
        let frames = made.frames.map { $0.offsetBy(dx: axis == .horizontal ? 0 : shift, dy: axis == .horizontal ? shift : 0) }
        return (frames, made.proposals, made.size)
    }

    private func unshiftedArrangement(_ proposal: ProposedViewSize) -> Arrangement {
        let (sizes, proposals) = childSizes(proposal)
        let guides = nodes.indices.map { nodes[$0].dimensions(sizes[$0]).value(alignment) }
        let before = guides.max() ?? 0
        let after = nodes.indices.map { sizes[$0][axis.other] - guides[$0] }.max() ?? 0
        let crossSpan = nodes.isEmpty ? 0 : before + after
        let mainSpan = sizes.reduce(0) { $0 + $1[axis] } + gaps.reduce(0, +)
        let size = CGSize(axis: axis, main: mainSpan, cross: crossSpan)
        var position: CGFloat = 0
        var frames: [CGRect] = []
        for k in nodes.indices {
            if k > 0 { position += gaps[k - 1] }
            let origin = CGPoint(axis: axis, main: position, cross: before - guides[k])
            frames.append(CGRect(origin: origin, size: sizes[k]))
            position += sizes[k][axis]
        }
        return (frames, proposals, size)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrangement(proposal).size }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let (frames, proposals, _) = arrangement(proposal, in: rect.size)
        for k in nodes.indices { nodes[k].place(frames[k].offsetBy(dx: rect.minX, dy: rect.minY), proposal: proposals[k]) }
    }

    /// A stack's baselines are its first (last) child's that has one; any other guide a child
    /// sets is the stack's too, where that child is.
    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        explicitGuide(key, nodes: nodes, frames: arrangement(ProposedViewSize(size), in: size).frames)
    }
}

/// The first explicit value of `key` among `nodes` at `frames` (the last, for the last baseline),
/// in the parent's coordinates.
@MainActor
func explicitGuide(_ key: AlignmentKey, nodes: [LayoutNode], frames: [CGRect]) -> CGFloat? {
    let order = key == VerticalAlignment.lastTextBaseline.key ? Array(nodes.indices.reversed()) : Array(nodes.indices)
    let vertical = key.type.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 1)))
        != key.type.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 0)))
    for k in order {
        if let value = nodes[k].explicitAlignment(key, in: frames[k].size) {
            return value + (vertical ? frames[k].minY : frames[k].minX)
        }
    }
    return nil
}

/// Children over one another (SwiftUI's `ZStack`): each is proposed the stack's proposal and
/// aligned on its guides; the stack is as big as its children of the highest layout priority,
/// and the others are proposed that size.
final class OverlayStackNode: LayoutNode {
    let alignment: Alignment
    private let nodes: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode], typeName: String = "ZStack") {
        self.alignment = alignment
        nodes = children.filter { !($0 is EmptyNode) }
        super.init(typeName: typeName)
    }

    override var children: [LayoutNode] { nodes }

    private func arrangement(_ proposal: ProposedViewSize) -> (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize) {
        guard let top = nodes.map(\.layoutPriority).max() else { return ([], [], .zero) }
        var sizes = [CGSize](repeating: .zero, count: nodes.count)
        let leaders = nodes.indices.filter { nodes[$0].layoutPriority == top }
        for k in leaders { sizes[k] = nodes[k].sizeThatFits(proposal) }
        let span = alignedSpan(leaders, sizes: sizes)
        for k in nodes.indices where nodes[k].layoutPriority != top { sizes[k] = nodes[k].sizeThatFits(ProposedViewSize(span.size)) }
        let frames = nodes.indices.map { k -> CGRect in
            let dimensions = nodes[k].dimensions(sizes[k])
            return CGRect(x: span.guide.x - dimensions.value(alignment.horizontal.key),
                          y: span.guide.y - dimensions.value(alignment.vertical.key), width: sizes[k].width, height: sizes[k].height)
        }
        let proposals = nodes.map { $0.layoutPriority == top ? proposal : ProposedViewSize(span.size) }
        return (frames, proposals, span.size)
    }

    /// Where the guides meet and the size of the leaders aligned on them.
    private func alignedSpan(_ indices: [Int], sizes: [CGSize]) -> (guide: CGPoint, size: CGSize) {
        var left: CGFloat = 0, right: CGFloat = 0, up: CGFloat = 0, down: CGFloat = 0
        for k in indices {
            let dimensions = nodes[k].dimensions(sizes[k])
            let x = dimensions.value(alignment.horizontal.key), y = dimensions.value(alignment.vertical.key)
            left = max(left, x); right = max(right, sizes[k].width - x)
            up = max(up, y); down = max(down, sizes[k].height - y)
        }
        return (CGPoint(x: left, y: up), CGSize(width: left + right, height: up + down))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrangement(proposal).size }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let (frames, proposals, size) = arrangement(proposal)
        let shift = alignment.origin(of: EmptyNode(), size: size, in: rect.size)
        for k in nodes.indices {
            nodes[k].place(frames[k].offsetBy(dx: rect.minX + shift.x, dy: rect.minY + shift.y), proposal: proposals[k])
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, in size: CGSize) -> CGFloat? {
        explicitGuide(key, nodes: nodes, frames: arrangement(ProposedViewSize(size)).frames)
    }
}
