/// The paint graph of a COLR version 1 color glyph (OpenType spec, "COLR - Color Table", version 1:
/// Paint tables), read once from the font as a tree in font units (y up), ready to draw.
///
/// A `PaintColrGlyph` is resolved into the tree of the glyph it names, `PaintTranslate`, `PaintScale`,
/// `PaintRotate` and `PaintSkew` (each with its optional center) become `transform`, and the variable
/// paints are read at the face's variation (FreeType resolves them).
public indirect enum ColorPaint: Sendable, Hashable {
    /// Paints drawn in order, each over the ones before it (`PaintColrLayers`).
    case layers([ColorPaint])
    /// One color over the whole clip (`PaintSolid`).
    case solid(PaletteColor)
    /// A gradient along p0 to p1, with lines of equal color parallel to p0 to p2 (`PaintLinearGradient`).
    case linearGradient(p0: Point, p1: Point, p2: Point, line: ColorLine)
    /// A gradient between two circles (`PaintRadialGradient`).
    case radialGradient(c0: Point, r0: Double, c1: Point, r1: Double, line: ColorLine)
    /// A gradient around `center`, counter-clockwise from the positive x-axis, between two angles in
    /// degrees (`PaintSweepGradient`).
    case sweepGradient(center: Point, startAngle: Double, endAngle: Double, line: ColorLine)
    /// `paint` clipped to a glyph's outline (`PaintGlyph`).
    case glyph(UInt32, ColorPaint)
    /// `paint` under `transform` (font units to font units; `PaintTransform` and the ones above).
    case transform(AffineTransform, ColorPaint)
    /// `source` composited over `backdrop` with a mode (`PaintComposite`).
    case composite(mode: CompositeMode, source: ColorPaint, backdrop: ColorPaint)

    /// A palette entry scaled by an alpha; `color` nil is the text's color (palette index 0xFFFF).
    public struct PaletteColor: Sendable, Hashable {
        public var color: Color?
        public var alpha: Double
        public init(color: Color?, alpha: Double) { self.color = color; self.alpha = alpha }

        /// The color drawn when the text's color is `foreground`.
        public func resolved(foreground: Color) -> Color {
            var c = color ?? foreground
            c.alpha = UInt8((Double(c.alpha) * min(max(alpha, 0), 1)).rounded())
            return c
        }
    }

    /// A gradient's color stops (offsets may lie outside 0...1) and what lies beyond them.
    public struct ColorLine: Sendable, Hashable {
        public enum Extend: Sendable, Hashable { case pad, `repeat`, reflect }
        public var extend: Extend
        public var stops: [Stop]
        public init(extend: Extend, stops: [Stop]) { self.extend = extend; self.stops = stops }

        /// A color at an offset along the gradient.
        public struct Stop: Sendable, Hashable {
            public var offset: Double
            public var color: PaletteColor
            public init(offset: Double, color: PaletteColor) { self.offset = offset; self.color = color }
        }
    }

    /// The composite modes of `PaintComposite`, in the spec's order (raw values are the font's).
    public enum CompositeMode: Int, Sendable, Hashable, CaseIterable {
        case clear, source, destination, sourceOver, destinationOver, sourceIn, destinationIn, sourceOut,
             destinationOut, sourceAtop, destinationAtop, xor, plus, screen, overlay, darken, lighten,
             colorDodge, colorBurn, hardLight, softLight, difference, exclusion, multiply,
             hue, saturation, color, luminosity
    }
}

/// A color glyph's paint and its clip box (font units, y up; COLR's `ClipList`), when the font gives one.
public struct ColorGlyphPaint: Sendable, Hashable {
    public var paint: ColorPaint
    public var clipBox: Rect?
    public init(paint: ColorPaint, clipBox: Rect?) { self.paint = paint; self.clipBox = clipBox }

    /// Where a glyph without a clip box may draw: its em square grown by an em on every side. A paint
    /// outside any PaintGlyph (a solid at the root) would otherwise cover the whole canvas, and each
    /// composite's layers would be as large; real glyphs stay well inside.
    public static func defaultClip(unitsPerEm: Double) -> Rect {
        Rect(x: -unitsPerEm, y: -unitsPerEm, width: 3 * unitsPerEm, height: 3 * unitsPerEm)
    }
}
