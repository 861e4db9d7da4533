import CPixelKernels
import LayoutEngine

// Drop shadows (images: Image/Canvas+Image.swift).
//
// Shadow blur follows CALayer.shadowRadius as the design tools translate it: Sketch and
// Figma show a CALayer shadowRadius r as a blur of 2r, and CSS (css-backgrounds-3 §7.2)
// defines a blur B as a Gaussian of standard deviation B / 2, so σ = shadowRadius (in
// points, times the transform's scale on the device).

extension Canvas {
    /// The widest shadow blur, as a standard deviation in device pixels. A wider blur is a
    /// faint, nearly uniform haze; the cap bounds the mask a shadow needs (its reach is about
    /// 3σ on each side) whatever radius a scene asks for.
    public static let maxShadowSigma = 256.0

    /// Draws the shadow `path` (user space) casts: its shape moved by `offset` (user space),
    /// blurred by `blurRadius` (CALayer.shadowRadius, points), filled with `color`. The
    /// shape itself is not drawn. Spread is applied by the caller growing the shape.
    /// `cache` keeps the blurred mask for the next shadow of the same shape, place and blur.
    /// `hidden`: device pixels the caller is about to paint over with an opaque color at full
    /// coverage (the node's own fill, `opaqueInterior(of:)`), where the shadow is not blended:
    /// what is there after that fill is the same without it.
    public mutating func drawShadow(of path: Path, offset: Point, blurRadius: Double, color: Color,
                                    cache: ShadowMaskCache? = nil, hidden: PixelRect = .empty) {
        guard color.alpha > 0, offset.x.isFinite, offset.y.isFinite else { return }
        let t = transform
        let deviceScale = abs(t.determinant).squareRoot()
        let sigma = blurRadius.isFinite ? max(0, blurRadius) * deviceScale : 0
        let blur = GaussianBlur(sigma: min(sigma, Canvas.maxShadowSigma))
        let reach = blur.reach
        // Coverage farther than `reach` outside what is visible cannot blur into view.
        let limit = drawLimit.outset(by: reach)
        let moved = path.applying(AffineTransform(translationX: offset.x, y: offset.y).concatenating(t))
        let lines = PathFlattener.polylines(of: moved, cullBox: Canvas.box(limit))
        let visible = drawLimit
        func blurred() -> (mask: CoverageMask, pixelsBlurred: Int) {
            let shape = CoverageMask(polylines: lines, fillRule: .nonZero, within: limit)
            guard !shape.bounds.isEmpty else { return (shape, 0) }
            return blur.blurred(shape, within: limit, showing: visible)
        }
        let mask = cache?.mask(for: ShadowMaskCache.Key(lines: lines, limit: limit, sigma: blur.sigma.bitPattern), make: blurred)
            ?? blurred().mask
        guard !mask.bounds.isEmpty else { return }
        fill(mask, source: .solid(Blend.premultiplied(color)), except: hidden)
    }

    /// The device pixels that an opaque fill of `rect` (user space) inset by `inset` on every
    /// side covers wholly, under the current transform and clip, for `drawShadow`'s `hidden`:
    /// empty unless the transform has no rotation or shear and the clip is a plain rectangle
    /// (a clip mask's partly covered pixels would let what is under the fill show).
    public func opaqueInterior(of rect: Rect, inset: Double) -> PixelRect {
        guard isAxisAligned, clip.mask == nil, inset.isFinite, inset >= 0 else { return .empty }
        let inner = Rect(x: rect.minX + inset, y: rect.minY + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
        guard inner.width > 0, inner.height > 0 else { return .empty }
        let p0 = transform.apply(inner.origin), p1 = transform.apply(Point(x: inner.maxX, y: inner.maxY))
        return PixelRect(insideMinX: min(p0.x, p1.x), minY: min(p0.y, p1.y), maxX: max(p0.x, p1.x), maxY: max(p0.y, p1.y))
    }
}

// What is behind a node, blurred (UIVisualEffectView's materials; CSS's `backdrop-filter: blur()`).

extension Canvas {
    /// The widest backdrop blur, as a standard deviation in device pixels: the blur runs at full
    /// resolution over the shape grown by its reach (about 3σ a side), four planes of it.
    public static let maxBackdropSigma = GaussianBlur.fullResolutionSigma

