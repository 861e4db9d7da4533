#if canImport(Glibc)
import Glibc
#endif
import LayoutEngine

// Where the color of each pixel comes from. Shaders evaluate at device pixel centers
// (x + 0.5, y + 0.5) mapped back through the inverse of the current transform, so a
// gradient or an image follows rotation and scale like the geometry does.

/// The per-pixel color of a fill: a constant, or a shader evaluated per pixel.
enum PaintSource: Sendable {
    /// One packed premultiplied color for every pixel.
    case solid(UInt32)
    /// Colors that vary across the device.
    case shader(Shader)

    /// The source for `paint` drawn under `transform` (user space to device); nil when
    /// nothing would be drawn (no gradient stops, a singular transform).
    init?(_ paint: Paint, transform: AffineTransform) {
        switch paint {
        case .solid(let color):
            self = .solid(Blend.premultiplied(color))
        case .linearGradient(let start, let end, let stops):
            guard let ramp = GradientRamp(stops: stops), let inverse = transform.inverted() else { return nil }
            self = .shader(Shader(kind: .linear(start: start, end: end), ramp: ramp, deviceToUser: inverse))
        case .radialGradient(let center, let radius, let stops):
            guard let ramp = GradientRamp(stops: stops), let inverse = transform.inverted() else { return nil }
            self = .shader(Shader(kind: .radial(center: center, radius: radius), ramp: ramp, deviceToUser: inverse))
        }
    }

    /// Whether every pixel of the source is fully opaque (enables the opaque fast paths).
    var isOpaque: Bool {
        if case .solid(let c) = self { return UInt32(littleEndian: c) >> 24 == 255 }
        return false
    }
}

/// A color function over the device: gradients and images.
struct Shader: Sendable {
    enum Kind: Sendable {
        case linear(start: Point, end: Point)
        case radial(center: Point, radius: Double)
        /// Between two circles (COLR's PaintRadialGradient, CSS's and Skia's two-point conical):
        /// the color at t is on the circle centered at c0 + t·(c1 − c0) of radius r0 + t·(r1 − r0),
        /// the largest t whose radius is not negative; no circle through the point: transparent.
        case conical(c0: Point, r0: Double, c1: Point, r1: Double)
        /// Around `center`, counter-clockwise from the positive x axis in user space, t = 0 at
        /// `startAngle` and 1 at `endAngle` (degrees).
        case sweep(center: Point, startAngle: Double, endAngle: Double)
        /// Premultiplied packed pixels of an image, sampled bilinearly; `deviceToUser` maps
        /// straight to image pixel coordinates.
        case image(width: Int, height: Int, pixels: [UInt32])
    }
    var kind: Kind
    var ramp: GradientRamp?
    var deviceToUser: AffineTransform
    /// What a gradient draws past its ends.
    var extend: Extend = .pad

    /// A gradient's colors past 0...1: the end colors (pad), the ramp again (repeat), or the ramp
    /// mirrored back and forth (reflect), as COLR's ColorLine and CSS's repeating gradients.
    enum Extend: Sendable {
        case pad, `repeat`, reflect

        @inline(__always)
        func apply(_ t: Double) -> Double {
            switch self {
            case .pad: return t
            case .repeat: return t - t.rounded(.down)
            case .reflect:
                let m = t - 2 * (t / 2).rounded(.down)
                return m <= 1 ? m : 2 - m
            }
        }
    }

