// Points, sizes, rectangles and insets in points (Double), as UIKit's CGPoint,
// CGSize, CGRect and UIEdgeInsets. Layout never rounds in the middle; see
// `Rect.roundedToPixelGrid(scale:)` for the one place it does.

/// A location in points.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points: origin at the top left, y down.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    /// The rectangle whose edges are snapped to the pixel grid of `scale`, the way
    /// UIKit aligns view frames: each edge rounds to the nearest 1/scale point, so
    /// two views that share an edge keep sharing it.
    public func roundedToPixelGrid(scale: Double) -> Rect {
        func snap(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
        let left = snap(minX), top = snap(minY), right = snap(maxX), bottom = snap(maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
}

/// Distances inward from each edge of a rectangle, in points.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    public static let zero = EdgeInsets()
}
