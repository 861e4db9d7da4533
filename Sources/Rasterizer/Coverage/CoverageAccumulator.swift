import LayoutEngine

// Exact-area coverage by accumulation, the approach of FreeType's "gray" rasterizer
// (src/smooth/ftgrays.c: per-cell signed area and cover), font-rs (R. Levien, 2016,
// "Inside the fastest font renderer in the world": one accumulation value per cell, then a
// prefix sum per row) and Blend2D (a bit per touched cell so the sweep skips empty runs).
//
// Every line segment adds, to the cells of each scanline it crosses, the signed area it
// encloses to its right within that scanline; the running sum along a row is then the
// signed winding-weighted area of each pixel, exactly, with no supersampling. Between two
// touched cells the sum is constant, which is what makes long interior spans cheap: the
// sweep visits only touched cells and hands constant runs to the blitter in one call.
//
// Coordinates are clamped to the accumulator's bounds after splitting segments at its left
// and right edges: a segment left of the bounds becomes a vertical segment on the left
// edge, which contributes the same cover to every pixel inside; right of the bounds it
// cannot affect any pixel inside.

/// How overlapping subpaths decide what is inside.
public enum FillRule: String, Sendable, Hashable, Codable {
    /// Inside where the winding number is not zero (CoreGraphics' default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// Accumulates exact signed-area coverage of line segments over a pixel rectangle, then
/// sweeps it into runs of 8-bit coverage. Reusable: a sweep leaves the buffers zeroed.
struct CoverageAccumulator {
    private(set) var bounds = PixelRect.empty
    /// The rows of `bounds` (0 at its top) whose cells are held now: a tall path is covered a
    /// band of rows at a time, so the buffers stay a few hundred kilobytes (in cache, and a
    /// one-picture process does not fault in megabytes of them). Every row's arithmetic is the
    /// same whichever band holds it: coordinates stay relative to `bounds`, and a segment's x
    /// at a band's first row is the formula the row above would have ended with.
    private var band = 0..<0
    private var cells: [Float] = []
    private var touched: [UInt64] = []
    private var stride = 0
    private var wordsPerRow = 0

    /// At most about this many cells are held at once (256 KiB of them).
    static let bandCells = 1 << 16

    /// The exact-area coverage of closed `polylines` (device coordinates) over `area` under
    /// `fillRule`, reported as `sweep` reports it: runs `(y, x, count, alpha)` left to right,
    /// top to bottom. Leaves the buffers zeroed. `bandCells` is for tests: the runs are the same
    /// for any value.
    mutating func cover(_ polylines: [Polyline], over area: PixelRect, _ fillRule: FillRule,
                        bandCells: Int = CoverageAccumulator.bandCells, _ emit: (Int, Int, Int, UInt8) -> Void) {
        bounds = area
        stride = area.width + 2
        wordsPerRow = (stride + 63) / 64
        let rowsPerBand = max(1, bandCells / stride)
        var top = 0
        while top < area.height {
            band = top..<min(top + rowsPerBand, area.height)
            let cellCount = stride * band.count, wordCount = wordsPerRow * band.count
            if cells.count < cellCount { cells = [Float](repeating: 0, count: cellCount) }
            if touched.count < wordCount { touched = [UInt64](repeating: 0, count: wordCount) }
            add(polylines)
            sweep(fillRule, emit)
            top = band.upperBound
        }
    }

    /// Adds every polyline as a closed contour, in device coordinates.
    private mutating func add(_ polylines: [Polyline]) {
        for line in polylines where line.points.count > 1 {
            var previous = line.points[line.points.count - 1]
            for p in line.points {
                addLine(from: previous, to: p)
                previous = p
            }
        }
    }

    /// Adds one directed segment in device coordinates.
    private mutating func addLine(from a: Point, to b: Point) {
        let ox = Double(bounds.x), oy = Double(bounds.y)
        addLocal(a.x - ox, a.y - oy, b.x - ox, b.y - oy)
    }

    private mutating func addLocal(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        // Nothing of a segment wholly above or below the band reaches its rows.
        guard ay != by, max(ay, by) > Double(band.lowerBound), min(ay, by) < Double(band.upperBound) else { return }
        let w = Double(bounds.width)
        // Split where the segment crosses the left or right edge, so clamping is exact.
        if let edge = crossedEdge(ax, bx, w) {
            let t = (edge - ax) / (bx - ax)
            let my = ay + t * (by - ay)
            addLocal(ax, ay, edge, my)
            addLocal(edge, my, bx, by)
            return
        }
        accumulate(min(max(ax, 0), w), ay, min(max(bx, 0), w), by)
    }

    /// The left (0) or right (`w`) edge the open segment `ax...bx` crosses, if any.
    @inline(__always)
    private func crossedEdge(_ ax: Double, _ bx: Double, _ w: Double) -> Double? {
        if (ax < 0) != (bx < 0) && ax != 0 && bx != 0 { return 0 }
        if (ax < w) != (bx < w) && ax != w && bx != w { return w }
        return nil
    }

