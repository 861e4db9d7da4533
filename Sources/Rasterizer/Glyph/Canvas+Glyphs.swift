import LayoutEngine

// Glyph drawing: an outline in font units (y up) is scaled by fontSize / unitsPerEm, flipped
// to y down and placed at its baseline origin. Under a transform of scale and translation
// only, each glyph's coverage is rasterized at its device pixel size with the origin's
// fractional part quantized to 1/4 pixel, kept in a `GlyphMaskCache` when one is given,
// and blitted at the integer part. Under rotation or shear (the wobble animation) the
// transformed outline is filled directly, as are glyphs larger than 256 pixels per em.
// Both use the exact-area coverage of every fill. Color glyphs (emoji) are drawn from their
// bitmaps in their own colors (Canvas+ColorGlyphs); a COLR version 1 glyph's paint graph is
// drawn by Canvas+ColorPaints, and kept like a mask; the layers of a COLR version 0 glyph are drawn as outlines,
// bottom first, each in its palette color.

extension Canvas {
    /// Draws the glyphs of `run` with their positions relative to `origin` (user space),
    /// filled with `color`. Runs with a non-finite or non-positive size draw nothing.
    public mutating func drawGlyphs(_ run: GlyphRun, at origin: Point, color: Color, cache: GlyphMaskCache? = nil) {
        let font = run.font
        let unitsPerEm = font.unitsPerEm
        guard run.fontSize.isFinite, run.fontSize > 0, unitsPerEm.isFinite, unitsPerEm > 0, color.alpha > 0 else { return }
        let s = run.fontSize / unitsPerEm
        let source = PaintSource.solid(Blend.premultiplied(color))
        let t = transform
        // Large glyphs are drawn as paths (as Skia does past 256 px): a mask would cost more
        // than it saves, and the path fill is clipped to what is visible.
        let pixelSize = run.fontSize * max(abs(t.a), abs(t.d))
        let gridAligned = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 && pixelSize <= Canvas.maxCachedGlyphSize
        func drawOutline(_ glyph: UInt32, at p: Point, source: PaintSource) {
            guard gridAligned else {
                let placed = AffineTransform(scaleX: s, y: -s).concatenating(AffineTransform(translationX: p.x, y: p.y))
                fill(devicePolylines(of: font.glyphOutline(glyph).applying(placed)), fillRule: .nonZero, source: source)
                return
            }
            let device = t.apply(p)
            guard abs(device.x) < 1e9, abs(device.y) < 1e9 else { return }
            let (ix, qx) = Canvas.quarterPixel(device.x), (iy, qy) = Canvas.quarterPixel(device.y)
            let key = GlyphMaskCache.Key(face: font.cacheKey, pixelSizeX: (s * t.a).bitPattern,
                                         pixelSizeY: (s * t.d).bitPattern, glyph: glyph, quarterX: qx, quarterY: qy)
            let make = { Canvas.glyphMask(font: font, key: key, scaleX: s * t.a, scaleY: s * t.d) }
            var mask = cache?.mask(for: key, make: make) ?? make()
            mask.bounds.x += ix
            mask.bounds.y += iy
            fill(mask, source: source)
        }
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let p = Point(x: origin.x + position.x, y: origin.y + position.y)
            guard p.x.isFinite, p.y.isFinite else { continue }
            if let colorGlyph = font.colorGlyph(glyph) {
                drawColorGlyph(colorGlyph, id: glyph, face: font.cacheKey, at: p, fontSize: run.fontSize, cache: cache)
            } else if let paint = font.colorPaint(glyph) {
                drawColorPaint(paint, id: glyph, font: font, at: p, scale: s, foreground: color, cache: cache)
            } else if let layers = font.colorLayers(glyph) {
                // COLR layers, bottom first, each its outline in its palette color or the text's.
                for layer in layers {
                    drawOutline(layer.glyph, at: p, source: layer.color.map { .solid(Blend.premultiplied($0)) } ?? source)
                }
            } else {
                drawOutline(glyph, at: p, source: source)
            }
        }
    }

    /// The largest glyph, in device pixels per em, drawn through a coverage mask.
    static let maxCachedGlyphSize = 256.0

    /// The integer pixel and the quarter (0...3) nearest to `v`.
    static func quarterPixel(_ v: Double) -> (Int, UInt8) {
        let quarters = Int((v * 4).rounded())
        let whole = quarters >> 2
        return (whole, UInt8(quarters - whole * 4))
    }

    /// A glyph's coverage with its origin at (quarterX/4, quarterY/4) of pixel (0, 0).
    static func glyphMask(font: any GlyphOutlineSource, key: GlyphMaskCache.Key, scaleX: Double, scaleY: Double) -> CoverageMask {
        let placement = AffineTransform(a: scaleX, b: 0, c: 0, d: -scaleY,
                                        tx: Double(key.quarterX) / 4, ty: Double(key.quarterY) / 4)
        let lines = PathFlattener.polylines(of: font.glyphOutline(key.glyph).applying(placement))
        let limit = PixelRect(x: -maxSide, y: -maxSide, width: 2 * maxSide, height: 2 * maxSide)
        return CoverageMask(polylines: lines, fillRule: .nonZero, within: limit)
    }
}
