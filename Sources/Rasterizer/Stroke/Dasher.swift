import LayoutEngine

// Dashing as CoreGraphics and SVG (SVG 2 §13.5.6, stroke-dasharray) define it: the pattern of
// alternating on and off lengths restarts at every subpath, shifted by the phase; an odd
// number of lengths is repeated to make it even; a pattern with a negative or non-finite
// length, or that sums to zero, draws a solid stroke.

/// Cuts polylines into the "on" pieces of a dash pattern.
struct Dasher {
    /// Past this many pieces per path the pattern is too fine to see; the stroke is drawn solid
    /// rather than spending unbounded time and memory on it.
    static let maxPieces = 100_000

    let pattern: [Double]
    let phase: Double

    /// A dasher for `lengths` and `phase`, or nil when the pattern draws a solid stroke.
    init?(lengths: [Double], phase: Double) {
        guard !lengths.isEmpty, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let even = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let total = even.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        pattern = even
        let p = phase.isFinite ? phase.truncatingRemainder(dividingBy: total) : 0
        self.phase = p < 0 ? p + total : p
    }

    /// The dashes of `polylines` as open polylines, or the input when they would be too many.
    func dashes(of polylines: [Polyline]) -> [Polyline] {
        var result: [Polyline] = []
        for line in polylines {
            var points = line.points
            if line.isClosed, let first = points.first { points.append(first) }
            // Skip the phase: find the dash we start in and how much of it is left.
            var index = 0
            var left = pattern[0]
            var skip = phase
            while skip > 0 {
                if skip < left { left -= skip; break }
                skip -= left
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            var current: [Point] = index % 2 == 0 ? Array(points.prefix(1)) : []
            for i in 1..<max(points.count, 1) {
                var a = points[i - 1]
                let b = points[i]
                var segment = distance(a, b)
                while segment > left {
                    let t = left / segment
                    let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    segment -= left
                    if index % 2 == 0 {
                        current.append(cut)
                        result.append(Polyline(points: current, isClosed: false))
                        current = []
                        if result.count > Dasher.maxPieces { return polylines }
                    } else {
                        current = [cut]
                    }
                    a = cut
                    index = (index + 1) % pattern.count
                    left = pattern[index]
                }
                left -= segment
                if index % 2 == 0 { current.append(b) }
            }
            if index % 2 == 0, current.count > 1 { result.append(Polyline(points: current, isClosed: false)) }
        }
        return result
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