    /// Adds a segment lying within `0...width` horizontally (any vertical extent).
    private mutating func accumulate(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        let dir: Double = y0 < y1 ? 1 : -1
        let (top, bottom) = y0 < y1 ? ((x0, y0), (x1, y1)) : ((x1, y1), (x0, y0))
        let w = Double(bounds.width)
        let yStart = max(top.1, Double(band.lowerBound)), yEnd = min(bottom.1, Double(band.upperBound))
        guard yStart < yEnd else { return }
        let dxdy = (bottom.0 - top.0) / (bottom.1 - top.1)
        var row = Int(yStart)
        var yTop = yStart
        var x = min(max(top.0 + (yStart - top.1) * dxdy, 0), w)
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeMutableBufferPointer { bits in
                let cell = cellBuffer.baseAddress!
                let bit = bits.baseAddress!
                while yTop < yEnd {
                    let yBottom = min(Double(row + 1), yEnd)
                    let xNext = yBottom == bottom.1 ? bottom.0 : min(max(top.0 + (yBottom - top.1) * dxdy, 0), w)
                    let d = (yBottom - yTop) * dir
                    let base = (row - band.lowerBound) * stride
                    let (l, r) = x < xNext ? (x, xNext) : (xNext, x)
                    let lFloor = l.rounded(.down), rCeil = r.rounded(.up)
                    let li = Int(lFloor), ri = Int(rCeil)
                    let last: Int
                    if ri <= li + 1 {
                        // Within one cell: the trapezoid's area right of the segment's midpoint.
                        let xm = 0.5 * (x + xNext) - lFloor
                        cell[base + li] += Float(d * (1 - xm))
                        cell[base + li + 1] += Float(d * xm)
                        last = li + 1
                    } else {
                        // Across cells: a triangle in the first and last cell, equal slices between.
                        let s = 1 / (r - l)
                        let lFrac = l - lFloor
                        let a0 = 0.5 * s * (1 - lFrac) * (1 - lFrac)
                        let rFrac = r - rCeil + 1
                        let am = 0.5 * s * rFrac * rFrac
                        cell[base + li] += Float(d * a0)
                        if ri == li + 2 {
                            cell[base + li + 1] += Float(d * (1 - a0 - am))
                        } else {
                            let a1 = s * (1.5 - lFrac)
                            cell[base + li + 1] += Float(d * (a1 - a0))
                            let slice = Float(d * s)
                            var xi = li + 2
                            while xi < ri - 1 {
                                cell[base + xi] += slice
                                xi += 1
                            }
                            let a2 = a1 + Double(ri - li - 3) * s
                            cell[base + ri - 1] += Float(d * (1 - a2 - am))
                        }
                        cell[base + ri] += Float(d * am)
                        last = ri
                    }
                    let wordBase = (row - band.lowerBound) * wordsPerRow
                    var i = li
                    while i <= last {
                        let word = i >> 6
                        let firstBit = i & 63
                        let span = min(last - i + 1, 64 - firstBit)
                        let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(firstBit)
                        bit[wordBase + word] |= mask
                        i += span
                    }
                    x = xNext
                    yTop = yBottom
                    row += 1
                }
            }
        }
    }

    /// Converts the accumulated area to 8-bit coverage and reports it as runs
    /// `(y, x, count, alpha)` in device coordinates, left to right, top to bottom, skipping
    /// zero coverage; adjacent equal values are merged into one run. Zeroes the buffers.
    private mutating func sweep(_ fillRule: FillRule, _ emit: (Int, Int, Int, UInt8) -> Void) {
        let width = bounds.width, height = band.count
        let ox = bounds.x, oy = bounds.y + band.lowerBound
        let stride = self.stride, wordsPerRow = self.wordsPerRow
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeMutableBufferPointer { bits in
                let cell = cellBuffer.baseAddress!
                let bit = bits.baseAddress!
                for row in 0..<height {
                    var run = Run(y: oy + row, ox: ox)
                    var sum: Float = 0
                    var next = 0
                    let base = row * stride, wordBase = row * wordsPerRow
                    for wi in 0..<wordsPerRow {
                        var word = bit[wordBase + wi]
                        if word == 0 { continue }
                        bit[wordBase + wi] = 0
                        while word != 0 {
                            let xi = wi << 6 + word.trailingZeroBitCount
                            word &= word - 1
                            let value = cell[base + xi]
                            cell[base + xi] = 0
                            if xi >= width { continue }
                            if xi > next { run.push(next, xi - next, CoverageAccumulator.alpha(sum, fillRule), emit) }
                            sum += value
                            run.push(xi, 1, CoverageAccumulator.alpha(sum, fillRule), emit)
                            next = xi + 1
                        }
                    }
                    if next < width { run.push(next, width - next, CoverageAccumulator.alpha(sum, fillRule), emit) }
                    run.finish(emit)
                }
            }
        }
    }

    /// The run of equal coverage a sweep is extending along one row. A struct passed in place
    /// rather than variables a local function captures: captured variables are checked for
    /// exclusive access at run time in a debug build, four checks a cell, a tenth of a debug
    /// snapshot's drawing.
    private struct Run {
        let y: Int, ox: Int
        var x = 0, count = 0
        var alpha: UInt8 = 0

        init(y: Int, ox: Int) {
            self.y = y
            self.ox = ox
        }

        /// Extends the run with `count` cells of `alpha` from `x`, or reports it and starts another.
        @inline(__always)
        mutating func push(_ x: Int, _ count: Int, _ alpha: UInt8, _ emit: (Int, Int, Int, UInt8) -> Void) {
            if alpha == self.alpha && x == self.x + self.count {
                self.count += count
                return
            }
            finish(emit)
            self.x = x
            self.count = count
            self.alpha = alpha
        }

        /// Reports the run unless it is empty or uncovered.
        @inline(__always)
        func finish(_ emit: (Int, Int, Int, UInt8) -> Void) {
            if count > 0 && alpha > 0 { emit(y, ox + x, count, alpha) }
        }
    }

    /// Accumulated signed area to 8-bit coverage, rounded to nearest.
    @inline(__always)
    static func alpha(_ area: Float, _ fillRule: FillRule) -> UInt8 {
        var a = abs(area)
        // A pattern, not `==`: an enum with a String raw value compares through its raw values
        // in a debug build.
        if case .evenOdd = fillRule {
            a -= 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return UInt8(a * 255 + 0.5)
    }
}
