import CCairo
import Foundation
import LayoutEngine
import Rasterizer

// Color glyphs in the PDF, drawn as the rasterizer draws them (Canvas+ColorGlyphs, Canvas+Glyphs,
// Canvas+ColorPaints) but as PDF content: an emoji's bitmap as an image over its box; a COLR
// version 0 glyph's layers as filled outlines in their palette colors; a COLR version 1 paint graph
// as cairo operations in font units under the glyph's placement: PaintGlyph clips to the outline,
// transforms concatenate, solid colors paint the clip, linear and radial gradients are cairo's
// linear and two-circle radial patterns (the same geometry as COLR's, with pad, repeat or reflect),
// a sweep gradient is a mesh of thin wedges (PDF has no sweep shading), and a composite is a
// cairo group combined with the mode's operator (PDF blend modes; cairo draws the Porter-Duff
// ones the PDF cannot express as a fallback image).

extension PDFPagePainter {
    /// Wedges of a sweep gradient's mesh per full turn; 3 degrees each, finer than a viewer shows
    /// at glyph sizes.
    static let sweepWedges = 120

    func drawColorGlyph(_ glyph: UInt32, of run: GlyphRun, at origin: Point, color: Color, path: String) throws(PDFExportError) {
        let font = run.font
        let s = run.fontSize / font.unitsPerEm
        if let bitmap = font.colorGlyph(glyph) {
            guard bitmap.width > 0, bitmap.height > 0, bitmap.ppem > 0, bitmap.rgba.count == bitmap.width * bitmap.height * 4 else { return }
            let k = run.fontSize / bitmap.ppem
            let surface = try imageSurface(width: bitmap.width, height: bitmap.height, path: path) { i in
                (bitmap.rgba[4 * i], bitmap.rgba[4 * i + 1], bitmap.rgba[4 * i + 2], bitmap.rgba[4 * i + 3])
            }
            place(surface, width: bitmap.width, height: bitmap.height,
                  over: Rect(x: origin.x + Double(bitmap.left) * k, y: origin.y - Double(bitmap.top) * k,
                             width: Double(bitmap.width) * k, height: Double(bitmap.height) * k))
            return
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, origin.x, origin.y)
        cairo_scale(context, s, -s)
        if let paint = font.colorPaint(glyph) {
            let box = paint.clipBox ?? ColorGlyphPaint.defaultClip(unitsPerEm: font.unitsPerEm)
            cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
            cairo_clip(context)
            draw(paint.paint, font: font, foreground: color)
        } else if let layers = font.colorLayers(glyph) {
            for layer in layers {
                setSource(.solid(layer.color ?? color))
                addPath(font.glyphOutline(layer.glyph))
                cairo_fill(context)
            }
        }
    }

    private func draw(_ paint: ColorPaint, font: any GlyphOutlineSource, foreground: Color) {
        switch paint {
        case .layers(let layers):
            for layer in layers { draw(layer, font: font, foreground: foreground) }
        case .glyph(let glyph, let child):
            cairo_save(context)
            addPath(font.glyphOutline(glyph))
            cairo_clip(context)
            draw(child, font: font, foreground: foreground)
            cairo_restore(context)
        case .transform(let t, let child):
            cairo_save(context)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(context, &matrix)
            draw(child, font: font, foreground: foreground)
            cairo_restore(context)
        case .composite(let mode, let source, let backdrop):
            cairo_push_group(context)
            draw(backdrop, font: font, foreground: foreground)
            cairo_push_group(context)
            draw(source, font: font, foreground: foreground)
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, Self.cairoOperator(mode))
            cairo_paint(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(context)
            cairo_paint(context)
        case .solid(let color):
            setSource(.solid(color.resolved(foreground: foreground)))
            cairo_paint(context)
        case .linearGradient(let p0, let p1, let p2, let line):
            // p0 → p1 projected onto the normal of p0 → p2, as the rasterizer does.
            let nx = -(p2.y - p0.y), ny = p2.x - p0.x
            let n2 = nx * nx + ny * ny
            guard n2 > 0, let (first, last) = Self.span(line) else { return }
            let k = ((p1.x - p0.x) * nx + (p1.y - p0.y) * ny) / n2
            guard k != 0 else { return }
            func at(_ t: Double) -> Point { Point(x: p0.x + t * k * nx, y: p0.y + t * k * ny) }
            let (a, b) = (at(first), at(last))
            paintGradient(cairo_pattern_create_linear(a.x, a.y, b.x, b.y), Self.normalizedStops(line, foreground: foreground),
                          extend: line.extend)
        case .radialGradient(let c0, let r0, let c1, let r1, let line):
            guard let range = Self.radialRange(r0: r0, r1: r1, line: line, foreground: foreground) else { return }
            func circle(_ t: Double) -> (Double, Double, Double) { (c0.x + t * (c1.x - c0.x), c0.y + t * (c1.y - c0.y), r0 + t * (r1 - r0)) }
            let (a, b) = (circle(range.from), circle(range.to))
            paintGradient(cairo_pattern_create_radial(a.0, a.1, max(a.2, 0), b.0, b.1, max(b.2, 0)), range.stops, extend: line.extend)
        case .sweepGradient(let center, let start, let end, let line):
            paintSweep(center: center, start: start, end: end, line: line, foreground: foreground)
        }
    }

