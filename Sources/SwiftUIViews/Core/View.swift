import Foundation

/// A piece of user interface (SwiftUI's `View`): a value whose `body` is made of other views, down
/// to the primitive views (text, shapes, stacks, modifiers) this module lays out and draws.
/// Main-actor isolated, as in Apple's current SDKs.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// A view this module lays out itself: it has no body, it makes layout nodes.
@MainActor
protocol PrimitiveView {
    /// Appends the nodes this view lays out as (none for `EmptyView`, several for a `Group`).
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode])
}

/// The body of a primitive view, which nothing may ask for (SwiftUI stops there too).
func primitiveBody<V>(_ view: V) -> Never {
    fatalError("\(V.self) is a primitive view: it has no body")
}

/// A view that is nothing (SwiftUI's `EmptyView`): it takes no space and no spacing.
public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {}
}

/// Several views side by side in a builder block, laid out by the container they are in.
public struct TupleView<T>: View, PrimitiveView {
    public var value: T
    let children: [any View]
    public init(_ value: T) {
        self.value = value
        self.children = []
    }
    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        for child in children { context.resolve(child, into: &nodes) }
    }
}

/// One of two views, as an `if`/`else` or a `switch` in a builder chose.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        switch storage {
        case let .trueContent(view): context.resolve(view, into: &nodes)
        case let .falseContent(view): context.resolve(view, into: &nodes)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        if let self { context.resolve(self, into: &nodes) }
    }
}

/// A view of any type (SwiftUI's `AnyView`).
public struct AnyView: View, PrimitiveView {
    let view: any View
    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(view, into: &nodes) }
}

/// Views grouped without a container (SwiftUI's `Group`): a modifier on the group applies to each.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { context.resolve(content, into: &nodes) }
}
