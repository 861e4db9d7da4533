import Foundation
import LayoutEngine

/// A vector shape (UIKit's `UIBezierPath`): rectangles, rounded rectangles and ovals, for
/// shadow paths and masks, and lines and curves drawn point by point, for shape layers.
///
/// Drawn point by point, a path grows in place and its bounding box with it: each call adds its
/// points and nothing more (copying the path and measuring every point again at each call made
/// a path of n points cost n^2).
public final class UIBezierPath: @unchecked Sendable {
    /// The path as Core Graphics gives it, made when asked after a change.
    public var cgPath: CGPath {
        if let made { return made }
        let path = CGPath(path: path, bounds: box, radii: radii)
        made = path
        return path
    }
    private var made: CGPath?
    private var path: Path
    private var box: Rect
    private var radii: CornerRadii?
    /// The least and greatest coordinates of every point so far, control points too (Core
    /// Graphics' `boundingBox`); nil before the first point.
    private var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    private init(path: Path, bounds: Rect, radii: CornerRadii?) {
        self.path = path
        box = bounds
        self.radii = radii
        include(path.elements[...])
    }
    /// An empty path, to be drawn with `move(to:)`, `addLine(to:)` and the curves.
    public convenience init() {
        self.init(path: Path(), bounds: .zero, radii: nil)
    }
    public func move(to point: CGPoint) { edit { $0.move(to: Point(x: Double(point.x), y: Double(point.y))) } }
    public func addLine(to point: CGPoint) { edit { $0.line(to: Point(x: Double(point.x), y: Double(point.y))) } }
    public func addQuadCurve(to point: CGPoint, controlPoint: CGPoint) {
        edit { $0.quad(to: Point(x: Double(point.x), y: Double(point.y)), control: Point(x: Double(controlPoint.x), y: Double(controlPoint.y))) }
    }
    public func addCurve(to point: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        edit {
            $0.cubic(to: Point(x: Double(point.x), y: Double(point.y)), control1: Point(x: Double(controlPoint1.x), y: Double(controlPoint1.y)),
                     control2: Point(x: Double(controlPoint2.x), y: Double(controlPoint2.y)))
        }
    }
    public func close() { edit { $0.close() } }

    /// The path changed by `change`, which appends elements; its bounding box holds every point.
    private func edit(_ change: (inout Path) -> Void) {
        made = nil
        let start = path.elements.count
        change(&path)
        include(path.elements[start...])
        box = extent.map { Rect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) } ?? .zero
        radii = nil
    }

    /// Widens `extent` to the points of `elements`.
    private func include(_ elements: ArraySlice<Path.Element>) {
        func widen(_ p: Point) {
            if let e = extent {
                extent = (min(e.minX, p.x), min(e.minY, p.y), max(e.maxX, p.x), max(e.maxY, p.y))
            } else {
                extent = (p.x, p.y, p.x, p.y)
            }
        }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): widen(p)
            case let .quad(control, to): widen(control); widen(to)
            case let .cubic(c1, c2, to): widen(c1); widen(c2); widen(to)
            case .close: break
            }
        }
    }
    public convenience init(rect: CGRect) {
        let r = rect.engineRect
        self.init(path: Path(rect: r), bounds: r, radii: .zero)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.engineRect, radii = CornerRadii(all: min(Double(cornerRadius), min(r.width, r.height) / 2))
        self.init(path: Path(roundedRect: r, radii: radii, style: .circular), bounds: r, radii: radii)
    }
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.engineRect, radius = min(Double(cornerRadii.width), min(r.width, r.height) / 2)
        func pick(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? radius : 0 }
        let radii = CornerRadii(topLeft: pick(.topLeft), topRight: pick(.topRight), bottomRight: pick(.bottomRight),
                                bottomLeft: pick(.bottomLeft))
        self.init(path: Path(roundedRect: r, radii: radii, style: .circular), bounds: r, radii: radii)
    }
    public convenience init(ovalIn rect: CGRect) {
        let r = rect.engineRect
        self.init(path: Path(ellipseIn: r), bounds: r, radii: nil)
    }
    /// A path with `cgPath`'s shape.
    public convenience init(cgPath: CGPath) {
        self.init(path: cgPath.path, bounds: cgPath.bounds, radii: cgPath.radii)
    }
    public var bounds: CGRect { cgPath.boundingBox }

    /// Transforms every point of the path (UIKit's `apply(_:)`); a translation keeps a rounded
    /// rectangle's corner radii.
    public func apply(_ transform: CGAffineTransform) {
        let t = transform.engineTransform
        made = nil
        path = path.applying(t)
        extent = nil
        include(path.elements[...])
        box = extent.map { Rect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX, height: $0.maxY - $0.minY) } ?? .zero
        if !(t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1) { radii = nil }
    }
}
