import Foundation

/// Children in a row (SwiftUI's `HStack`), laid out by `StackNode`'s rules.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, content: content, context: context))
    }
}

/// Children in a column (SwiftUI's `VStack`), laid out by `StackNode`'s rules.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        nodes.append(StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, content: content, context: context))
    }
}

/// Children over one another (SwiftUI's `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        var children: [LayoutNode] = []
        context.resolve(content, into: &children)
        nodes.append(OverlayStackNode(alignment: alignment, children: children))
    }
}

/// A column made as it scrolls into view on iOS (SwiftUI's `LazyVStack`): a snapshot draws every
/// row, so it lays out as a `VStack` that takes the width it is offered, as the lazy stack does.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A row made as it scrolls into view on iOS (SwiftUI's `LazyHStack`); drawn whole, as `HStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}

extension StackNode {
    /// The stack of `content`'s views.
    convenience init<Content: View>(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content, context: ResolveContext) {
        var children: [LayoutNode] = []
        context.resolve(content, into: &children)
        self.init(axis: axis, alignment: alignment, spacing: spacing, children: children,
                  typeName: axis == .horizontal ? "HStack" : "VStack", environment: context.environment)
    }
}

/// Which headers and footers a lazy stack pins (nothing scrolls in a snapshot).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
