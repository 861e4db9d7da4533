import Foundation
import ViewKit

/// An outline that fills the space it is offered (SwiftUI's `Shape`), painted in the foreground
/// style unless `fill`, `stroke` or `strokeBorder` says otherwise.
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }

    public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: AnyShapeStyle(style), stroke: nil)
    }
    public func fill() -> _ShapeView<Self> { _ShapeView(shape: self, fill: nil, stroke: nil) }
    /// The outline stroked on the path, half of the line outside it.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: AnyShapeStyle(style), width: lineWidth, inset: false))
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self> {
        stroke(style, lineWidth: strokeStyle.lineWidth)
    }
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: nil, width: lineWidth, inset: false))
    }
    /// The outline stroked inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: AnyShapeStyle(style), width: lineWidth, inset: true))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, fill: nil, stroke: ShapeStroke(style: nil, width: lineWidth, inset: true))
    }
}

/// A line's width (SwiftUI's `StrokeStyle`; caps, joins and dashes are not drawn).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
}

struct ShapeStroke {
    var style: AnyShapeStyle?
    var width: CGFloat
    var inset: Bool
}

/// A shape painted (SwiftUI's `_ShapeView`).
public struct _ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let fill: AnyShapeStyle?
    let stroke: ShapeStroke?
    public var body: Never { primitiveBody(self) }
    func makeNodes(_ context: ResolveContext, into nodes: inout [LayoutNode]) {
        let environment = context.environment
        let strokeColor = stroke.map { ($0.style?.resolve(in: environment) ?? environment.foregroundColor, $0.width, $0.inset) }
        nodes.append(ShapeNode(shape: shape, fill: stroke == nil ? (fill?.resolve(in: environment) ?? environment.foregroundColor) : nil,
                               stroke: strokeColor, shadow: environment.shadow, typeName: "\(S.self)"))
    }
}

/// A shape a layer draws with its corner radius: its box and radius in `rect`.
@MainActor
protocol LayerShape {
    func layerGeometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat, continuous: Bool)
}

public struct Rectangle: Shape, LayerShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    func layerGeometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat, continuous: Bool) { (rect, 0, false) }
}

public struct RoundedRectangle: Shape, LayerShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    func layerGeometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat, continuous: Bool) {
        (rect, min(cornerSize.width, cornerSize.height), style == .continuous)
    }
}

public struct Capsule: Shape, LayerShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    func layerGeometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat, continuous: Bool) {
        (rect, min(rect.width, rect.height) / 2, style == .continuous)
    }
}

/// The largest circle centered in the space offered.
public struct Circle: Shape, LayerShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: Self.square(in: rect)) }
    func layerGeometry(in rect: CGRect) -> (rect: CGRect, radius: CGFloat, continuous: Bool) {
        let square = Self.square(in: rect)
        return (square, square.width / 2, false)
    }
    static func square(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }
}

public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A shape's view: as big as it is offered (10 x 10 ideally), painted by a layer.
final class ShapeNode: LayoutNode {
    let shape: any Shape
    let fill: UIColor?
    let stroke: (color: UIColor, width: CGFloat, inset: Bool)?
    let shadow: ShadowStyle?

    init(shape: any Shape, fill: UIColor?, stroke: (UIColor, CGFloat, Bool)?, shadow: ShadowStyle?, typeName: String) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke.map { (color: $0.0, width: $0.1, inset: $0.2) }
        self.shadow = shadow
        super.init(typeName: typeName)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func render(into container: UIView, origin: CGPoint, canvas: RenderCanvas) {
        let bounds = CGRect(origin: .zero, size: frame.size)
        if let layerShape = shape as? LayerShape, stroke?.inset ?? true {
            let geometry = layerShape.layerGeometry(in: bounds)
            let view = UIView()
            view.frame = canvas.viewFrame(geometry.rect.offsetBy(dx: frame.minX, dy: frame.minY), origin: origin)
            view.layer.cornerRadius = geometry.radius
            view.layer.cornerCurve = geometry.continuous ? .continuous : .circular
            if let fill { view.backgroundColor = fill }
            if let stroke {
                view.layer.borderWidth = stroke.width
                view.layer.borderColor = stroke.color.cgColor
            }
            shadow?.apply(to: view.layer)
            container.addSubview(view)
            return
        }
        let path = shape.path(in: bounds.insetBy(dx: stroke?.inset == true ? stroke!.width / 2 : 0,
                                                 dy: stroke?.inset == true ? stroke!.width / 2 : 0))
        guard path.isFinite else { return }
        let view = ShapeLayerView()
        view.frame = canvas.viewFrame(frame, origin: origin)
        let layer = view.layer as! CAShapeLayer
        layer.path = path.bezierPath().cgPath
        layer.fillColor = fill?.cgColor
        layer.strokeColor = stroke?.color.cgColor
        layer.lineWidth = stroke?.width ?? 0
        container.addSubview(view)
    }
}

/// A view whose layer is a shape layer.
final class ShapeLayerView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}
