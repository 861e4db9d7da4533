// Composites runs of coverage into a surface: the last stage of every drawing operation.
// The fast paths, named after when they apply (as tiny-skia and Skia name theirs):
//   - opaque solid span: opaque color, full coverage, no clip mask: `SpanKernel.fill`.
//   - solid span: one precomputed premultiplied source and one 255 − alpha factor for the
//     whole run, blended by `SpanKernel.blendSolid` (a dim over content takes this path).
//   - shaded span: a gradient or image row shaded once, then blended pixel by pixel; an
//     opaque shaded pixel at full coverage is copied (inside `Blend.sourceOver`).
// A clip mask multiplies the run's coverage per pixel with `Blend.div255`; where it is 255
// (the inside of a rounded card that clips its content) a solid run takes the unclipped paths,
// which give the same bytes since div255(c · 255) = c.

/// Blends runs of 8-bit coverage of one paint source into a surface, through a clip.
struct SpanBlitter {
    let target: UnsafeMutablePointer<UInt32>
    let targetBounds: PixelRect
    let clipMask: UnsafePointer<UInt8>?
    let clipBounds: PixelRect
    let source: PaintSource
    /// Room for one row of shaded colors, at least `targetBounds.width` pixels.
    let scratch: UnsafeMutablePointer<UInt32>

    /// Blends `count` pixels from device (`x`, `y`) at `coverage`; the run must lie inside
    /// both the target and the clip bounds.
    @inline(__always)
    func blit(_ y: Int, _ x: Int, _ count: Int, _ coverage: UInt8) {
        let dst = target + ((y - targetBounds.y) * targetBounds.width + (x - targetBounds.x))
        let c = UInt32(coverage)
        if let clipMask {
            let m = clipMask + ((y - clipBounds.y) * clipBounds.width + (x - clipBounds.x))
            switch source {
            case .solid(let color):
                var i = 0
                while i < count {
                    if m[i] == 255 {
                        var end = i + 1
                        while end < count && m[end] == 255 { end += 1 }
                        blitSolid(dst + i, end - i, color, c)
                        i = end
                    } else {
                        dst[i] = Blend.sourceOver(Blend.scale(color, by: Blend.div255(c * UInt32(m[i]))), dst[i])
                        i += 1
                    }
                }
            case .shader(let shader):
                shader.shade(y: y, x: x, count: count, into: scratch)
                for i in 0..<count {
                    dst[i] = Blend.sourceOver(Blend.scale(scratch[i], by: Blend.div255(c * UInt32(m[i]))), dst[i])
                }
            }
            return
        }
        switch source {
        case .solid(let color):
            blitSolid(dst, count, color, c)
        case .shader(let shader):
            shader.shade(y: y, x: x, count: count, into: scratch)
            for i in 0..<count {
                dst[i] = Blend.sourceOver(Blend.scale(scratch[i], by: c), dst[i])
            }
        }
    }

    /// `count` pixels of `color` at coverage `c` with no clip in the way.
    @inline(__always)
    private func blitSolid(_ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ c: UInt32) {
        let s = Blend.scale(color, by: c)
        if Blend.alpha(s) == 255 {
            SpanKernel.fill(dst, count, s)
        } else if s != 0 {
            SpanKernel.blendSolid(dst, count, s)
        }
    }
}
