/// pixelmatch's color difference: squared distance in the YIQ NTSC color space, weighted as in
/// Y. Kotsarenko and F. Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (2010), with semi-transparent colors first
/// blended on white. The constants and the order of every floating-point operation follow
/// mapbox/pixelmatch (v5/v6 `colorDelta`) and its PyPI port, so counts agree exactly.
enum YIQColorDelta {
    /// The largest possible delta (black against white); a threshold t allows 35215 * t * t.
    static let maximum = 35215.0

    /// Squared YIQ distance between the pixels at byte offsets `k` of `a` and `m` of `b`.
    @inline(__always)
    static func delta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Double {
        let (r1, g1, b1) = blendedOnWhite(a)
        let (r2, g2, b2) = blendedOnWhite(b)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Brightness (Y) difference only, signed: the anti-aliasing detector's measure.
    @inline(__always)
    static func brightnessDelta(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Double {
        if a[0] == b[0], a[1] == b[1], a[2] == b[2], a[3] == b[3] { return 0 }
        let (r1, g1, b1) = blendedOnWhite(a)
        let (r2, g2, b2) = blendedOnWhite(b)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    /// The pixel's color composited on white when alpha < 255: 255 + (c - 255) * (a / 255).
    @inline(__always)
    static func blendedOnWhite(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let r = Double(p[0]), g = Double(p[1]), b = Double(p[2])
        guard p[3] < 255 else { return (r, g, b) }
        let a = Double(p[3]) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
