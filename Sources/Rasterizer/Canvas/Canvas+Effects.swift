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
