import Foundation
import ViewKit

/// Room that grows along its stack's axis (SwiftUI's `Spacer`): at least `minLength` (8 points
/// when nil, SwiftUI's default), nothing across, and no spacing beside it.
public struct Spacer: View, PrimitiveView {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) { nodes.append(SpacerNode(minLength: minLength ?? 8)) }
}

final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    /// The axis of the stack it is in; outside a stack it grows both ways.
    var axis: Axis?

    init(minLength: CGFloat) {
        self.minLength = minLength
        super.init(typeName: "Spacer")
    }

    override var isSpacer: Bool { true }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        guard let axis else {
            return CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
        }
        return CGSize(axis: axis, main: max(minLength, proposal[axis] ?? minLength), cross: 0)
    }
}

/// A hairline across its stack (SwiftUI's `Divider`): in a column (or alone) a horizontal line
/// as wide as it is offered, in a row a vertical one; one pixel of the separator color.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        nodes.append(DividerNode(thickness: 1 / max(1, environment.displayScale),
                                 color: UIColor.separator.resolvedColor(with: environment.traits)))
    }
}

final class DividerNode: LayoutNode {
    let thickness: CGFloat
    let color: UIColor
    /// Set by a row: the line is then vertical.
    var isVertical = false

    init(thickness: CGFloat, color: UIColor) {
        self.thickness = thickness
        self.color = color
        super.init(typeName: "Divider")
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        isVertical ? CGSize(width: thickness, height: proposal.height ?? 0) : CGSize(width: proposal.width ?? 0, height: thickness)
    }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let view = UIView()
        view.backgroundColor = color
        view.frame = canvas.viewFrame(frame, origin: origin)
        container.addSubview(view)
    }
}
