import LayoutEngine

// A gradient's colors sampled into a 256-entry table of premultiplied pixels, as Skia's
// classic gradient cache did: a position t in 0...1 picks entry round(t·255). Colors are
// interpolated between stops in premultiplied space (as CSS Images 3 §3.5.1 specifies), so a
// stop of transparent black next to white fades without a grey fringe. Positions outside
// 0...1 take the end colors (pad).

/// A lookup table from gradient position to premultiplied color.
struct GradientRamp: Sendable {
    static let size = 256
    let entries: [UInt32]

    /// The ramp for `stops`, sorted by location; nil when there are no stops.
    init?(stops: [GradientStop]) {
        let sorted = stops.filter { $0.location.isFinite }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return nil }
        func premultiplied(_ c: Color) -> (Double, Double, Double, Double) {
            let a = Double(c.alpha) / 255
            return (Double(c.red) * a, Double(c.green) * a, Double(c.blue) * a, Double(c.alpha))
        }
        var table = [UInt32](repeating: 0, count: GradientRamp.size)
        var upper = 0
        for i in 0..<GradientRamp.size {
            let t = Double(i) / Double(GradientRamp.size - 1)
            let color: (Double, Double, Double, Double)
            if t <= first.location {
                color = premultiplied(first.color)
            } else if t >= last.location {
                color = premultiplied(last.color)
            } else {
                while upper < sorted.count - 1 && sorted[upper].location < t { upper += 1 }
                let a = sorted[upper - 1], b = sorted[upper]
                let span = b.location - a.location
                let f = span > 0 ? (t - a.location) / span : 1
                let ca = premultiplied(a.color), cb = premultiplied(b.color)
                color = (ca.0 + (cb.0 - ca.0) * f, ca.1 + (cb.1 - ca.1) * f,
                         ca.2 + (cb.2 - ca.2) * f, ca.3 + (cb.3 - ca.3) * f)
            }
            func byte(_ v: Double) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
            let alpha = byte(color.3)
            table[i] = Blend.pack(min(byte(color.0), alpha), min(byte(color.1), alpha), min(byte(color.2), alpha), alpha)
        }
        entries = table
    }

    /// The color at gradient position `t` (pad outside 0...1; NaN gives the first color).
    @inline(__always)
    func color(at t: Double) -> UInt32 {
        let scaled = t * Double(GradientRamp.size - 1) + 0.5
        let index = scaled >= 0 ? min(Int(min(scaled, Double(GradientRamp.size - 1))), GradientRamp.size - 1) : 0
        return entries[index]
    }
}
