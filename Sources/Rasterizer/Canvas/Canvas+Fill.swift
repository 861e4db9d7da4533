import CPixelKernels
import LayoutEngine

// Filling: paths through the exact-area accumulator, axis-aligned rectangles through a
// closed-form fast path (the area of a pixel inside an axis-aligned rectangle is the product
// of its horizontal and vertical overlaps, which is what the accumulator computes too),
// and precomputed coverage masks (glyphs, shadows).

extension Canvas {
    /// Fills `path` (user space) with `paint` under the fill rule. Paths with a non-finite
    /// coordinate draw nothing.
    public mutating func fill(_ path: Path, paint: Paint, fillRule: FillRule = .nonZero) {
        guard let source = PaintSource(paint, transform: transform) else { return }
        fill(devicePolylines(of: path), fillRule: fillRule, source: source)
    }

    /// Fills `rect` (user space) with `paint`; under a transform without rotation or shear
    /// this is the rectangle fast path.
    public mutating func fill(_ rect: Rect, paint: Paint) {
        guard let source = PaintSource(paint, transform: transform) else { return }
        fill(rect, source: source)
    }

    mutating func fill(_ rect: Rect, source: PaintSource) {
        guard isAxisAligned else {
            fill(devicePolylines(of: Path(rect: rect)), fillRule: .nonZero, source: source)
            return
        }
        let p0 = transform.apply(rect.origin), p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let x0 = min(p0.x, p1.x), x1 = max(p0.x, p1.x), y0 = min(p0.y, p1.y), y1 = max(p0.y, p1.y)
        let area = PixelRect(enclosingMinX: x0, minY: y0, maxX: x1, maxY: y1).intersection(drawLimit)
        guard !area.isEmpty else { return }
        // Whole-surface solid fill: every pixel of the surface at full coverage (a background,
        // a modal's dim) may leave it one color, which the surface then keeps as one value.
        let top = surfaces.count - 1
        if case .solid(let color) = source, clip.mask == nil, area == surfaces[top].bounds,
           x0 <= Double(area.x), y0 <= Double(area.y), x1 >= Double(area.maxX), y1 >= Double(area.maxY),
           surfaces[top].coverWhole(with: color) {
            return
        }
        withBlitter(source) { blitter in
            Canvas.rectangleRuns(x0: x0, y0: y0, x1: x1, y1: y1, within: area, blitter.blit)
        }
    }

    /// `path` (user space) mapped to the device and flattened, curves outside what can be
    /// drawn replaced by chords.
    func devicePolylines(of path: Path) -> [Polyline] {
        PathFlattener.polylines(of: path.applying(transform), cullBox: Canvas.box(drawLimit))
    }

