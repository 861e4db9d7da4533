import Foundation

/// A change applied to a view (SwiftUI's `ViewModifier`): a team's own are views made of the
/// content; this module's are primitive.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier modifies, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let view: any View
    let context: ResolveContext?
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(view, into: &nodes) }
}

/// A view with a modifier applied (SwiftUI's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let primitive = modifier as? any PrimitiveModifier {
            primitive.makeNodes(content: { inner in
                var made: [LayoutNode] = []
                inner.resolve(content, into: &made)
                return made
            }, context: context, into: &nodes)
            return
        }
        let body = EnvironmentValues.evaluating(context.environment) {
            modifier.body(content: _ViewModifier_Content(view: content, context: context))
        }
        context.resolve(body, into: &nodes)
    }
}

/// Resolves the modified content in a context (the modifier's changed environment, or the same).
typealias ContentResolver = (ResolveContext) -> [LayoutNode]

/// A modifier this module lays out itself.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode])
}

extension PrimitiveModifier {
    func body(content: Content) -> Never { primitiveBody(self) }
}

/// A modifier that wraps each node of its content in a node of its own.
@MainActor
protocol NodeModifier: PrimitiveModifier {
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode
}

extension NodeModifier {
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        for node in content(context) { nodes.append(wrap(node, context: context)) }
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
