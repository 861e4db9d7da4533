import LayoutEngine

// The composite modes of COLR's PaintComposite, which are those of W3C "Compositing and Blending
// Level 1": the Porter-Duff operators (§9.1, result = Fa·source + Fb·backdrop, premultiplied) and
// the separable blend modes (§10, result = (1 − αb)·Cs·αs + (1 − αs)·Cb·αb + αs·αb·B(Cb, Cs), with
// α = αs + αb − αs·αb), and the non-separable hue, saturation, color and luminosity (§10.2, the same
// formula with B on all three channels at once). Each pixel is computed in Double from its bytes and
// rounded once, so the bytes are the same on every machine.

extension Canvas {
    /// Combines `layer` (the source) with the surface now on top (the backdrop) by `mode` over the
    /// layer's area.
    mutating func composite(_ layer: Surface, mode: ColorPaint.CompositeMode) {
        combine(layer) { source, backdrop in Canvas.composite(source, over: backdrop, mode: mode) }
    }

    /// One premultiplied pixel `source` combined with `backdrop` by `mode`.
    static func composite(_ source: UInt32, over backdrop: UInt32, mode: ColorPaint.CompositeMode) -> UInt32 {
        let (sr, sg, sb, sa) = Blend.unpack(source), (dr, dg, db, da) = Blend.unpack(backdrop)
        let αs = Double(sa) / 255, αb = Double(da) / 255
        let s = RGB(Double(sr) / 255, Double(sg) / 255, Double(sb) / 255), d = RGB(Double(dr) / 255, Double(dg) / 255, Double(db) / 255)
        let out: RGB, α: Double
        if let (fa, fb) = porterDuff(mode, αs: αs, αb: αb) {
            out = s.map { $0 * fa } + d.map { $0 * fb }
            α = fa * αs + fb * αb
        } else {
            let cs = αs > 0 ? s.map { $0 / αs } : RGB(0, 0, 0), cb = αb > 0 ? d.map { $0 / αb } : RGB(0, 0, 0)
            out = s.map { $0 * (1 - αb) } + d.map { $0 * (1 - αs) } + blend(mode, cb: cb, cs: cs).map { $0 * αs * αb }
            α = αs + αb - αs * αb
        }
        func byte(_ v: Double) -> UInt32 { UInt32(min(max((v * 255).rounded(), 0), 255)) }
        let a = byte(α)
        return Blend.pack(min(byte(out.r), a), min(byte(out.g), a), min(byte(out.b), a), a)
    }

    /// Three color channels, 0...1.
    struct RGB {
        var r, g, b: Double
        init(_ r: Double, _ g: Double, _ b: Double) { self.r = r; self.g = g; self.b = b }
        func map(_ f: (Double) -> Double) -> RGB { RGB(f(r), f(g), f(b)) }
        static func + (x: RGB, y: RGB) -> RGB { RGB(x.r + y.r, x.g + y.g, x.b + y.b) }
        /// W3C's Lum, ClipColor, SetLum, Sat and SetSat (Compositing and Blending §10.2).
        var lum: Double { 0.3 * r + 0.59 * g + 0.11 * b }
        var sat: Double { max(r, g, b) - min(r, g, b) }
        func withLum(_ l: Double) -> RGB {
            var c = map { $0 + l - lum }
            // ClipColor applies both corrections in turn with the n and x it found first (as the
            // spec and Skia do); for channels in 0...1 at most one of them applies.
            let cl = c.lum, n = min(c.r, c.g, c.b), x = max(c.r, c.g, c.b)
            if n < 0, cl > n { c = c.map { cl + ($0 - cl) * cl / (cl - n) } }
            if x > 1, x > cl { c = c.map { cl + ($0 - cl) * (1 - cl) / (x - cl) } }
            return c
        }
        func withSat(_ s: Double) -> RGB {
            let lo = min(r, g, b), hi = max(r, g, b)
            return map { hi > lo ? ($0 == hi ? s : $0 == lo ? 0 : ($0 - lo) * s / (hi - lo)) : 0 }
        }
    }

    /// The Porter-Duff fractions (Fa, Fb) of `mode`; nil for a blend mode.
    private static func porterDuff(_ mode: ColorPaint.CompositeMode, αs: Double, αb: Double) -> (Double, Double)? {
        switch mode {
        case .clear: (0, 0)
        case .source: (1, 0)
        case .destination: (0, 1)
        case .sourceOver: (1, 1 - αs)
        case .destinationOver: (1 - αb, 1)
        case .sourceIn: (αb, 0)
        case .destinationIn: (0, αs)
        case .sourceOut: (1 - αb, 0)
        case .destinationOut: (0, 1 - αs)
        case .sourceAtop: (αb, 1 - αs)
        case .destinationAtop: (1 - αb, αs)
        case .xor: (1 - αb, 1 - αs)
        case .plus: (1, 1)
        default: nil
        }
    }

    /// The blend function B(Cb, Cs) of `mode` on unpremultiplied colors.
    private static func blend(_ mode: ColorPaint.CompositeMode, cb: RGB, cs: RGB) -> RGB {
        switch mode {
        case .hue: return cs.withSat(cb.sat).withLum(cb.lum)
        case .saturation: return cb.withSat(cs.sat).withLum(cb.lum)
        case .color: return cs.withLum(cb.lum)
        case .luminosity: return cb.withLum(cs.lum)
        default: return RGB(separable(mode, cb.r, cs.r), separable(mode, cb.g, cs.g), separable(mode, cb.b, cs.b))
        }
    }

    /// The separable blend function B(Cb, Cs) of `mode` on one unpremultiplied channel.
    private static func separable(_ mode: ColorPaint.CompositeMode, _ cb: Double, _ cs: Double) -> Double {
        func hardLight(_ cb: Double, _ cs: Double) -> Double {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        switch mode {
        case .multiply: return cs * cb
        case .screen: return cb + cs - cb * cs
        case .overlay: return hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dcb - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: return cs
        }
    }
}
