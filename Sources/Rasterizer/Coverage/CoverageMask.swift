import LayoutEngine

/// 8-bit coverage over a rectangle of device pixels: a clip, a glyph, a shadow's shape.
public struct CoverageMask: Sendable, Hashable {
    /// Where the mask lies on the device; coverage outside it is zero.
    public var bounds: PixelRect
    /// `bounds.width * bounds.height` coverage values, rows top to bottom.
    public var alpha: [UInt8]

    /// A mask of zero coverage over `bounds`.
    public init(bounds: PixelRect) {
        self.bounds = bounds
        self.alpha = [UInt8](repeating: 0, count: bounds.area)
    }

    /// A mask of `value` everywhere in `bounds`.
    public init(bounds: PixelRect, filledWith value: UInt8) {
        self.bounds = bounds
        self.alpha = [UInt8](repeating: value, count: bounds.area)
    }

    /// The exact-area coverage of `polylines` (device coordinates, each closed) under
    /// `fillRule`, over their bounding box cut down to `limit`.
    public init(polylines: [Polyline], fillRule: FillRule, within limit: PixelRect) {
        var accumulator = CoverageAccumulator()
        self.init(polylines: polylines, fillRule: fillRule, within: limit, using: &accumulator)
    }

    /// The same, accumulated in `accumulator` (a canvas's, whose buffers a fill has already
    /// grown and a sweep left zeroed).
    init(polylines: [Polyline], fillRule: FillRule, within limit: PixelRect, using accumulator: inout CoverageAccumulator) {
        let area = boundingBox(of: polylines).map {
            PixelRect(enclosingMinX: $0.minX, minY: $0.minY, maxX: $0.maxX, maxY: $0.maxY)
        }?.intersection(limit) ?? .empty
        self.init(bounds: area)
        guard !area.isEmpty else { return }
        let width = area.width
        alpha.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            accumulator.cover(polylines, over: area, fillRule) { y, x, count, value in
                SpanKernel.fill(base + ((y - area.y) * width + (x - area.x)), count, value)
            }
        }
    }

    /// Coverage at device pixel (`x`, `y`); zero outside the bounds.
    public func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
        return alpha[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// The mask restricted to its overlap with `rect`.
    func cropped(to rect: PixelRect) -> CoverageMask {
        let r = rect.intersection(bounds)
        if r == bounds { return self }
        var out = CoverageMask(bounds: r)
        for row in 0..<r.height {
            let src = (r.y + row - bounds.y) * bounds.width + (r.x - bounds.x)
            out.alpha.replaceSubrange(row * r.width..<(row + 1) * r.width, with: alpha[src..<src + r.width])
        }
        return out
    }

    /// Coverage of both masks: the product, rounded by `Blend.div255`, over the common bounds.
    func intersection(_ other: CoverageMask) -> CoverageMask {
        var out = cropped(to: other.bounds)
        let r = out.bounds
        for row in 0..<r.height {
            let o = (r.y + row - other.bounds.y) * other.bounds.width + (r.x - other.bounds.x)
            for col in 0..<r.width {
                let i = row * r.width + col
                out.alpha[i] = UInt8(Blend.div255(UInt32(out.alpha[i]) * UInt32(other.alpha[o + col])))
            }
        }
        return out
    }

    /// Calls `emit(y, x, count, alpha)` for each run of equal non-zero coverage inside `area`.
    func forEachRun(in area: PixelRect, _ emit: (Int, Int, Int, UInt8) -> Void) {
        let r = area.intersection(bounds)
        let maxX = r.maxX
        alpha.withUnsafeBufferPointer { a in
            for y in r.y..<r.maxY {
                let rowStart = (y - bounds.y) * bounds.width - bounds.x
                var x = r.x
                while x < maxX {
                    let value = a[rowStart + x]
                    var end = x + 1
                    while end < maxX && a[rowStart + end] == value { end += 1 }
                    if value > 0 { emit(y, x, end - x, value) }
                    x = end
                }
            }
        }
    }
}
