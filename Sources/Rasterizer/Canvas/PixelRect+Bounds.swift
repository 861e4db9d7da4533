import LayoutEngine

// The rectangle arithmetic the canvas needs on `PixelRect` (declared with the image
// comparison in Diff/PixelRect.swift): intersections, outsets, and the pixels enclosing a
// device-space box, computed so that no input can trap.

extension PixelRect {
    /// No pixels.
    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// One past the last column.
    public var maxX: Int { x + width }
    /// One past the last row.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The number of pixels; zero when empty.
    public var area: Int { isEmpty ? 0 : width * height }

    /// The pixels in both rectangles.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `d` pixels on every side.
    public func outset(by d: Int) -> PixelRect {
        PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The smallest pixel rectangle containing the device-space box `minX...maxX`, `minY...maxY`;
    /// empty when any bound is not finite. Coordinates are held within ±2^30 so the
    /// conversion to `Int` can never trap, whatever the input.
    public init(enclosingMinX minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX >= minX, maxY >= minY else {
            self = .empty
            return
        }
        let x0 = PixelRect.clampedInt(minX.rounded(.down)), y0 = PixelRect.clampedInt(minY.rounded(.down))
        let x1 = PixelRect.clampedInt(maxX.rounded(.up)), y1 = PixelRect.clampedInt(maxY.rounded(.up))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The largest pixel rectangle inside the device-space box: the pixels it wholly covers;
    /// empty when any bound is not finite or no pixel is wholly inside.
    public init(insideMinX minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            self = .empty
            return
        }
        let x0 = PixelRect.clampedInt(minX.rounded(.up)), y0 = PixelRect.clampedInt(minY.rounded(.up))
        let x1 = PixelRect.clampedInt(maxX.rounded(.down)), y1 = PixelRect.clampedInt(maxY.rounded(.down))
        self = x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    static func clampedInt(_ v: Double) -> Int {
        Int(min(max(v, -1_073_741_824), 1_073_741_824))
    }
}
