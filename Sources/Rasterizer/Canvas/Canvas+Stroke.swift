import LayoutEngine

// Stroking: flatten in user space (so a non-uniform transform widens the stroke the way it
// widens the geometry), dash, outline with `Stroker`, map the outline to the device and fill
// it with the nonzero rule through the same exact-area coverage as every fill.

extension Canvas {
    /// Strokes `path` (user space) with `style`, in `style.color`.
    public mutating func stroke(_ path: Path, style: Stroke) {
        stroke(path, style: style, paint: .solid(style.color))
    }

    /// Strokes `path` (user space) with the geometry of `style` and the color of `paint`.
    /// A width of 0 draws a hairline one device pixel wide, as CoreGraphics does; a negative
    /// or non-finite width draws nothing.
    public mutating func stroke(_ path: Path, style: Stroke, paint: Paint) {
        guard style.width.isFinite, style.width >= 0,
              let source = PaintSource(paint, transform: transform) else { return }
        // The tolerance in user space that is `defaultTolerance` on the device.
        let t = transform
        let stretch = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        guard stretch > 0, stretch.isFinite else { return }
        let tolerance = PathFlattener.defaultTolerance / stretch
        let lines = PathFlattener.polylines(of: path, tolerance: tolerance)
        let dashed = Dasher(lengths: style.dash, phase: style.dashPhase)?.dashes(of: lines) ?? lines
        let outline: [Polyline]
        if style.width == 0 {
            outline = stroker(style, halfWidth: 0.5, tolerance: PathFlattener.defaultTolerance)
                .outline(dashed.map { $0.applying(t) })
        } else {
            outline = stroker(style, halfWidth: style.width / 2, tolerance: tolerance)
                .outline(dashed)
                .map { $0.applying(t) }
        }
        fill(outline, fillRule: .nonZero, source: source)
    }

    private func stroker(_ style: Stroke, halfWidth: Double, tolerance: Double) -> Stroker {
        Stroker(halfWidth: halfWidth, cap: style.cap, join: style.join,
                miterLimit: style.miterLimit.isFinite ? style.miterLimit : 10, tolerance: tolerance)
    }
}