    /// Blurs what is already drawn inside `path` (user space) with a Gaussian of standard deviation
    /// `radius` points (times the transform's scale; at most `maxBackdropSigma` device pixels), as
    /// a material blurs what is behind it. The blur reads the drawing around the shape too, the
    /// canvas's edge extended past it, and writes only inside the shape and the clip, anti-aliased.
    /// What is behind is what this surface holds: inside a group layer (`saveLayer`), only what the
    /// layer has drawn. Returns the number of pixels blurred (four planes over the shape's bounds
    /// grown by the blur's reach), 0 when there was nothing to blur.
    @discardableResult
    public mutating func blurBackdrop(in path: Path, radius: Double) -> Int {
        guard radius.isFinite, radius > 0 else { return 0 }
        let sigma = min(radius * abs(transform.determinant).squareRoot(), Canvas.maxBackdropSigma)
        let blur = GaussianBlur(sigma: sigma)
        guard !blur.boxes.isEmpty else { return 0 }
        let top = surfaces.count - 1
        // A surface of one color is the same blurred.
        guard surfaces[top].uniformColor == nil else { return 0 }
        let lines = PathFlattener.polylines(of: path.applying(transform), cullBox: Canvas.box(drawLimit))
        let shape = CoverageMask(polylines: lines, fillRule: .nonZero, within: drawLimit, using: &accumulator)
        let area = shape.bounds.intersection(drawLimit)
        guard !area.isEmpty else { return 0 }
        let region = area.outset(by: blur.reach)
        let surfaceBounds = surfaces[top].bounds
        var planes = (0..<4).map { _ in CoverageMask(bounds: region) }
        surfaces[top].withPackedPixels { pixels in
            for channel in 0..<4 {
                planes[channel].alpha.withUnsafeMutableBufferPointer { plane in
                    lr_backdrop_extract(pixels.baseAddress, Int32(surfaceBounds.x), Int32(surfaceBounds.y),
                                        Int32(surfaceBounds.width), Int32(surfaceBounds.height), plane.baseAddress,
                                        Int32(region.x), Int32(region.y), Int32(region.width), Int32(region.height),
                                        Int32(channel))
                }
            }
        }
        for channel in 0..<4 { blur.apply(to: &planes[channel]) }
        let clipMask = clip.mask
        surfaces[top].withPackedPixels { pixels in
            let target = pixels.baseAddress! + (area.y - surfaceBounds.y) * surfaceBounds.width + (area.x - surfaceBounds.x)
            let planeOffset = (area.y - region.y) * region.width + (area.x - region.x)
            let coverageOffset = (area.y - shape.bounds.y) * shape.bounds.width + (area.x - shape.bounds.x)
            planes[0].alpha.withUnsafeBufferPointer { r in
                planes[1].alpha.withUnsafeBufferPointer { g in
                    planes[2].alpha.withUnsafeBufferPointer { b in
                        planes[3].alpha.withUnsafeBufferPointer { a in
                            shape.alpha.withUnsafeBufferPointer { coverage in
                                func put(_ clipPointer: UnsafePointer<UInt8>?, _ clipStride: Int) {
                                    lr_backdrop_put(target, Int64(surfaceBounds.width), r.baseAddress! + planeOffset,
                                                    g.baseAddress! + planeOffset, b.baseAddress! + planeOffset,
                                                    a.baseAddress! + planeOffset, Int64(region.width),
                                                    coverage.baseAddress! + coverageOffset, Int64(shape.bounds.width),
                                                    clipPointer, Int64(clipStride), Int32(area.width), Int32(area.height))
                                }
                                if let clipMask {
                                    clipMask.alpha.withUnsafeBufferPointer { clipAlpha in
                                        let offset = (area.y - clipMask.bounds.y) * clipMask.bounds.width + (area.x - clipMask.bounds.x)
                                        put(clipAlpha.baseAddress! + offset, clipMask.bounds.width)
                                    }
                                } else {
                                    put(nil, 0)
                                }
                            }
                        }
                    }
                }
            }
        }
        return 4 * region.area
    }
}
