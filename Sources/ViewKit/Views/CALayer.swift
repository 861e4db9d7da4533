import Foundation
import LayoutEngine

/// Core Animation's default border and shadow color, made once: a `CGColor` is immutable, and two
/// made for every layer were four allocations a view.
private let defaultLayerBlack = UIColor.black.cgColor

/// The drawing properties of a view (Core Animation's `CALayer`, as far as a view's picture
/// needs it): corners, border, shadow, opacity, clipping and drawing order. Each view owns one.
@preconcurrency @MainActor
open class CALayer {
    /// The view whose layer this is.
    var owner: UIView? { ownerReference?.view }
    var ownerReference: ItemReference?
    public required init() {}

    // `@exclusivity(unchecked)` on plain values: see UIView's geometry.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all by default).
    @exclusivity(unchecked) public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Circular arcs, or iOS's continuous corners (`.continuous`).
    @exclusivity(unchecked) public var cornerCurve: CALayerCornerCurve = .circular
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0
    @exclusivity(unchecked) public var borderColor: CGColor? = defaultLayerBlack
    public var backgroundColor: CGColor? {
        get { owner?.backgroundColor?.cgColor }
        set { owner?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }
    @exclusivity(unchecked) public var shadowColor: CGColor? = defaultLayerBlack
    /// 0 (no shadow, Core Animation's default) to 1.
    @exclusivity(unchecked) public var shadowOpacity: Float = 0
    /// Core Animation's default offset is (0, -3).
    @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius; Core Animation's default is 3.
    @exclusivity(unchecked) public var shadowRadius: CGFloat = 3
    /// The shadow's shape; nil takes the layer's rounded bounds.
    @exclusivity(unchecked) public var shadowPath: CGPath?
    /// Multiplies the view's alpha.
    @exclusivity(unchecked) public var opacity: Float = 1
    /// Clips sublayers (the view's subviews) and content to the rounded bounds; the view's `clipsToBounds`.
    @exclusivity(unchecked) public var masksToBounds = false
    /// Drawing order among siblings: higher draws later (above); equal keeps the subview order.
    @exclusivity(unchecked) public var zPosition: CGFloat = 0
    public var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }
    public var bounds: CGRect { owner?.bounds ?? .zero }
    public var frame: CGRect { owner?.frame ?? .zero }
    public var name: String?

    /// The corner radii drawn for `size` (a radius is at most half the shorter side, as Core Animation clamps it).
    func radii(for size: CGSize) -> CornerRadii {
        let limit = Double(min(size.width, size.height)) / 2
        let r = max(0, min(Double(cornerRadius), limit))
        func radius(_ corner: CACornerMask) -> Double { maskedCorners.contains(corner) ? r : 0 }
        return CornerRadii(topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
                           bottomRight: radius(.layerMaxXMaxYCorner), bottomLeft: radius(.layerMinXMaxYCorner))
    }
}

/// How a layer's corners curve (Core Animation's `CALayerCornerCurve`).
public enum CALayerCornerCurve: Sendable, Hashable {
    case circular, continuous
}

#if !canImport(CoreGraphics)
/// A shape, as Core Graphics' path (what `UIBezierPath.cgPath` gives `layer.shadowPath`).
public final class CGPath: @unchecked Sendable {
    let path: Path
    let bounds: Rect
    /// The corner radii when it is a rounded rectangle (a plain one has zero radii); nil for an oval.
    let radii: CornerRadii?
    init(path: Path, bounds: Rect, radii: CornerRadii?) {
        self.path = path; self.bounds = bounds; self.radii = radii
    }
    /// The smallest rectangle holding the path.
    public var boundingBox: CGRect { CGRect(bounds) }
}
#endif

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
    public var bounds: CGRect { cgPath.boundingBox }
}
