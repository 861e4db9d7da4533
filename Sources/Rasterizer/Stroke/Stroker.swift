import Foundation
import LayoutEngine

// Stroke outlining in the manner of Skia's SkStroke (and tiny-skia's stroker.rs): each
// flattened subpath is offset by half the width on both sides, joins are added on the outer
// side of every turn, and the inner side pivots through the vertex (offset point → vertex →
// next offset point). The result is filled with the nonzero rule: the pivots make small
// loops that only ever add winding of the same sign inside the stroke, so no hole appears.
//
//   - open subpath: one contour, left side forward, end cap, right side backward, start cap;
//   - closed subpath: two contours, left side forward and right side backward, which wind
//     in opposite directions and leave the inside of the ring at zero;
//   - a subpath of one point (or of coincident points) draws a round or square dot for
//     those caps and nothing for butt, as CoreGraphics does.
//
// Miter joins follow CoreGraphics' limit: the miter is used while
// 1 / sin(θ / 2) ≤ miterLimit, θ being the angle between the two segments; a bevel otherwise.
// Round joins and caps are polygons within the flattening tolerance.

/// Turns polylines and a stroke style into closed polygons whose nonzero fill is the stroke.
struct Stroker {
    var halfWidth: Double
    var cap: Stroke.Cap
    var join: Stroke.Join
    var miterLimit: Double
    /// Maximum distance, in the polylines' units, between a round join or cap and its chords.
    var tolerance: Double

    /// The outline contours of all `polylines`.
    func outline(_ polylines: [Polyline]) -> [Polyline] {
        guard halfWidth > 0, halfWidth.isFinite else { return [] }
        var result: [Polyline] = []
        for line in polylines {
            let points = Stroker.withoutRepeats(line.points, closed: line.isClosed)
            if points.count < 2 {
                if let p = points.first { result += dot(at: p) }
                continue
            }
            if line.isClosed && points.count >= 3 {
                result.append(Polyline(points: side(points, closed: true), isClosed: true))
                result.append(Polyline(points: side(points.reversed(), closed: true), isClosed: true))
            } else {
                var contour = side(points, closed: false)
                appendCap(to: &contour, end: points[points.count - 1], direction: unit(points[points.count - 2], points[points.count - 1]))
                contour += side(points.reversed(), closed: false)
                appendCap(to: &contour, end: points[0], direction: unit(points[1], points[0]))
                result.append(Polyline(points: contour, isClosed: true))
            }
        }
        return result
    }

