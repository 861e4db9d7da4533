import LayoutEngine

// The composite modes of COLR's PaintComposite, which are those of W3C "Compositing and Blending
// Level 1": the Porter-Duff operators (§9.1, result = Fa·source + Fb·backdrop, premultiplied) and
// the separable blend modes (§10, result = (1 − αb)·Cs·αs + (1 − αs)·Cb·αb + αs·αb·B(Cb, Cs), with
// α = αs + αb − αs·αb). Each pixel is computed in Double from its bytes and rounded once, so the
// bytes are the same on every machine. The non-separable HSL modes are not drawn (the reader warns
// and asks for source-over).

extension Canvas {
    /// Combines `layer` (the source) with the surface now on top (the backdrop) by `mode` over the
    /// layer's area.
    mutating func composite(_ layer: Surface, mode: ColorPaint.CompositeMode) {
        combine(layer) { source, backdrop in Canvas.composite(source, over: backdrop, mode: mode) }
    }

    /// One premultiplied pixel `source` combined with `backdrop` by `mode`.
    static func composite(_ source: UInt32, over backdrop: UInt32, mode: ColorPaint.CompositeMode) -> UInt32 {
        let (sr, sg, sb, sa) = Blend.unpack(source), (dr, dg, db, da) = Blend.unpack(backdrop)
        let s = [Double(sr), Double(sg), Double(sb)].map { $0 / 255 }, d = [Double(dr), Double(dg), Double(db)].map { $0 / 255 }
        let αs = Double(sa) / 255, αb = Double(da) / 255
        var out: [Double]
        var α: Double
        if let (fa, fb) = porterDuff(mode, αs: αs, αb: αb) {
            out = (0..<3).map { fa * s[$0] + fb * d[$0] }
            α = fa * αs + fb * αb
        } else {
            α = αs + αb - αs * αb
            out = (0..<3).map { k in
                let cs = αs > 0 ? s[k] / αs : 0, cb = αb > 0 ? d[k] / αb : 0
                return (1 - αb) * s[k] + (1 - αs) * d[k] + αs * αb * blend(mode, cb: cb, cs: cs)
            }
        }
        func byte(_ v: Double) -> UInt32 { UInt32(min(max((v * 255).rounded(), 0), 255)) }
        let a = byte(α)
        return Blend.pack(min(byte(out[0]), a), min(byte(out[1]), a), min(byte(out[2]), a), a)
    }

    /// The Porter-Duff fractions (Fa, Fb) of `mode`; nil for a blend mode.
    private static func porterDuff(_ mode: ColorPaint.CompositeMode, αs: Double, αb: Double) -> (Double, Double)? {
        switch mode {
        case .clear: (0, 0)
        case .source: (1, 0)
        case .destination: (0, 1)
        case .sourceOver, .hue, .saturation, .color, .luminosity: (1, 1 - αs)
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

    /// The separable blend function B(Cb, Cs) of `mode` on unpremultiplied channels.
    private static func blend(_ mode: ColorPaint.CompositeMode, cb: Double, cs: Double) -> Double {
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
