import LayoutEngine

/// One flattened subpath: its points in order and whether it was explicitly closed.
/// Filling treats every polyline as closed; stroking draws caps on open ones.
public struct Polyline: Sendable, Hashable {
    /// The vertices in order, without the closing repeat of the first.
    public var points: [Point]
    /// Whether the subpath ended with `close`.
    public var isClosed: Bool
    /// A polyline through `points`.
    public init(points: [Point], isClosed: Bool) {
        self.points = points; self.isClosed = isClosed
    }

    /// The polyline with every point mapped through `t`.
    func applying(_ t: AffineTransform) -> Polyline {
        Polyline(points: points.map(t.apply), isClosed: isClosed)
    }
}

/// The box enclosing every point of `polylines`, or nil when there is none.
func boundingBox(of polylines: [Polyline]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for line in polylines {
        for p in line.points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
    }
    return minX <= maxX ? (minX, minY, maxX, maxY) : nil
}
