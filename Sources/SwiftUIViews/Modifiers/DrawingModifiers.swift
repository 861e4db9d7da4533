import Foundation
import ViewKit

/// `background` and `overlay`: the view is laid out alone; the other view is proposed its size
/// and aligned on it, drawn under (background) or over (overlay) it.
struct SecondaryViewModifier<Secondary: View>: PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let isOverlay: Bool
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        for node in content(context) {
            nodes.append(SecondaryViewNode(child: node, secondary: context.single(secondary), alignment: alignment, isOverlay: isOverlay))
        }
    }
}

final class SecondaryViewNode: WrapperNode {
    let secondary: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool
    init(child: LayoutNode, secondary: LayoutNode, alignment: Alignment, isOverlay: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(child: child, typeName: isOverlay ? "overlay" : "background")
    }
    override var children: [LayoutNode] { isOverlay ? [child, secondary] : [secondary, child] }
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        child.place(rect, proposal: proposal)
        let offered = ProposedViewSize(rect.size)
        let size = secondary.sizeThatFits(offered)
        let origin = alignment.origin(of: secondary, size: size, in: rect.size)
        secondary.place(CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y, width: size.width, height: size.height),
                        proposal: offered)
    }
}

/// `opacity`: the view drawn in a view of that alpha.
final class OpacityNode: ContainerNode {
    let opacity: CGFloat
    init(child: LayoutNode, opacity: CGFloat) {
        self.opacity = opacity
        super.init(child: child, typeName: "opacity")
    }
    override func configure(_ view: UIView) { view.alpha = opacity }
}

struct OpacityModifier: NodeModifier {
    let opacity: CGFloat
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode { OpacityNode(child: node, opacity: opacity) }
}

/// `hidden`: laid out, not drawn.
final class HiddenNode: WrapperNode {
    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {}
}

struct HiddenModifier: NodeModifier {
    func wrap(_ node: LayoutNode, context: ResolveContext) -> LayoutNode { HiddenNode(child: node, typeName: "hidden") }
}

/// A shadow: SwiftUI's `shadow(color:radius:x:y:)`, drawn as Core Animation's layer shadow with
/// that blur radius and offset under each shape the view paints (a text's glyphs cast none).
struct ShadowStyle {
    var color: UIColor
    var radius: CGFloat
    var offset: CGSize

    func apply(to layer: CALayer) {
        layer.shadowColor = color.cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = offset
    }
}

/// `clipShape`, `clipped` and `cornerRadius`: the view drawn in a view that masks to the
/// shape's box and corner radius (a circle's box is the centered square). A shadow set outside
/// the clip is drawn under it, in the shape.
struct ClipModifier: PrimitiveModifier {
    let shape: any Shape
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        for node in content(context.with { $0.shadow = nil }) {
            nodes.append(ClipNode(child: node, shape: shape, shadow: context.environment.shadow))
        }
    }
}

final class ClipNode: WrapperNode {
    let shape: any Shape
    let shadow: ShadowStyle?
    init(child: LayoutNode, shape: any Shape, shadow: ShadowStyle?) {
        self.shape = shape
        self.shadow = shadow
        super.init(child: child, typeName: "clipShape")
    }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let local = CGRect(origin: .zero, size: frame.size)
        let geometry = (shape as? LayerShape)?.layerGeometry(in: local) ?? (rect: local, radius: CGFloat(0), continuous: false)
        let drawn = canvas.drawnFrame(geometry.rect.offsetBy(dx: frame.minX, dy: frame.minY))
        let viewFrame = drawn.offsetBy(dx: -origin.x, dy: -origin.y)
        if let shadow {
            let caster = UIView()
            caster.frame = viewFrame
            caster.layer.shadowPath = UIBezierPath(roundedRect: CGRect(origin: .zero, size: drawn.size),
                                                   cornerRadius: geometry.radius).cgPath
            shadow.apply(to: caster.layer)
            container.addSubview(caster)
        }
        let view = UIView()
        view.frame = viewFrame
        view.clipsToBounds = true
        view.layer.cornerRadius = geometry.radius
        view.layer.cornerCurve = geometry.continuous ? .continuous : .circular
        container.addSubview(view)
        child.render(into: view, origin: drawn.origin, canvas: canvas)
    }
}

extension View {
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: background, alignment: alignment, isOverlay: false))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isOverlay: false))
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(SecondaryViewModifier(secondary: Rectangle().fill(style), alignment: .center, isOverlay: false))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        modifier(SecondaryViewModifier(secondary: shape.fill(style), alignment: .center, isOverlay: false))
    }
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(SecondaryViewModifier(secondary: overlay, alignment: alignment, isOverlay: true))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryViewModifier(secondary: content(), alignment: alignment, isOverlay: true))
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View {
        modifier(SecondaryViewModifier(secondary: Rectangle().fill(style), alignment: .center, isOverlay: true))
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        modifier(SecondaryViewModifier(secondary: Rectangle().strokeBorder(content, lineWidth: width), alignment: .center,
                                       isOverlay: true))
    }
    public func opacity(_ opacity: Double) -> some View { modifier(OpacityModifier(opacity: CGFloat(min(1, max(0, opacity))))) }
    public func hidden() -> some View { modifier(HiddenModifier()) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { modifier(ClipModifier(shape: shape)) }
    public func clipped(antialiased: Bool = false) -> some View { modifier(ClipModifier(shape: Rectangle())) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(ClipModifier(shape: RoundedRectangle(cornerRadius: radius, style: .circular)))
    }
    /// SwiftUI's default shadow color is black at a third of opacity.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ShadowModifier(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}

struct ShadowModifier: PrimitiveModifier {
    let color: Color
    let radius: CGFloat
    let offset: CGSize
    func makeNodes(content: ContentResolver, context: ResolveContext, into nodes: inout [LayoutNode]) {
        let style = ShadowStyle(color: color._resolvedColor(in: context.environment), radius: radius, offset: offset)
        nodes += content(context.with { $0.shadow = style })
    }
}

/// How a shape is filled (SwiftUI's `FillStyle`); shapes here fill non-zero.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill }
}
