/// pixelmatch's anti-aliasing test, after V. Vysniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector" (2009). The neighbour order (columns outer, rows inner) and the strict
/// comparisons follow pixelmatch exactly: they decide which neighbour is "the darkest" on ties.
enum AntiAliasingDetector {
    /// True when the pixel (x, y) of `image` is likely anti-aliasing: among its 8 neighbours
    /// it has at most two of the same color, at least one darker and one brighter, and the
    /// darkest or the brightest neighbour has 3+ equal neighbours in both `image` and `other`.
    static func isAntiAliased(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int,
                              other: UnsafePointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = image + (y1 * width + x1) * 4
        // A pixel on the image's edge starts with one "equal" neighbour, as in pixelmatch.
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = YIQColorDelta.brightnessDelta(center, image + (y * width + x) * 4)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta
                    minX = x
                    minY = y
                } else if delta > maxDelta {
                    maxDelta = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, x: minX, y: minY, width: width, height: height)
                && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(image, x: maxX, y: maxY, width: width, height: height)
                && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// True when the pixel (x, y) has 3 or more neighbours of exactly its RGBA value
    /// (an image edge counts as one).
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = UnsafeRawPointer(image + (y1 * width + x1) * 4).loadUnaligned(as: UInt32.self)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if UnsafeRawPointer(image + (y * width + x) * 4).loadUnaligned(as: UInt32.self) == center {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }
}
