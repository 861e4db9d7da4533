import Foundation

/// What went wrong while a view tree was made or laid out: the view type, where it was written
/// and what happened. A failure fails a snapshot of the tree; a warning is printed, as SwiftUI
/// prints its runtime warnings, and the view is drawn as SwiftUI draws it.
public struct LayoutIssue: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var isFailure: Bool
    public var description: String { message }
}

/// The state one layout of a view tree shares: issues found, and how deep views nest.
@MainActor
final class ViewGraph {
    private(set) var issues: [LayoutIssue] = []
    private var depth = 0
    /// Deeper than this, a view is taken to contain itself (a body or a `GeometryReader` that
    /// makes the view again) and is not made: a stack overflow would end the test process.
    static let maximumDepth = 600

    func report(_ message: String, isFailure: Bool) {
        let issue = LayoutIssue(message: message, isFailure: isFailure)
        guard !issues.contains(issue) else { return }
        issues.append(issue)
        FileHandle.standardError.write(Data("[SwiftUIViews] \(isFailure ? "error" : "warning"): \(message)\n".utf8))
    }

    /// Enters one level of nesting for `type`; false (and reported) past `maximumDepth`.
    func enter(_ type: Any.Type) -> Bool {
        guard depth < Self.maximumDepth else {
            report("\(type) nests views more than \(Self.maximumDepth) levels deep (a view that contains itself?); "
                   + "it is not drawn", isFailure: true)
            return false
        }
        depth += 1
        return true
    }
    func leave() { depth -= 1 }
}

/// Where a view is being made: its environment and the graph it joins.
@MainActor
struct ResolveContext {
    var environment: EnvironmentValues
    let graph: ViewGraph

    /// Appends the nodes `view` makes: a primitive view's own, or its body's.
    func resolve<V: View>(_ view: V, into nodes: inout [LayoutNode]) {
        guard graph.enter(V.self) else { return }
        defer { graph.leave() }
        if let primitive = view as? any PrimitiveView {
            primitive.makeNodes(self, into: &nodes)
            return
        }
        let body = EnvironmentValues.evaluating(environment) { view.body }
        resolve(body, into: &nodes)
    }


    /// `view` as one node: several views in a column (as SwiftUI stacks a root's tuple), none as an empty node.
    func single<V: View>(_ view: V) -> LayoutNode {
        var nodes: [LayoutNode] = []
        resolve(view, into: &nodes)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return EmptyNode() }
        return StackNode(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, children: nodes, typeName: "VStack",
                         environment: environment)
    }

    /// This context with its environment changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}
