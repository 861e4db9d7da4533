import CPixelKernels

// Gaussian blur of a coverage mask by three successive box blurs per axis, the
// approximation and box sizes of SVG's feGaussianBlur (Filter Effects Module Level 1,
// §9.9): with d = floor(σ · 3·sqrt(2π)/4 + 0.5), three boxes of size d when d is odd;
// when d is even, two boxes of size d offset half a pixel left and right and one of size
// d + 1. Within 3 % of a true Gaussian, O(1) per pixel whatever σ, and integer-only (each
// box divides its running sum with rounding), so identical on every CPU. The cost is the
// mask's area times six passes, independent of σ; σ itself is capped (Canvas.maxShadowSigma).
//
// The mask's area, though, is the shape grown by about 3σ on every side, so it grows with σ²: a
// 1,000-point shadow at scale 8 blurred 2.5 million pixels for a 16-point square. Past
// `fullResolutionSigma` the blur therefore runs at a reduced resolution, as Skia's GPU blur does
// for large sigmas (SkGpuBlurUtils): the shape's coverage averaged down by a power of two that
// brings σ within `fullResolutionSigma`, blurred there, and interpolated back up (bilinear, in
// Sources/CPixelKernels/mask_resample.c). A blur that wide is a smooth haze, which interpolation
// keeps. The bound: one shadow's blur processes at most (w / f + 2r) x (h / f + 2r) pixels, for a
// shape of w x h device pixels, f the factor and r the reach of a σ of `fullResolutionSigma`
// (181 pixels): no more than a blur of σ = 64 of the same shape, however wide the radius; what
// is brought back up is cut to the visible area, so it is at most the canvas.

/// Blurs 8-bit masks with an approximate Gaussian of a given standard deviation.
struct GaussianBlur {
    /// The standard deviation in pixels.
    let sigma: Double

    /// The three box windows (pixels left and right of the output pixel) for `sigma`;
    /// empty when the blur is too small to change anything.
    var boxes: [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// The widest σ, in pixels, blurred at full resolution: every shadow drawn before the reduced
    /// path existed (a shadowRadius up to 21 points at 3x) keeps its bytes.
    static let fullResolutionSigma = 64.0

    /// 1 up to `fullResolutionSigma`; past it, the smallest power of two that brings σ within it:
    /// the factor the mask is reduced by before it is blurred.
    var reduction: Int {
        guard sigma.isFinite, sigma > Self.fullResolutionSigma else { return 1 }
        var factor = 2
        while sigma / Double(factor) > Self.fullResolutionSigma { factor *= 2 }
        return factor
    }

    /// How far, in pixels, the blur spreads coverage beyond a shape (at a reduced resolution, the
    /// reduced blur's reach plus the pixel interpolation reads beyond it, times the factor).
    var reach: Int {
        let factor = reduction
        guard factor == 1 else { return factor * (GaussianBlur(sigma: sigma / Double(factor)).reach + 1) }
        return boxes.reduce(0) { $0 + max($1.left, $1.right) }
    }

    /// `shape` blurred, over its bounds grown by `reach` and cut to `limit`, and how many pixels the
    /// box blurs ran over (the work, which tests bound). At a reduced resolution the result is also
    /// cut to `visible` (coverage beyond `limit` or `visible` is not drawn, and at full resolution
    /// `limit` must hold what blurs into `visible`).
    func blurred(_ shape: CoverageMask, within limit: PixelRect, showing visible: PixelRect) -> (mask: CoverageMask, pixelsBlurred: Int) {
        let region = shape.bounds.outset(by: reach).intersection(limit)
        let factor = reduction
        guard factor > 1 else {
            var mask = CoverageMask(bounds: region)
            for row in 0..<shape.bounds.height {
                let dst = (shape.bounds.y + row - mask.bounds.y) * mask.bounds.width + (shape.bounds.x - mask.bounds.x)
                mask.alpha.replaceSubrange(dst..<dst + shape.bounds.width,
                                           with: shape.alpha[row * shape.bounds.width..<(row + 1) * shape.bounds.width])
            }
            apply(to: &mask)
            return (mask, mask.bounds.area)
        }
        func down(_ value: Int) -> Int { value >= 0 ? value / factor : -((-value + factor - 1) / factor) }
        func up(_ value: Int) -> Int { -down(-value) }
        let x = down(region.x), y = down(region.y)
        var reduced = CoverageMask(bounds: PixelRect(x: x, y: y, width: up(region.maxX) - x, height: up(region.maxY) - y))
        reduced.alpha.withUnsafeMutableBufferPointer { out in
            shape.alpha.withUnsafeBufferPointer { source in
                lr_mask_downsample(source.baseAddress, Int32(shape.bounds.x), Int32(shape.bounds.y), Int32(shape.bounds.width),
                                   Int32(shape.bounds.height), out.baseAddress, Int32(x), Int32(y), Int32(reduced.bounds.width),
                                   Int32(reduced.bounds.height), Int32(factor))
            }
        }
        GaussianBlur(sigma: sigma / Double(factor)).apply(to: &reduced)
        var mask = CoverageMask(bounds: region.intersection(visible))
        guard !mask.bounds.isEmpty else { return (mask, reduced.bounds.area) }
        var work = [Int32](repeating: 0, count: 2 * mask.bounds.width)
        mask.alpha.withUnsafeMutableBufferPointer { out in
            reduced.alpha.withUnsafeBufferPointer { source in
                lr_mask_upsample(source.baseAddress, Int32(x), Int32(y), Int32(reduced.bounds.width), Int32(reduced.bounds.height),
                                 Int32(factor), out.baseAddress, Int32(mask.bounds.x), Int32(mask.bounds.y),
                                 Int32(mask.bounds.width), Int32(mask.bounds.height), &work)
            }
        }
        return (mask, reduced.bounds.area)
    }

    /// `mask` blurred in place (its bounds stay the same; coverage beyond them is lost, so
    /// grow the bounds by `reach` first). The loops are C's (`lr_box_blur` in Sources/CPixelKernels):
    /// the same integer arithmetic, so the same bytes, at a tenth of unoptimized Swift's cost in
    /// a debug build; rows that are all zero are skipped, rows and columns equal to the one
    /// before take its result, and columns are blurred a row at a time, 16 lanes a statement.
    func apply(to mask: inout CoverageMask) {
        let boxes = self.boxes.map { lr_box(left: Int32($0.left), right: Int32($0.right)) }
        guard !boxes.isEmpty, !mask.bounds.isEmpty else { return }
        let w = Int32(mask.bounds.width), h = Int32(mask.bounds.height)
        let words = Int(lr_box_blur_work_size(w, h))
        var work = [UInt32](unsafeUninitializedCapacity: words) { _, count in count = words }
        work.withUnsafeMutableBufferPointer { work in
            mask.alpha.withUnsafeMutableBufferPointer { alpha in
                lr_box_blur(alpha.baseAddress, w, h, boxes, Int32(boxes.count), work.baseAddress)
            }
        }
    }
}
