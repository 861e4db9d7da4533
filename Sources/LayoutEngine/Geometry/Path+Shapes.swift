import Foundation

// Shape builders for `Path`: rectangles, rounded rectangles (circular and continuous
// corners), ellipses and circular arcs, all as lines and cubic Béziers.
//
// - Circular quarter arcs use the standard cubic control distance 4/3·tan(θ/4) of the radius
//   (0.5522847498 for 90°), the approximation CoreGraphics and Skia use (radial error < 0.03 %).
// - Continuous ("squircle") corners use the cubic control points of iOS 7's rounded
//   rectangle as reverse-engineered by PaintCode ("Code for iOS 7 rounded rectangles",
//   paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): the curve leaves the straight
//   edge 1.52866483 radii before the corner, so curvature eases in instead of jumping.

extension Path {
    /// The cubic control distance of a 90° circular arc, in radii: 4/3·tan(π/8).
    static let quarterArcControl = 0.5522847498307936

    /// A closed rectangle, clockwise on screen (y down) from the top-left corner.
    public init(rect: Rect) {
        self.init()
        appendRect(rect)
    }

    /// A closed ellipse inscribed in `rect`, clockwise on screen from its rightmost point.
    public init(ellipseIn rect: Rect) {
        self.init()
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * Path.quarterArcControl, ky = ry * Path.quarterArcControl
        move(to: Point(x: cx + rx, y: cy))
        cubic(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        cubic(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        cubic(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        cubic(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        close()
    }

    /// A closed rectangle with a radius per corner.
    ///
    /// Circular radii larger than their sides allow are scaled down together as CSS does
    /// (css-backgrounds-3 §5.5, "corner overlap"), so adjacent corners never cross.
    /// Continuous corners clamp each radius to half the shorter side; where the full
    /// 1.52866483-radius reach does not fit, the corner is blended toward a circular one,
    /// so a radius of half the side still gives a capsule's round end, as UIKit draws it.
    public init(roundedRect rect: Rect, radii: CornerRadii, style: CornerStyle = .circular) {
        self.init()
        guard rect.width > 0, rect.height > 0 else { return }
        let r = Path.clampedRadii(radii, in: rect, style: style)
        if r.isZero {
            appendRect(rect)
            return
        }
        let halfShort = min(rect.width, rect.height) / 2
        // Each corner in its own frame: `along` runs from the corner along the edge it is
        // entered from, `inward` along the edge it leaves by.
        let corners: [(corner: Point, along: Point, inward: Point, radius: Double)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), r.topRight),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), r.bottomRight),
            (Point(x: rect.minX, y: rect.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), r.bottomLeft),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), r.topLeft),
        ]
        for (index, c) in corners.enumerated() {
            let steps = Path.cornerSteps(style: style, radius: c.radius, halfShortSide: halfShort)
            func place(_ a: Double, _ b: Double) -> Point {
                Point(x: c.corner.x + (c.along.x * a + c.inward.x * b) * c.radius,
                      y: c.corner.y + (c.along.y * a + c.inward.y * b) * c.radius)
            }
            let start = place(steps.reach, 0)
            if index == 0 { move(to: start) } else { line(to: start) }
            guard c.radius > 0 else { continue }
            for step in steps.segments {
                switch step {
                case .line(let p):
                    line(to: place(p.x, p.y))
                case .cubic(let c1, let c2, let to):
                    cubic(to: place(to.x, to.y), control1: place(c1.x, c1.y), control2: place(c2.x, c2.y))
                }
            }
        }
        close()
    }

    /// A circular arc as cubic segments of at most 90°, appended to the path: a line joins
    /// the current point to the arc's start (or a move starts it when the path is empty).
    /// Angles are in radians; positive sweeps turn +x toward +y (clockwise on screen).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        guard radius.isFinite, radius > 0, startAngle.isFinite, endAngle.isFinite else { return }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { line(to: start) }
        let sweep = endAngle - startAngle
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        // Cap the work for absurd sweeps: more than one full turn draws over itself anyway.
        let pieces = min(count, 8)
        let step = pieces == count ? sweep / Double(pieces) : (sweep < 0 ? -Double.pi / 2 : Double.pi / 2)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            cubic(to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                  control1: Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                  control2: Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
            angle = next
        }
    }

    private mutating func appendRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.minY))
        line(to: Point(x: rect.maxX, y: rect.maxY))
        line(to: Point(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Radii made finite, non-negative and small enough for `rect`.
    static func clampedRadii(_ radii: CornerRadii, in rect: Rect, style: CornerStyle) -> CornerRadii {
        func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
        var r = CornerRadii(topLeft: clean(radii.topLeft), topRight: clean(radii.topRight),
                            bottomRight: clean(radii.bottomRight), bottomLeft: clean(radii.bottomLeft))
        switch style {
        case .circular:
            let ratios = [rect.width / (r.topLeft + r.topRight), rect.width / (r.bottomLeft + r.bottomRight),
                          rect.height / (r.topLeft + r.bottomLeft), rect.height / (r.topRight + r.bottomRight)]
            let f = ratios.filter { $0.isFinite }.min() ?? 1
            if f < 1 {
                r = CornerRadii(topLeft: r.topLeft * f, topRight: r.topRight * f,
                                bottomRight: r.bottomRight * f, bottomLeft: r.bottomLeft * f)
            }
        case .continuous:
            let half = min(rect.width, rect.height) / 2
            r = CornerRadii(topLeft: min(r.topLeft, half), topRight: min(r.topRight, half),
                            bottomRight: min(r.bottomRight, half), bottomLeft: min(r.bottomLeft, half))
        }
        return r
    }

    enum CornerSegment {
        case line(Point)
        case cubic(Point, Point, Point)
    }

    /// The segments of one corner in radius units, from the entry edge to the exit edge.
    static func cornerSteps(style: CornerStyle, radius: Double, halfShortSide: Double)
        -> (reach: Double, segments: [CornerSegment]) {
        let rest = 1 - quarterArcControl
        let circular: [CornerSegment] = [
            .cubic(Point(x: 1, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 0)),
            .line(Point(x: 1, y: 0)),
            .cubic(Point(x: rest, y: 0), Point(x: 0, y: rest), Point(x: 0, y: 1)),
            .line(Point(x: 0, y: 1)),
            .cubic(Point(x: 0, y: 1), Point(x: 0, y: 1), Point(x: 0, y: 1)),
        ]
        guard style == .continuous, radius > 0 else {
            return (1, [.cubic(Point(x: rest, y: 0), Point(x: 0, y: rest), Point(x: 0, y: 1))])
        }
        let fullReach = 1.52866483
        let continuous: [CornerSegment] = [
            .cubic(Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.065496)),
            .line(Point(x: 0.63149399, y: 0.074911)),
            .cubic(Point(x: 0.37282392, y: 0.16905899), Point(x: 0.16905899, y: 0.37282392), Point(x: 0.074911, y: 0.63149399)),
            .line(Point(x: 0.065496, y: 0.66993427)),
            .cubic(Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: fullReach)),
        ]
        let reach = min(fullReach, halfShortSide / radius)
        let f = (reach - 1) / (fullReach - 1)
        if f >= 1 { return (fullReach, continuous) }
        func mix(_ a: Point, _ b: Point) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        let blended = zip(circular, continuous).map { pair -> CornerSegment in
            switch pair {
            case (.line(let a), .line(let b)): return .line(mix(a, b))
            case (.cubic(let a1, let a2, let a3), .cubic(let b1, let b2, let b3)):
                return .cubic(mix(a1, b1), mix(a2, b2), mix(a3, b3))
            default: return pair.1
            }
        }
        return (reach, blended)
    }
}
