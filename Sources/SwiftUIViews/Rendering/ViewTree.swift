import Foundation
import ViewKit

/// A root view made into layout nodes for one environment: sized for a proposal, placed in a
/// rectangle, drawn into a ViewKit view. The environment comes from UIKit's traits (color
/// scheme, content size category, direction, scale), as a hosting view's does.
@MainActor
final class ViewTree {
    let graph = ViewGraph()
    let root: LayoutNode
    let environment: EnvironmentValues

    init<V: View>(_ view: V, environment: EnvironmentValues) {
        self.environment = environment
        root = ResolveContext(environment: environment, graph: graph).single(view)
    }

    /// The environment UIKit's `traits` stand for.
    static func environment(for traits: UITraitCollection) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        let categories = DynamicTypeSize.allCases
        environment.dynamicTypeSize = categories.first { $0.contentSizeCategory == traits.preferredContentSizeCategory } ?? .large
        environment.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        environment.displayScale = traits.displayScale > 0 ? traits.displayScale : 3
        return environment
    }

    /// The root's size for `proposal`; a dimension that comes out infinite (a flexible view
    /// offered infinity) or not a number is reported and drawn as zero.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let size = root.sizeThatFits(proposal)
        var checked = size
        if !size.width.isFinite { checked.width = 0 }
        if !size.height.isFinite { checked.height = 0 }
        if checked != size {
            graph.report("\(root.typeName) is \(size.width) x \(size.height) for the proposal \(proposal): "
                         + "a flexible view offered infinity has no size to draw", isFailure: true)
        }
        return checked
    }

    /// Lays the root out in `rect` (sized for `proposal`) and draws it into `container`.
    func draw(in rect: CGRect, proposal: ProposedViewSize, into container: UIView) {
        root.place(rect, proposal: proposal)
        let canvas = RenderCanvas(scale: environment.displayScale,
                                  mirroredWidth: environment.layoutDirection == .rightToLeft ? container.bounds.width : nil)
        root.render(into: container, origin: .zero, canvas: canvas)
    }

    /// Every node's type and frame, indented by depth: what tests of the rules read.
    func frames() -> [(type: String, frame: CGRect)] {
        var result: [(String, CGRect)] = []
        func visit(_ node: LayoutNode) {
            result.append((node.typeName, node.frame))
            for child in node.children { visit(child) }
        }
        visit(root)
        return result
    }
}
