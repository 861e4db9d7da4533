import Foundation

/// The size a `GeometryReader` was given (SwiftUI's `GeometryProxy`).
public struct GeometryProxy {
    public let size: CGSize
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame; in this module every coordinate space is the root's.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { rect }
    let rect: CGRect
}

/// A coordinate space (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(String)
}

/// A view that takes all the room offered and makes its content from that size (SwiftUI's
/// `GeometryReader`); the content is placed at its top-leading corner. Content that makes the
/// reader again, without end, stops at the nesting limit with a failure naming it.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(GeometryReaderNode(context: context) { proxy in context.single(content(proxy)) })
    }
}

final class GeometryReaderNode: LayoutNode {
    let context: ResolveContext
    let make: (GeometryProxy) -> LayoutNode
    private var content: LayoutNode?

    init(context: ResolveContext, make: @escaping (GeometryProxy) -> LayoutNode) {
        self.context = context
        self.make = make
        super.init(typeName: "GeometryReader")
    }

    override var children: [LayoutNode] { content.map { [$0] } ?? [] }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        guard context.graph.enter(GeometryReaderNode.self) else { return }
        defer { context.graph.leave() }
        let node = make(GeometryProxy(size: rect.size, safeAreaInsets: EdgeInsets(), rect: rect))
        content = node
        let offered = ProposedViewSize(rect.size)
        node.place(CGRect(origin: rect.origin, size: node.sizeThatFits(offered)), proposal: offered)
    }
}