    /// The left offset of `points` walked forward, with joins at every interior vertex
    /// (and at the first vertex too when closed).
    private func side(_ points: [Point], closed: Bool) -> [Point] {
        var out: [Point] = []
        let n = points.count
        let segmentCount = closed ? n : n - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n]
            let d = unit(a, b)
            let normal = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
            let start = Point(x: a.x + normal.x, y: a.y + normal.y)
            if i > 0 || closed {
                let previous = points[(i - 1 + n) % n]
                appendJoin(to: &out, at: a, from: unit(previous, a), to: d)
            } else {
                out.append(start)
            }
            out.append(Point(x: b.x + normal.x, y: b.y + normal.y))
        }
        return out
    }

    /// Connects the left offset of the incoming direction `d0` to that of `d1` at `vertex`.
    private func appendJoin(to out: inout [Point], at vertex: Point, from d0: Point, to d1: Point) {
        let n0 = Point(x: -d0.y * halfWidth, y: d0.x * halfWidth)
        let n1 = Point(x: -d1.y * halfWidth, y: d1.x * halfWidth)
        let a = Point(x: vertex.x + n0.x, y: vertex.y + n0.y)
        let b = Point(x: vertex.x + n1.x, y: vertex.y + n1.y)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-12 && dot > 0 {
            out.append(b)
            return
        }
        // The left (normal) side is outside the turn when the path turns away from it
        // (cross < 0); a U-turn (cross ≈ 0, dot < 0) has its join on this side too.
        let leftIsOuter = cross < 0 || (abs(cross) < 1e-12 && dot < 0)
        guard leftIsOuter else {
            out.append(a)
            out.append(vertex)
            out.append(b)
            return
        }
        switch join {
        case .bevel:
            out.append(a)
            out.append(b)
        case .miter:
            // The turn φ between directions has cos φ = dot; the segments meet at θ = π − φ, so
            // the miter ratio 1 / sin(θ/2) = 1 / cos(φ/2) = sqrt(2 / (1 + cos φ)).
            let cosTurn = max(-1, min(1, dot))
            let ratio = (2 / (1 + cosTurn)).squareRoot()
            out.append(a)
            if ratio.isFinite && ratio <= miterLimit {
                // The miter tip: along the bisector of the two normals, at halfWidth · ratio.
                let bx = n0.x + n1.x, by = n0.y + n1.y
                let len = (bx * bx + by * by).squareRoot()
                if len > 0 {
                    out.append(Point(x: vertex.x + bx / len * halfWidth * ratio, y: vertex.y + by / len * halfWidth * ratio))
                }
            }
            out.append(b)
        case .round:
            out.append(a)
            appendArc(to: &out, center: vertex, from: n0, to: n1)
            out.append(b)
        }
    }

    /// Adds the cap at `end` of a subpath whose last direction is `direction`, going from
    /// the left offset to the right offset.
    private func appendCap(to out: inout [Point], end: Point, direction d: Point) {
        let n = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
        let left = Point(x: end.x + n.x, y: end.y + n.y), right = Point(x: end.x - n.x, y: end.y - n.y)
        switch cap {
        case .butt:
            break
        case .square:
            let ex = d.x * halfWidth, ey = d.y * halfWidth
            out.append(Point(x: left.x + ex, y: left.y + ey))
            out.append(Point(x: right.x + ex, y: right.y + ey))
        case .round:
            appendArc(to: &out, center: end, from: n, to: Point(x: -n.x, y: -n.y), through: d)
        }
    }

    /// Points strictly between two offsets `from` and `to` (vectors from `center` of length
    /// halfWidth) on the circle, going the short way, or through `through` for a half turn.
    private func appendArc(to out: inout [Point], center: Point, from: Point, to: Point, through: Point? = nil) {
        let a0 = atan2(from.y, from.x)
        var sweep = atan2(to.y, to.x) - a0
        if let through {
            // A half turn: pick the side of `through`.
            let cross = from.x * through.y - from.y * through.x
            sweep = cross >= 0 ? Double.pi : -Double.pi
        } else {
            if sweep > Double.pi { sweep -= 2 * Double.pi }
            if sweep < -Double.pi { sweep += 2 * Double.pi }
        }
        // Chord sagitta r(1 − cos(δ/2)) ≤ tolerance / 4: caps and joins are few, and chords
        // always fall inside the circle, so a finer step keeps their area within ~0.01 px².
        let ratio = max(-1, min(1, 1 - tolerance / 4 / halfWidth))
        let maxStep = max(2 * acos(ratio), 0.01)
        let steps = min(max(Int((abs(sweep) / maxStep).rounded(.up)), 1), 1024)
        for i in 1..<steps {
            let angle = a0 + sweep * Double(i) / Double(steps)
            out.append(Point(x: center.x + halfWidth * cos(angle), y: center.y + halfWidth * sin(angle)))
        }
        if through != nil { out.append(Point(x: center.x + to.x, y: center.y + to.y)) }
    }

    /// A lone point's dot: a disk for round caps, a square for square caps.
    private func dot(at p: Point) -> [Polyline] {
        switch cap {
        case .butt:
            return []
        case .square:
            let h = halfWidth
            return [Polyline(points: [Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h),
                                      Point(x: p.x + h, y: p.y + h), Point(x: p.x - h, y: p.y + h)], isClosed: true)]
        case .round:
            var ring: [Point] = [Point(x: p.x + halfWidth, y: p.y)]
            appendArc(to: &ring, center: p, from: Point(x: halfWidth, y: 0), to: Point(x: -halfWidth, y: 0),
                      through: Point(x: 0, y: 1))
            appendArc(to: &ring, center: p, from: Point(x: -halfWidth, y: 0), to: Point(x: halfWidth, y: 0),
                      through: Point(x: 0, y: -1))
            return [Polyline(points: ring, isClosed: true)]
        }
    }

    private func unit(_ a: Point, _ b: Point) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        return len > 0 ? Point(x: dx / len, y: dy / len) : Point(x: 1, y: 0)
    }

    /// `points` without consecutive duplicates (and without a closing duplicate of the first).
    static func withoutRepeats(_ points: [Point], closed: Bool) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last != p { out.append(p) }
        if closed, out.count > 1, out.first == out.last { out.removeLast() }
        return out
    }
}
