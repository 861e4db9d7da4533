import LayoutEngine

// Curve flattening: quadratic and cubic Béziers become chords, evenly spaced in the curve
// parameter, with the segment count from Wang's formula (S.-W. Wang, 1984; the same bound
// Skia uses in GrWangsFormula): for a Bézier of degree d with control points P_i,
//     n = ceil( sqrt( d(d-1)/8 · max_i |P_i − 2P_{i+1} + P_{i+2}| / tolerance ) )
// chords keep every point within `tolerance` of the curve.
//
// The default tolerance is 0.02 device pixel. A chord cuts off at most 2/3·tolerance·length
// of area (a parabolic segment), and Wang's bound is nearly tight on circular arcs, so a
// disk of radius 50 px loses at most 0.05 % of its area and a 10 px rounded corner about a
// quarter of one pixel: well inside the 0.1 % that issue 2's disk test allows, at about
// 1.6 times the chords of a 0.05 px tolerance (chords grow as 1/sqrt(tolerance)).

/// Turns a `Path` into polylines, flattening curves within a tolerance.
public enum PathFlattener {
    /// Maximum distance, in device pixels, between a curve and its chords.
    public static let defaultTolerance = 0.02

    /// Upper bound on chords per curve, so an absurd control point cannot exhaust memory.
    static let maxChordsPerCurve = 4096

    /// The subpaths of `path` as polylines. Curves whose control points all lie on one side
    /// outside `cullBox` (left, right, above or below) are replaced by their chord: the
    /// coverage accumulator clamps everything outside the box onto its edge, where a curve
    /// and its chord contribute the same. Non-finite points make the whole path empty.
    public static func polylines(of path: Path, tolerance: Double = defaultTolerance,
                                 cullBox: (minX: Double, minY: Double, maxX: Double, maxY: Double)? = nil) -> [Polyline] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : defaultTolerance
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero

        func finish(closed: Bool) {
            if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        func outside(_ pts: [Point]) -> Bool {
            guard let box = cullBox else { return false }
            return pts.allSatisfy { $0.x < box.minX } || pts.allSatisfy { $0.x > box.maxX }
                || pts.allSatisfy { $0.y < box.minY } || pts.allSatisfy { $0.y > box.maxY }
        }

        for element in path.elements {
            switch element {
            case .move(let p):
                guard finite(p) else { return [] }
                finish(closed: false)
                current = [p]; start = p; last = p
            case .line(let p):
                guard finite(p) else { return [] }
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quad(let c, let p):
                guard finite(c), finite(p) else { return [] }
                if current.isEmpty { current = [last] }
                if outside([last, c, p]) {
                    current.append(p)
                } else {
                    let ddx = last.x - 2 * c.x + p.x, ddy = last.y - 2 * c.y + p.y
                    let n = chordCount(secondDifference: (ddx * ddx + ddy * ddy).squareRoot(), degreeFactor: 0.25, tolerance: tol)
                    for i in 1...n {
                        let t = Double(i) / Double(n), u = 1 - t
                        current.append(i == n ? p : Point(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                                          y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                    }
                }
                last = p
            case .cubic(let c1, let c2, let p):
                guard finite(c1), finite(c2), finite(p) else { return [] }
                if current.isEmpty { current = [last] }
                if outside([last, c1, c2, p]) {
                    current.append(p)
                } else {
                    let ax = last.x - 2 * c1.x + c2.x, ay = last.y - 2 * c1.y + c2.y
                    let bx = c1.x - 2 * c2.x + p.x, by = c1.y - 2 * c2.y + p.y
                    let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                    let n = chordCount(secondDifference: m, degreeFactor: 0.75, tolerance: tol)
                    for i in 1...n {
                        let t = Double(i) / Double(n), u = 1 - t
                        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                        current.append(i == n ? p : Point(x: w0 * last.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                                                          y: w0 * last.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                    }
                }
                last = p
            case .close:
                if !current.isEmpty { finish(closed: true) }
                last = start
            }
        }
        finish(closed: false)
        return result
    }

    static func chordCount(secondDifference m: Double, degreeFactor: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maxChordsPerCurve }
        return min(max(Int(n), 1), maxChordsPerCurve)
    }

    private static func finite(_ p: Point) -> Bool { p.x.isFinite && p.y.isFinite }
}
