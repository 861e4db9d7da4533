import LayoutEngine

// COLR version 1 glyphs (OpenType 1.9, "COLR - Color Table", "Rendering" of version 1): the paint
// tree is drawn in font units under the glyph's placement (scale by size / unitsPerEm, y flipped),
// inside its clip box (without one, inside `ColorGlyphPaint.defaultClip`). PaintGlyph narrows the clip to an outline's anti-aliased coverage, a
// transform concatenates, and solid colors and gradients fill whatever the clip leaves; a
// composite draws the backdrop into a layer, the source into a layer above it, and combines the
// two with the mode (`Canvas.restore(compositing:)`). Gradients run through the same 256-entry
// ramps as scene gradients, their color lines first normalized so the ramp spans the first to the
// last stop (as Skia's COLRv1 does), so extend modes repeat exactly the stops' span.
//
// Under a transform of scale and translation only, at up to `maxCachedGlyphSize` pixels per em, a
// glyph is drawn as outline glyphs are: once, into an image of its clip box's pixels with its origin's
// fractional part quantized to 1/4 pixel, kept in a `GlyphMaskCache` when one is given, and
// composited onto whole pixels. It is drawn that way with or without a cache, so a cache only saves
// time (a glyph's clips, gradients and composite layers, per draw) and never changes a byte.

extension Canvas {
    /// The most pixels of a COLR glyph drawn ahead into an image: a glyph without a clip box at
    /// `maxCachedGlyphSize` pixels per em is 768 x 768 (its em grown by an em each way); a font's
    /// larger clip box is drawn through the transform instead.
    static let maxPaintedColorGlyphPixels = 1 << 20

    /// Draws COLR version 1 glyph `id` of `font`, whose paint is `glyph`, with its origin at `origin`
    /// (user space), `scale` points per font unit, the text's color `foreground` for palette index
    /// 0xFFFF; `cache` keeps its image.
    mutating func drawColorPaint(_ glyph: ColorGlyphPaint, id: UInt32, font: any GlyphOutlineSource, at origin: Point,
                                 scale s: Double, foreground: Color, cache: GlyphMaskCache?) {
        let t = transform, device = t.apply(origin)
        let box = glyph.clipBox ?? ColorGlyphPaint.defaultClip(unitsPerEm: font.unitsPerEm)
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, font.unitsPerEm * s * max(t.a, t.d) <= Canvas.maxCachedGlyphSize,
              abs(device.x) < 1e9, abs(device.y) < 1e9 else {
            drawColorPaint(glyph, font: font, at: origin, scale: s, foreground: foreground)
            return
        }
        let (ix, qx) = Canvas.quarterPixel(device.x), (iy, qy) = Canvas.quarterPixel(device.y)
        let (scaleX, scaleY) = (s * t.a, s * t.d)
        let offset = Point(x: Double(qx) / 4, y: Double(qy) / 4)
        // The clip box's pixels around the origin's whole pixel (font units are y up).
        let bounds = PixelRect(enclosingMinX: offset.x + box.minX * scaleX, minY: offset.y - box.maxY * scaleY,
                               maxX: offset.x + box.maxX * scaleX, maxY: offset.y - box.minY * scaleY)
        guard !bounds.isEmpty, bounds.width * bounds.height <= Canvas.maxPaintedColorGlyphPixels else {
            drawColorPaint(glyph, font: font, at: origin, scale: s, foreground: foreground)
            return
        }
        let placed = PixelRect(x: ix + bounds.x, y: iy + bounds.y, width: bounds.width, height: bounds.height)
        guard !placed.intersection(clip.bounds).isEmpty else { return }
        let make = { Canvas.colorPaintImage(glyph, font: font, bounds: bounds, origin: offset, scale: (scaleX, scaleY),
                                            foreground: foreground) }
        let key = GlyphMaskCache.Key(face: font.cacheKey, pixelSizeX: scaleX.bitPattern, pixelSizeY: scaleY.bitPattern,
                                     glyph: id, quarterX: qx, quarterY: qy)
        drawPixels(cache?.colorImage(for: .painted(key, foreground: foreground), make: make) ?? make(), at: placed)
    }

    /// A COLR glyph drawn alone into premultiplied packed pixels covering `bounds` (device pixels
    /// around the origin's whole pixel), its origin at `origin` and `scale` device pixels per font unit.
    private static func colorPaintImage(_ glyph: ColorGlyphPaint, font: any GlyphOutlineSource, bounds: PixelRect,
                                        origin: Point, scale: (x: Double, y: Double), foreground: Color) -> [UInt32] {
        guard var canvas = try? Canvas(width: bounds.width, height: bounds.height) else {
            return [UInt32](repeating: 0, count: bounds.width * bounds.height)
        }
        canvas.concatenate(AffineTransform(scaleX: scale.x, y: scale.y)
            .concatenating(AffineTransform(translationX: origin.x - Double(bounds.x), y: origin.y - Double(bounds.y))))
        canvas.drawColorPaint(glyph, font: font, at: .zero, scale: 1, foreground: foreground)
        // Canvas bytes are R, G, B, A in memory, as a packed pixel is (`Blend.pack`).
        let bytes = canvas.bitmap.pixels
        return [UInt32](unsafeUninitializedCapacity: bytes.count / 4) { buffer, count in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            count = bytes.count / 4
        }
    }