    /// Writes the colors of `count` pixels starting at device (`x`, `y`) into `out`.
    func shade(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let m = deviceToUser
        let py = Double(y) + 0.5
        switch kind {
        case .linear(let start, let end):
            guard let ramp else { return }
            let dx = end.x - start.x, dy = end.y - start.y
            let len2 = dx * dx + dy * dy
            // t = ((p − start) · (end − start)) / |end − start|², linear in the device x.
            let kx = len2 > 0 ? dx / len2 : 0, ky = len2 > 0 ? dy / len2 : 0
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let ux = m.a * px + m.c * py + m.tx - start.x
                let uy = m.b * px + m.d * py + m.ty - start.y
                out[i] = ramp.color(at: extend.apply(len2 > 0 ? ux * kx + uy * ky : 1))
            }
        case .radial(let center, let radius):
            guard let ramp else { return }
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let ux = m.a * px + m.c * py + m.tx - center.x
                let uy = m.b * px + m.d * py + m.ty - center.y
                let dist = (ux * ux + uy * uy).squareRoot()
                out[i] = ramp.color(at: radius > 0 ? dist / radius : 1)
            }
        case .conical(let c0, let r0, let c1, let r1):
            guard let ramp else { return }
            // |p − c(t)| = r(t) is a t² − 2 b t + c = 0 with the coefficients below.
            let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
            let a = cdx * cdx + cdy * cdy - dr * dr
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let ux = m.a * px + m.c * py + m.tx - c0.x
                let uy = m.b * px + m.d * py + m.ty - c0.y
                let b = ux * cdx + uy * cdy + r0 * dr
                let c = ux * ux + uy * uy - r0 * r0
                var t = Double.nan
                if a == 0 {
                    if b != 0 { t = c / (2 * b) }
                } else {
                    let discriminant = b * b - a * c
                    if discriminant >= 0 {
                        let root = discriminant.squareRoot()
                        let (high, low) = ((b + root) / a, (b - root) / a)
                        let (first, second) = high >= low ? (high, low) : (low, high)
                        t = r0 + first * dr >= 0 ? first : second
                    }
                }
                out[i] = t.isFinite && r0 + t * dr >= 0 ? ramp.color(at: extend.apply(t)) : 0
            }
        case .sweep(let center, let startAngle, let endAngle):
            guard let ramp else { return }
            let span = endAngle - startAngle
            for i in 0..<count {
                let px = Double(x + i) + 0.5
                let ux = m.a * px + m.c * py + m.tx - center.x
                let uy = m.b * px + m.d * py + m.ty - center.y
                var angle = atan2(uy, ux) * 180 / .pi
                if angle < 0 { angle += 360 }
                out[i] = ramp.color(at: extend.apply(span != 0 ? (angle - startAngle) / span : 1))
            }
        case .image(let width, let height, let pixels):
            pixels.withUnsafeBufferPointer { src in
                for i in 0..<count {
                    let px = Double(x + i) + 0.5
                    let u = m.a * px + m.c * py + m.tx - 0.5
                    let v = m.b * px + m.d * py + m.ty - 0.5
                    out[i] = Shader.bilinear(src, width, height, u, v)
                }
            }
        }
    }

    /// Bilinear sample at image coordinates (`u`, `v`) (pixel centers at integers), edges
    /// clamped. Weights are quantized to 1/256 and the sum rounded, all in integers.
    @inline(__always)
    static func bilinear(_ src: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int,
                         _ u: Double, _ v: Double) -> UInt32 {
        let maxU = Double(width - 1), maxV = Double(height - 1)
        let cu = u.isNaN ? 0 : min(max(u, 0), maxU), cv = v.isNaN ? 0 : min(max(v, 0), maxV)
        let fu = cu.rounded(.down), fv = cv.rounded(.down)
        let x0 = Int(fu), y0 = Int(fv)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let wx = UInt32((cu - fu) * 256), wy = UInt32((cv - fv) * 256)
        let w00 = (256 - wx) * (256 - wy), w10 = wx * (256 - wy), w01 = (256 - wx) * wy, w11 = wx * wy
        let (r00, g00, b00, a00) = Blend.unpack(src[y0 * width + x0])
        let (r10, g10, b10, a10) = Blend.unpack(src[y0 * width + x1])
        let (r01, g01, b01, a01) = Blend.unpack(src[y1 * width + x0])
        let (r11, g11, b11, a11) = Blend.unpack(src[y1 * width + x1])
        @inline(__always) func mix(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32) -> UInt32 {
            (p00 * w00 + p10 * w10 + p01 * w01 + p11 * w11 + 32768) >> 16
        }
        return Blend.pack(mix(r00, r10, r01, r11), mix(g00, g10, g01, g11),
                          mix(b00, b10, b01, b11), mix(a00, a10, a01, a11))
    }
}