    /// Paints the clip with `pattern`, whose geometry spans the color line's first to last stop
    /// (cairo clamps stop offsets to 0...1, so the line is normalized to that span, as the
    /// rasterizer's ramp is).
    private func paintGradient(_ pattern: OpaquePointer?, _ stops: [(Double, Color)], extend: ColorPaint.ColorLine.Extend) {
        guard let pattern, !stops.isEmpty else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, c) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, Double(c.red) / 255,
                                              Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
        }
        cairo_pattern_set_extend(pattern, Self.cairoExtend(extend))
        cairo_set_source(context, pattern)
        cairo_paint(context)
    }

    /// The color line's finite stops in order of offset, stops at one offset in the font's order
    /// (a hard edge; the rasterizer's ramp sorts them so too), offsets normalized to its span.
    private static func normalizedStops(_ line: ColorPaint.ColorLine, foreground: Color) -> [(Double, Color)] {
        guard let (first, last) = span(line) else { return [] }
        return line.stops.enumerated().filter { $0.element.offset.isFinite }
            .sorted { ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset) }
            .map { (($0.element.offset - first) / (last - first), $0.element.color.resolved(foreground: foreground)) }
    }

    /// Where along a radial gradient cairo's two circles go (`from`, `to`, in the color line's
    /// offsets) and the stops between them, so that cairo paints what the rasterizer paints when the
    /// circles at the first or last stop have a negative radius: cairo takes no negative radius, and
    /// both paint only where r(t) >= 0. Padded, the line is cut where r = 0 and the color there is
    /// computed; repeated or reflected, the circles move by whole periods (two for reflect) onto
    /// radii >= 0, which leaves every point's color as it was. Nil when nothing is painted.
    private static func radialRange(r0: Double, r1: Double, line: ColorPaint.ColorLine,
                                    foreground: Color) -> (from: Double, to: Double, stops: [(Double, Color)])? {
        guard let (first, last) = span(line) else { return nil }
        let stops = normalizedStops(line, foreground: foreground)
        let dr = r1 - r0, length = last - first
        func radius(_ t: Double) -> Double { r0 + t * dr }
        if radius(first) >= 0, radius(last) >= 0 { return (first, last, stops) }
        guard dr != 0, dr.isFinite else { return nil }
        let zero = -r0 / dr
        switch line.extend {
        case .pad:
            // Growing radii paint from r = 0 on; shrinking ones up to it.
            var from = dr > 0 ? max(first, zero) : first, to = dr > 0 ? last : min(last, zero)
            if to <= from { (from, to) = dr > 0 ? (zero, zero + length) : (zero - length, zero) }
            func at(_ t: Double) -> Color {
                let (r, g, b, a) = interpolate(stops, at: (t - first) / length)
                return Color(red: UInt8((r * 255).rounded()), green: UInt8((g * 255).rounded()),
                             blue: UInt8((b * 255).rounded()), alpha: UInt8((a * 255).rounded()))
            }
            let inside = stops.filter { first + $0.0 * length > from && first + $0.0 * length < to }
                .map { ((first + $0.0 * length - from) / (to - from), $0.1) }
            return (from, to, [(0, at(from))] + inside + [(1, at(to))])
        case .repeat, .reflect:
            let periods = dr > 0 ? ((zero - first) / length).rounded(.up) : ((last - zero) / length).rounded(.up)
            guard periods.isFinite, periods < 1e9 else { return nil }
            let whole = line.extend == .reflect ? 2 * (periods / 2).rounded(.up) : periods
            let shift = (dr > 0 ? whole : -whole) * length
            return (first + shift, last + shift, stops)
        }
    }

    /// A sweep gradient as a mesh of wedges around `center`, each wedge's edges in the colors of
    /// their angles (the color line normalized, extended and interpolated as the rasterizer does),
    /// large enough to cover the clip (the wedges reach past a 32,768 unit radius).
    private func paintSweep(center: Point, start: Double, end: Double, line: ColorPaint.ColorLine, foreground: Color) {
        guard let (first, last) = Self.span(line), end != start else { return }
        let stops = Self.normalizedStops(line, foreground: foreground)
        let from = start + first * (end - start), to = start + last * (end - start)
        func color(at degrees: Double) -> (Double, Double, Double, Double) {
            var t = (degrees - from) / (to - from)
            switch line.extend {
            case .pad: t = min(max(t, 0), 1)
            case .repeat: t -= t.rounded(.down)
            case .reflect: let m = t - 2 * (t / 2).rounded(.down); t = m <= 1 ? m : 2 - m
            }
            return Self.interpolate(stops, at: t)
        }
        let radius = 65_536.0
        let mesh = cairo_pattern_create_mesh()
        defer { cairo_pattern_destroy(mesh) }
        for k in 0..<Self.sweepWedges {
            let a0 = 360 * Double(k) / Double(Self.sweepWedges), a1 = 360 * Double(k + 1) / Double(Self.sweepWedges)
            let c0 = color(at: a0), c1 = color(at: a1)
            func point(_ degrees: Double) -> (Double, Double) {
                (center.x + radius * cos(degrees * .pi / 180), center.y + radius * sin(degrees * .pi / 180))
            }
            let p0 = point(a0), p1 = point(a1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_line_to(mesh, p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.0, c.1, c.2, c.3)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        cairo_set_source(context, mesh)
        cairo_paint(context)
    }

    /// The offsets of the color line's first and last stops (the last one past the first by 1 when
    /// all stops share an offset, as the rasterizer takes them); nil without stops.
    private static func span(_ line: ColorPaint.ColorLine) -> (Double, Double)? {
        let offsets = line.stops.map(\.offset).filter(\.isFinite)
        guard let first = offsets.min(), let last = offsets.max() else { return nil }
        return (first, last > first ? last : first + 1)
    }

    /// The color at `t` (0...1) between sorted stops, interpolated premultiplied; unpremultiplied RGBA 0...1.
    private static func interpolate(_ stops: [(Double, Color)], at t: Double) -> (Double, Double, Double, Double) {
        func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
            let a = Double(c.alpha) / 255
            return (Double(c.red) / 255 * a, Double(c.green) / 255 * a, Double(c.blue) / 255 * a, a)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        var p = premultiplied(t <= first.0 ? first.1 : last.1)
        if t > first.0, t < last.0, let upper = stops.firstIndex(where: { $0.0 >= t }), upper > 0 {
            let a = stops[upper - 1], b = stops[upper]
            let f = b.0 > a.0 ? (t - a.0) / (b.0 - a.0) : 1
            let ca = premultiplied(a.1), cb = premultiplied(b.1)
            p = (ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f, ca.2 + (cb.2 - ca.2) * f, ca.3 + (cb.3 - ca.3) * f)
        }
        return p.3 > 0 ? (p.0 / p.3, p.1 / p.3, p.2 / p.3, p.3) : (0, 0, 0, 0)
    }

    private static func cairoExtend(_ extend: ColorPaint.ColorLine.Extend) -> cairo_extend_t {
        switch extend {
        case .pad: CAIRO_EXTEND_PAD
        case .repeat: CAIRO_EXTEND_REPEAT
        case .reflect: CAIRO_EXTEND_REFLECT
        }
    }

    /// cairo's operator for each COLR composite mode (the same W3C modes by other names).
    private static func cairoOperator(_ mode: ColorPaint.CompositeMode) -> cairo_operator_t {
        switch mode {
        case .clear: CAIRO_OPERATOR_CLEAR
        case .source: CAIRO_OPERATOR_SOURCE
        case .destination: CAIRO_OPERATOR_DEST
        case .sourceOver: CAIRO_OPERATOR_OVER
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .sourceIn: CAIRO_OPERATOR_IN
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plus: CAIRO_OPERATOR_ADD
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        }
    }
}

extension GlyphRun {
    /// The glyphs in `range` alone, in the same font, size and color.
    func slice(_ range: Range<Int>) -> GlyphRun {
        GlyphRun(font: font, fontSize: fontSize, glyphs: Array(glyphs[range]), positions: Array(positions[range]), color: color)
    }
}
