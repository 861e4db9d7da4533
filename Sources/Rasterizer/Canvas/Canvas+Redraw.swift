import LayoutEngine

// What redrawing part of a finished picture needs, beside a canvas that starts from the
// previous pixels (`Canvas(drawingOver:scale:)`): a pixel-exact clip and a way to put the background back under it. Drawing the
// whole scene again inside the clip then gives the same bytes there as a draw from scratch,
// because every operation computes a pixel from that pixel's coverage alone.

extension Canvas {
    /// Intersects the clip with the device pixels of `rect`.
    mutating func clip(toPixels rect: PixelRect) {
        clip = clip.intersecting(rect)
    }

    /// Sets every pixel of `rect` on the canvas itself to `color`, replacing what was there.
    mutating func replace(_ rect: PixelRect, with color: Color) {
        let area = rect.intersection(surfaces[0].bounds)
        guard !area.isEmpty else { return }
        let packed = Blend.premultiplied(color), width = surfaces[0].bounds.width
        surfaces[0].withPackedPixels { pixels in
            guard let base = pixels.baseAddress else { return }
            for y in area.y..<area.maxY { SpanKernel.fill(base + (y * width + area.x), area.width, packed) }
        }
    }
}