    /// Draws a COLR version 1 glyph of `font` through the current transform, each paint straight onto
    /// the canvas: with its origin at `origin` (user space), `scale` points per font unit, the text's
    /// color `foreground` for palette index 0xFFFF.
    private mutating func drawColorPaint(_ glyph: ColorGlyphPaint, font: any GlyphOutlineSource, at origin: Point, scale s: Double,
                                         foreground: Color) {
        save()
        concatenate(AffineTransform(scaleX: s, y: -s).concatenating(AffineTransform(translationX: origin.x, y: origin.y)))
        clip(to: glyph.clipBox ?? ColorGlyphPaint.defaultClip(unitsPerEm: font.unitsPerEm))
        draw(glyph.paint, font: font, foreground: foreground)
        restoreBalanced()
    }

    private mutating func draw(_ paint: ColorPaint, font: any GlyphOutlineSource, foreground: Color) {
        switch paint {
        case .layers(let layers):
            for layer in layers { draw(layer, font: font, foreground: foreground) }
        case .glyph(let glyph, let child):
            save()
            clip(to: font.glyphOutline(glyph))
            draw(child, font: font, foreground: foreground)
            restoreBalanced()
        case .transform(let t, let child):
            save()
            concatenate(t)
            draw(child, font: font, foreground: foreground)
            restoreBalanced()
        case .composite(let mode, let source, let backdrop):
            saveLayer(opacity: 1)
            draw(backdrop, font: font, foreground: foreground)
            saveLayer(opacity: 1)
            draw(source, font: font, foreground: foreground)
            try? restore(compositing: mode)
            restoreBalanced()
        case .solid(let color):
            fillClip(.solid(Blend.premultiplied(color.resolved(foreground: foreground))))
        case .linearGradient(let p0, let p1, let p2, let line):
            // The gradient runs along p0 → p1 projected onto the normal of p0 → p2 (the lines of
            // equal color are parallel to p0 → p2); collinear points (p1 on the line p0 → p2, or
            // p0 == p2) paint nothing.
            let nx = -(p2.y - p0.y), ny = p2.x - p0.x
            let n2 = nx * nx + ny * ny
            guard n2 > 0 else { return }
            let k = ((p1.x - p0.x) * nx + (p1.y - p0.y) * ny) / n2
            guard k != 0 else { return }
            let p3 = Point(x: p0.x + k * nx, y: p0.y + k * ny)
            guard let (ramp, first, last) = Canvas.ramp(line, foreground: foreground) else { return }
            func at(_ t: Double) -> Point { Point(x: p0.x + t * (p3.x - p0.x), y: p0.y + t * (p3.y - p0.y)) }
            fillClip(gradient: .linear(start: at(first), end: at(last)), ramp: ramp, extend: line.extend)
        case .radialGradient(let c0, let r0, let c1, let r1, let line):
            guard let (ramp, first, last) = Canvas.ramp(line, foreground: foreground) else { return }
            func center(_ t: Double) -> Point { Point(x: c0.x + t * (c1.x - c0.x), y: c0.y + t * (c1.y - c0.y)) }
            fillClip(gradient: .conical(c0: center(first), r0: r0 + first * (r1 - r0), c1: center(last), r1: r0 + last * (r1 - r0)),
                     ramp: ramp, extend: line.extend)
        case .sweepGradient(let center, let start, let end, let line):
            guard let (ramp, first, last) = Canvas.ramp(line, foreground: foreground) else { return }
            fillClip(gradient: .sweep(center: center, startAngle: start + first * (end - start), endAngle: start + last * (end - start)),
                     ramp: ramp, extend: line.extend)
        }
    }

    /// A color line as a ramp over its first to last stop offsets, and those offsets; nil without stops.
    private static func ramp(_ line: ColorPaint.ColorLine, foreground: Color) -> (GradientRamp, Double, Double)? {
        let offsets = line.stops.map(\.offset).filter(\.isFinite)
        guard let first = offsets.min(), let last = offsets.max() else { return nil }
        // All stops at one offset: a span of 1 keeps them there (the ramp's first color before, last after).
        let span = last > first ? last - first : 1
        let stops = line.stops.map { GradientStop(location: ($0.offset - first) / span, color: $0.color.resolved(foreground: foreground)) }
        return GradientRamp(stops: stops).map { ($0, first, first + span) }
    }

    private mutating func fillClip(gradient kind: Shader.Kind, ramp: GradientRamp, extend: ColorPaint.ColorLine.Extend) {
        guard let inverse = transform.inverted() else { return }
        let mode: Shader.Extend = switch extend { case .pad: .pad; case .repeat: .repeat; case .reflect: .reflect }
        fillClip(.shader(Shader(kind: kind, ramp: ramp, deviceToUser: inverse, extend: mode)))
    }

    /// Fills everything the clip lets through with `source`.
    private mutating func fillClip(_ source: PaintSource) {
        let area = drawLimit
        guard !area.isEmpty, let inverse = transform.inverted() else { return }
        let corners = [Point(x: Double(area.x), y: Double(area.y)), Point(x: Double(area.maxX), y: Double(area.y)),
                       Point(x: Double(area.x), y: Double(area.maxY)), Point(x: Double(area.maxX), y: Double(area.maxY))].map(inverse.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return }
        fill(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), source: source)
    }

    /// `restore()` after this file's own `save()`, which cannot be unbalanced.
    private mutating func restoreBalanced() {
        try? restore()
    }
}
