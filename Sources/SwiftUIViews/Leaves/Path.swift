import Foundation
import ViewKit

/// An outline (SwiftUI's `Path`): lines, curves, rectangles, rounded rectangles and ellipses,
/// drawn through ViewKit's `UIBezierPath`.
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
        case rect(CGRect)
        case roundedRect(CGRect, radius: CGFloat)
        case ellipse(CGRect)
    }
    var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, radius: cornerRadius)]
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, radius: min(cornerSize.width, cornerSize.height))]
    }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public mutating func move(to point: CGPoint) { elements.append(.move(point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(point, control: control)) }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, radius: min(cornerSize.width, cornerSize.height)))
    }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }

    /// Whether any coordinate is NaN or infinite (such a path is not drawn).
    var isFinite: Bool {
        func ok(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        func ok(_ r: CGRect) -> Bool { ok(r.origin) && r.width.isFinite && r.height.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case let .move(p), let .line(p): ok(p)
            case let .quadCurve(p, c): ok(p) && ok(c)
            case let .curve(p, c1, c2): ok(p) && ok(c1) && ok(c2)
            case .close: true
            case let .rect(r), let .ellipse(r): ok(r)
            case let .roundedRect(r, radius): ok(r) && radius.isFinite
            }
        }
    }

    /// The path in ViewKit's terms, moved by `offset`.
    func bezierPath(offset: CGPoint = .zero) -> UIBezierPath {
        let path = UIBezierPath()
        func at(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        func moved(_ r: CGRect) -> CGRect { r.offsetBy(dx: offset.x, dy: offset.y) }
        for element in elements {
            switch element {
            case let .move(p): path.move(to: at(p))
            case let .line(p): path.addLine(to: at(p))
            case let .quadCurve(p, c): path.addQuadCurve(to: at(p), controlPoint: at(c))
            case let .curve(p, c1, c2): path.addCurve(to: at(p), controlPoint1: at(c1), controlPoint2: at(c2))
            case .close: path.close()
            case let .rect(r): Self.addRoundedRect(moved(r), radius: 0, to: path)
            case let .roundedRect(r, radius): Self.addRoundedRect(moved(r), radius: radius, to: path)
            case let .ellipse(r): Self.addEllipse(moved(r), to: path)
            }
        }
        return path
    }
}

extension Path {
    /// The cubic Bézier constant for a quarter circle: 4/3 (sqrt 2 - 1).
    private static let kappa: CGFloat = 0.5522847498

    static func addEllipse(_ r: CGRect, to path: UIBezierPath) {
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY, kx = rx * kappa, ky = ry * kappa
        path.move(to: CGPoint(x: cx + rx, y: cy))
        path.addCurve(to: CGPoint(x: cx, y: cy + ry), controlPoint1: CGPoint(x: cx + rx, y: cy + ky), controlPoint2: CGPoint(x: cx + kx, y: cy + ry))
        path.addCurve(to: CGPoint(x: cx - rx, y: cy), controlPoint1: CGPoint(x: cx - kx, y: cy + ry), controlPoint2: CGPoint(x: cx - rx, y: cy + ky))
        path.addCurve(to: CGPoint(x: cx, y: cy - ry), controlPoint1: CGPoint(x: cx - rx, y: cy - ky), controlPoint2: CGPoint(x: cx - kx, y: cy - ry))
        path.addCurve(to: CGPoint(x: cx + rx, y: cy), controlPoint1: CGPoint(x: cx + kx, y: cy - ry), controlPoint2: CGPoint(x: cx + rx, y: cy - ky))
        path.close()
    }

    /// A rectangle with circular corners of `radius` (at most half the shorter side).
    static func addRoundedRect(_ r: CGRect, radius: CGFloat, to path: UIBezierPath) {
        let c = max(0, min(radius, r.width / 2, r.height / 2)), k = c * (1 - kappa)
        path.move(to: CGPoint(x: r.minX + c, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - c, y: r.minY))
        if c > 0 { path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + c), controlPoint1: CGPoint(x: r.maxX - k, y: r.minY), controlPoint2: CGPoint(x: r.maxX, y: r.minY + k)) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - c))
        if c > 0 { path.addCurve(to: CGPoint(x: r.maxX - c, y: r.maxY), controlPoint1: CGPoint(x: r.maxX, y: r.maxY - k), controlPoint2: CGPoint(x: r.maxX - k, y: r.maxY)) }
        path.addLine(to: CGPoint(x: r.minX + c, y: r.maxY))
        if c > 0 { path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - c), controlPoint1: CGPoint(x: r.minX + k, y: r.maxY), controlPoint2: CGPoint(x: r.minX, y: r.maxY - k)) }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + c))
        if c > 0 { path.addCurve(to: CGPoint(x: r.minX + c, y: r.minY), controlPoint1: CGPoint(x: r.minX, y: r.minY + k), controlPoint2: CGPoint(x: r.minX + k, y: r.minY)) }
        path.close()
    }
}

/// How a rounded corner turns (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
