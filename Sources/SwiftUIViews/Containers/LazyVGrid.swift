import Foundation

/// A column of a grid (SwiftUI's `GridItem`): a fixed width, a flexible one between bounds, or
/// adaptive (as many columns of at least `minimum` as fit its share).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows of columns (SwiftUI's `LazyVGrid`), drawn whole. The columns share the width
/// offered as SwiftUI shares it: fixed columns first, then an equal share of the rest for each
/// flexible column (within its bounds), adaptive items becoming as many columns as fit; each row
/// is as tall as its tallest view, views centered in their cells.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var children: [LayoutNode] = []
        context.resolve(content, into: &children)
        nodes.append(GridNode(columns: columns, rowSpacing: spacing ?? StackNode.defaultSpacing, children: children))
    }
}

final class GridNode: LayoutNode {
    let columns: [GridItem]
    let rowSpacing: CGFloat
    let nodes: [LayoutNode]

    init(columns: [GridItem], rowSpacing: CGFloat, children: [LayoutNode]) {
        self.columns = columns
        self.rowSpacing = rowSpacing
        self.nodes = children.filter { !($0 is EmptyNode) }
        super.init(typeName: "LazyVGrid")
    }
    override var children: [LayoutNode] { nodes }

    /// The columns' widths and the spacing after each, for `width` (nil: each at its minimum).
    func columnWidths(_ width: CGFloat?) -> [(width: CGFloat, spacing: CGFloat)] {
        let spacings = columns.map { $0.spacing ?? StackNode.defaultSpacing }
        let fixed = columns.reduce(CGFloat(0)) { total, item in
            if case let .fixed(size) = item.size { return total + size }
            return total
        }
        let gaps = spacings.dropLast().reduce(0, +)
        let flexibleCount = columns.filter { if case .fixed = $0.size { return false } else { return true } }.count
        let share = width.map { max(0, ($0 - fixed - gaps) / CGFloat(max(1, flexibleCount))) }
        var result: [(CGFloat, CGFloat)] = []
        for (k, item) in columns.enumerated() {
            switch item.size {
            case let .fixed(size): result.append((size, spacings[k]))
            case let .flexible(minimum, maximum): result.append((min(maximum, max(minimum, share ?? minimum)), spacings[k]))
            case let .adaptive(minimum, maximum):
                let room = share ?? minimum
                let count = max(1, Int(((room + spacings[k]) / (minimum + spacings[k])).rounded(.down)))
                let each = min(maximum, (room - CGFloat(count - 1) * spacings[k]) / CGFloat(count))
                for _ in 0..<count { result.append((max(minimum, each), spacings[k])) }
            }
        }
        return result
    }

    private func arrangement(_ proposal: ProposedViewSize) -> (frames: [CGRect], proposals: [ProposedViewSize], size: CGSize) {
        let widths = columnWidths(proposal.width.flatMap { $0.isFinite ? $0 : nil })
        guard !widths.isEmpty else { return (nodes.map { _ in .zero }, nodes.map { _ in .zero }, .zero) }
        var xs: [CGFloat] = []
        var x: CGFloat = 0
        for column in widths {
            xs.append(x)
            x += column.width + column.spacing
        }
        let totalWidth = x - (widths.last?.spacing ?? 0)
        var frames: [CGRect] = [], proposals: [ProposedViewSize] = []
        var y: CGFloat = 0
        for rowStart in stride(from: 0, to: nodes.count, by: widths.count) {
            let row = rowStart..<min(nodes.count, rowStart + widths.count)
            let offers = row.map { ProposedViewSize(width: widths[$0 - rowStart].width, height: nil) }
            let sizes = zip(row, offers).map { nodes[$0].sizeThatFits($1) }
            let height = sizes.map(\.height).max() ?? 0
            for (k, index) in row.enumerated() {
                let column = index - rowStart
                frames.append(CGRect(x: xs[column] + (widths[column].width - sizes[k].width) / 2, y: y + (height - sizes[k].height) / 2,
                                     width: sizes[k].width, height: sizes[k].height))
                proposals.append(offers[k])
            }
            y += height + rowSpacing
        }
        return (frames, proposals, CGSize(width: totalWidth, height: max(0, y - rowSpacing)))
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrangement(proposal).size }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let (frames, proposals, size) = arrangement(proposal)
        let shift = (rect.width - size.width) / 2
        for k in nodes.indices { nodes[k].place(frames[k].offsetBy(dx: rect.minX + shift, dy: rect.minY), proposal: proposals[k]) }
    }
}
