import LayoutEngine

// Color glyphs (emoji bitmaps of one strike, Noto Color Emoji's 109 ppem) are scaled by
// fontSize / ppem. Under a transform of scale and translation only, the bitmap is resized to its
// device size by `AreaAverage` and placed on whole pixels, so an emoji is the same bytes wherever
// it is drawn (and, with a `GlyphMaskCache`, resized once per face, glyph and device size); under
// rotation or shear it is sampled bilinearly through the transform.

extension Canvas {
    /// The largest side, in device pixels, of a color glyph resized ahead of drawing; past it the
    /// bitmap is sampled through the transform instead, which needs no buffer.
    static let maxResizedColorGlyph = 2048

    /// Draws `glyph` (glyph `id` of the face whose cache key is `face`) with its origin at `origin`
    /// (user space) at `fontSize` points; `cache` keeps its resized bitmap.
    mutating func drawColorGlyph(_ glyph: ColorGlyph, id: UInt32, face: Int, at origin: Point, fontSize: Double,
                                 cache: GlyphMaskCache?) {
        guard glyph.width > 0, glyph.height > 0, glyph.ppem > 0, glyph.rgba.count == glyph.width * glyph.height * 4 else { return }
        let s = fontSize / glyph.ppem
        let t = transform
        let device = t.apply(origin)
        let width = Double(glyph.width) * s * t.a, height = Double(glyph.height) * s * t.d
        let gridAligned = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
        if gridAligned, width < Double(Canvas.maxResizedColorGlyph), height < Double(Canvas.maxResizedColorGlyph),
           abs(device.x) < 1e9, abs(device.y) < 1e9 {
            let x = Int((device.x + Double(glyph.left) * s * t.a).rounded())
            let y = Int((device.y - Double(glyph.top) * s * t.d).rounded())
            let w = max(1, Int(width.rounded())), h = max(1, Int(height.rounded()))
            // Resizing costs the bitmap's area: an emoji outside the visible area (the lines of a long
            // label below its frame) is skipped before it is resized.
            guard !PixelRect(x: x, y: y, width: w, height: h).intersection(clip.bounds).isEmpty else { return }
            let make = { AreaAverage.resize(glyph.rgba, width: glyph.width, height: glyph.height, toWidth: w, height: h) }
            let key = GlyphMaskCache.ColorImageKey.resized(face: face, glyph: id, width: w, height: h)
            drawPixels(cache?.colorImage(for: key, make: make) ?? make(), at: PixelRect(x: x, y: y, width: w, height: h))
            return
        }
        guard let inverse = t.inverted() else { return }
        let rect = Rect(x: origin.x + Double(glyph.left) * s, y: origin.y - Double(glyph.top) * s,
                        width: Double(glyph.width) * s, height: Double(glyph.height) * s)
        let pixels = (0..<(glyph.width * glyph.height)).map { i in
            Blend.pack(UInt32(glyph.rgba[4 * i]), UInt32(glyph.rgba[4 * i + 1]), UInt32(glyph.rgba[4 * i + 2]), UInt32(glyph.rgba[4 * i + 3]))
        }
        let toImage = inverse
            .concatenating(AffineTransform(translationX: -rect.minX, y: -rect.minY))
            .concatenating(AffineTransform(scaleX: 1 / s, y: 1 / s))
        fill(rect, source: .shader(Shader(kind: .image(width: glyph.width, height: glyph.height, pixels: pixels),
                                          ramp: nil, deviceToUser: toImage)))
    }

    /// Composites premultiplied packed `pixels` (`bounds.width` x `bounds.height`) onto whole device
    /// pixels at `bounds`: the image shader samples pixel centers, so each pixel is copied exactly.
    mutating func drawPixels(_ pixels: [UInt32], at bounds: PixelRect) {
        let shader = Shader(kind: .image(width: bounds.width, height: bounds.height, pixels: pixels), ramp: nil,
                            deviceToUser: AffineTransform(translationX: Double(-bounds.x), y: Double(-bounds.y)))
        fill(CoverageMask(bounds: bounds, filledWith: 255), source: .shader(shader))
    }
}