    /// Fills closed device-space polylines with a paint source.
    mutating func fill(_ lines: [Polyline], fillRule: FillRule, source: PaintSource) {
        guard let box = boundingBox(of: lines) else { return }
        let area = PixelRect(enclosingMinX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
            .intersection(drawLimit)
        guard !area.isEmpty else { return }
        // Take the accumulator out of `self` while the blitter holds the surface.
        var accumulator = self.accumulator
        self.accumulator = CoverageAccumulator()
        withBlitter(source) { blitter in
            accumulator.cover(lines, over: area, fillRule, blitter.blit)
        }
        self.accumulator = accumulator
    }

    /// Fills the coverage of `mask` (device pixels) with `paint`.
    public mutating func fill(_ mask: CoverageMask, paint: Paint) {
        guard let source = PaintSource(paint, transform: transform) else { return }
        fill(mask, source: source)
    }

    /// `except`: pixels left as they are (a solid source only; see `drawShadow`'s `hidden`).
    mutating func fill(_ mask: CoverageMask, source: PaintSource, except: PixelRect = .empty) {
        let area = mask.bounds.intersection(drawLimit)
        guard !area.isEmpty else { return }
        if case .solid(let color) = source {
            let skipped = area.intersection(except)
            guard !skipped.isEmpty else { return blendSolid(color, through: mask, in: area) }
            // The bands above and below the skipped pixels, and the strips beside them.
            for part in [PixelRect(x: area.x, y: area.y, width: area.width, height: skipped.y - area.y),
                         PixelRect(x: area.x, y: skipped.y, width: skipped.x - area.x, height: skipped.height),
                         PixelRect(x: skipped.maxX, y: skipped.y, width: area.maxX - skipped.maxX, height: skipped.height),
                         PixelRect(x: area.x, y: skipped.maxY, width: area.width, height: area.maxY - skipped.maxY)]
            where !part.isEmpty {
                blendSolid(color, through: mask, in: part)
            }
            return
        }
        fillByRuns(mask, source: source, in: area)
    }

    /// `mask`'s runs of equal coverage through the blitter, for any source: the path of shaded
    /// masks, and the specification of the solid fast path's bytes (a test compares the two).
    mutating func fillByRuns(_ mask: CoverageMask, source: PaintSource, in area: PixelRect) {
        withBlitter(source) { blitter in
            mask.forEachRun(in: area, blitter.blit)
        }
    }

    /// The solid-color mask fast path: `color` (packed premultiplied) through `mask` and the clip
    /// over `area` (inside the mask, the surface and the clip), by `lr_blend_solid_mask`, the
    /// blitter's arithmetic in C (a shadow's whole mask, every glyph of a text).
    private mutating func blendSolid(_ color: UInt32, through mask: CoverageMask, in area: PixelRect) {
        let top = surfaces.count - 1
        let targetBounds = surfaces[top].bounds
        let clip = self.clip
        surfaces[top].withPackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
            guard let target = pixels.baseAddress else { return }
            let first = target + ((area.y - targetBounds.y) * targetBounds.width + (area.x - targetBounds.x))
            mask.alpha.withUnsafeBufferPointer { alpha in
                guard let coverage = alpha.baseAddress else { return }
                let maskFirst = coverage + ((area.y - mask.bounds.y) * mask.bounds.width + (area.x - mask.bounds.x))
                func blend(_ clipFirst: UnsafePointer<UInt8>?) {
                    lr_blend_solid_mask(first, Int64(targetBounds.width), maskFirst, Int64(mask.bounds.width),
                                        clipFirst, Int64(clip.bounds.width), Int32(area.width), Int32(area.height), color)
                }
                if let clipMask = clip.mask {
                    clipMask.alpha.withUnsafeBufferPointer { clipAlpha in
                        blend(clipAlpha.baseAddress.map { $0 + ((area.y - clip.bounds.y) * clip.bounds.width + (area.x - clip.bounds.x)) })
                    }
                } else {
                    blend(nil)
                }
            }
        }
    }

    /// Runs `body` with a blitter of `source` into the top surface through the clip.
    mutating func withBlitter(_ source: PaintSource, _ body: (SpanBlitter) -> Void) {
        let top = surfaces.count - 1
        let targetBounds = surfaces[top].bounds
        let clip = self.clip
        var scratch = [UInt32](repeating: 0, count: { if case .shader = source { return targetBounds.width }; return 0 }())
        scratch.withUnsafeMutableBufferPointer { row in
            surfaces[top].withPackedPixels { (pixels: UnsafeMutableBufferPointer<UInt32>) in
                guard let target = pixels.baseAddress else { return }
                func run(_ mask: UnsafePointer<UInt8>?) {
                    body(SpanBlitter(target: target, targetBounds: targetBounds, clipMask: mask,
                                     clipBounds: clip.bounds, source: source,
                                     scratch: row.baseAddress ?? target))
                }
                if let mask = clip.mask {
                    mask.alpha.withUnsafeBufferPointer { run($0.baseAddress) }
                } else {
                    run(nil)
                }
            }
        }
    }

    /// Coverage runs of the device rectangle `x0...x1` × `y0...y1` inside `area`: each pixel
    /// gets (horizontal overlap) × (vertical overlap), rounded to 8 bits.
    static func rectangleRuns(x0: Double, y0: Double, x1: Double, y1: Double, within area: PixelRect,
                              _ emit: (Int, Int, Int, UInt8) -> Void) {
        @inline(__always) func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
            max(0, min(Double(i + 1), hi) - max(Double(i), lo))
        }
        @inline(__always) func partialColumn(_ x: Int, _ y: Int, _ oy: Double) {
            let a = UInt8(overlap(x, x0, x1) * oy * 255 + 0.5)
            if a > 0 { emit(y, x, 1, a) }
        }
        // Columns split once for all rows: partial ones left of ceil(x0), the full interior up
        // to floor(x1), partial ones after; the interior is one run per row.
        let leftEnd = min(max(PixelRect.clampedInt(x0.rounded(.up)), area.x), area.maxX)
        let rightStart = max(min(PixelRect.clampedInt(x1.rounded(.down)), area.maxX), leftEnd)
        for y in area.y..<area.maxY {
            let oy = min(overlap(y, y0, y1), 1)
            let full = UInt8(oy * 255 + 0.5)
            if full == 0 { continue }
            for x in area.x..<leftEnd { partialColumn(x, y, oy) }
            if rightStart > leftEnd { emit(y, leftEnd, rightStart - leftEnd, full) }
            for x in rightStart..<area.maxX { partialColumn(x, y, oy) }
        }
    }
}
