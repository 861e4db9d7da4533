import LayoutEngine

/// An axis-aligned rectangle of whole device pixels: the bounds of a surface, a mask, a clip,
/// or of the pixels an image comparison found changed.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle of pixels; negative sizes are treated as empty.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    public static let empty = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public var description: String { "\(width)x\(height) at (\(x), \(y))" }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { width * height }

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

    static func clampedInt(_ v: Double) -> Int {
        Int(min(max(v, -1_073_741_824), 1_073_741_824))
    }
}
