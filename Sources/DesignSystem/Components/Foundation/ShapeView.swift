import Foundation
import LayoutEngine
import ViewKit

/// A view that draws one path (its layer a `CAShapeLayer`): the components' small glyphs (the
/// journal card's tick, the news cell's bookmark, pencil and picture placeholder), drawn as
/// paths so they are sharp at every scale and need no icon font.
final class ShapeView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    /// A view named `id`, `size` points, drawing the path `draw` makes: filled with `fill`,
    /// stroked with `stroke` at `lineWidth` (round caps and joins), either nil for none.
    init(id: String, size: CGSize, fill: Color?, stroke: Color? = nil, lineWidth: Double = 1.5,
         _ draw: (UIBezierPath) -> Void) {
        super.init(frame: CGRect(origin: .zero, size: size))
        accessibilityIdentifier = id
        let path = UIBezierPath()
        draw(path)
        let shape = layer as! CAShapeLayer
        shape.path = path.cgPath
        shape.fillColor = fill.map { UIColor($0).cgColor }
        shape.strokeColor = stroke.map { UIColor($0).cgColor }
        shape.lineWidth = lineWidth
        shape.lineCap = .round
        shape.lineJoin = .round
    }

    required init?(coder: NSCoder) { nil }
}

extension UIBezierPath {
    /// Adds the closed polygon through `points` (x, y in points), a subpath of its own.
    func addPolygon(_ points: [(x: Double, y: Double)]) {
        guard let first = points.first else { return }
        move(to: CGPoint(x: first.x, y: first.y))
        for point in points.dropFirst() { addLine(to: CGPoint(x: point.x, y: point.y)) }
        close()
    }
}
