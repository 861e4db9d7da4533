import Foundation
import ViewKit

/// A container that sizes and places its subviews itself (SwiftUI's `Layout` protocol):
/// `sizeThatFits` answers a proposal from the subviews' sizes, `placeSubviews` places each with
/// `LayoutSubview.place(at:anchor:proposal:)`; a cache made once per layout is handed to both.
/// A subview placed at a point that is not finite is a failure naming the layout type and where
/// it was used, and is drawn at the bounds' origin; a subview not placed is centered, as in SwiftUI.
@MainActor @preconcurrency
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The layout applied to `content`'s views: `MyLayout { ... }`.
    public func callAsFunction<V: View>(file: StaticString = #fileID, line: UInt = #line,
                                        @ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content(), file: file, line: line)
    }
}

/// A layout and its views.
struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    let file: StaticString
    let line: UInt
    var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var children: [LayoutNode] = []
        context.resolve(content, into: &children)
        nodes.append(CustomLayoutNode(layout: layout, children: children.filter { !($0 is EmptyNode) },
                                      place: "\(file):\(line)", graph: context.graph))
    }
}

/// A view in a `Layout` (SwiftUI's `LayoutSubview`).
@MainActor
public struct LayoutSubview {
    let node: LayoutNode
    let index: Int
    let owner: PlacementRecorder

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(node.sizeThatFits(proposal)) }
    public var priority: Double { node.layoutPriority }
    public var spacing: ViewSpacing { ViewSpacing(isSpacer: node.isSpacer) }

    /// Places the view with its `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        owner.record(index: index, position: position, anchor: anchor, proposal: proposal)
    }

    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var current: LayoutNode? = node
        while let wrapper = current as? WrapperNode {
            if let valued = wrapper as? LayoutValueNode, let value = valued.values[ObjectIdentifier(key)] as? K.Value { return value }
            current = wrapper.child
        }
        return K.defaultValue
    }
}

/// The views of a `Layout` (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection {
    let views: [LayoutSubview]
    public var startIndex: Int { views.startIndex }
    public var endIndex: Int { views.endIndex }
    public subscript(index: Int) -> LayoutSubview { views[index] }
}

/// The spacing a view wants beside another (SwiftUI's `ViewSpacing`): 8 points, none beside a spacer.
public struct ViewSpacing: Sendable {
    let isSpacer: Bool
    public static let zero = ViewSpacing(isSpacer: true)
    public init() { isSpacer = false }
    init(isSpacer: Bool) { self.isSpacer = isSpacer }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isSpacer || next.isSpacer ? 0 : StackNode.defaultSpacing
    }
}

/// A value a view hands its layout (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

final class LayoutValueNode: WrapperNode {
    var values: [ObjectIdentifier: Any] = [:]
}

struct LayoutValueModifier<K: LayoutValueKey>: NodeModifier {
    let value: K.Value
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode {
        let wrapper = (node as? LayoutValueNode) ?? LayoutValueNode(child: node, typeName: "layoutValue")
        wrapper.values[ObjectIdentifier(K.self)] = value
        return wrapper
    }
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

/// Where a layout's `placeSubviews` put each view.
@MainActor
final class PlacementRecorder {
    var placements: [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
    func record(index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[index] = (position, anchor, proposal)
    }
}

final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let nodes: [LayoutNode]
    let place: String
    let graph: ViewGraph
    private let recorder = PlacementRecorder()
    private var cache: L.Cache?

    init(layout: L, children: [LayoutNode], place: String, graph: ViewGraph) {
        self.layout = layout
        self.nodes = children
        self.place = place
        self.graph = graph
        super.init(typeName: "\(L.self)")
    }

    override var children: [LayoutNode] { nodes }

    private var subviews: LayoutSubviews {
        LayoutSubviews(views: nodes.indices.map { LayoutSubview(node: nodes[$0], index: $0, owner: recorder) })
    }

    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return body(&current)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        if !size.width.isFinite || !size.height.isFinite {
            graph.report("\(L.self) (used at \(place)) answered sizeThatFits(\(proposal)) with \(size.width) x \(size.height); "
                         + "a size must be finite", isFailure: true)
            return CGSize(width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
        }
        return size
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        recorder.placements = [:]
        withCache { layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &$0) }
        for k in nodes.indices {
            guard let placement = recorder.placements[k] else {
                let size = nodes[k].sizeThatFits(ProposedViewSize(rect.size))
                nodes[k].place(CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width,
                                      height: size.height), proposal: ProposedViewSize(rect.size))
                continue
            }
            let size = nodes[k].sizeThatFits(placement.proposal)
            var origin = CGPoint(x: placement.position.x - placement.anchor.x * size.width,
                                 y: placement.position.y - placement.anchor.y * size.height)
            if !origin.x.isFinite || !origin.y.isFinite {
                graph.report("\(L.self) (used at \(place)) placed subview \(k) (\(nodes[k].typeName)) at "
                             + "(\(placement.position.x), \(placement.position.y)), which is not a point; it is drawn at "
                             + "the layout's origin", isFailure: true)
                origin = rect.origin
            }
            nodes[k].place(CGRect(origin: origin, size: size), proposal: placement.proposal)
        }
    }
}
