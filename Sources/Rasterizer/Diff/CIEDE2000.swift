#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CIEDE2000 color difference (CIE 142-2001), implemented after G. Sharma, W. Wu and
/// E. N. Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary
/// Test Data, and Mathematical Observations", Color Research & Application 30(1), 2005, with
/// kL = kC = kH = 1. A difference of about 1 is the smallest most observers notice; 2.3 is the
/// usual "just noticeable difference".
public enum CIEDE2000 {
    /// A color in CIELAB (D65 white).
    public struct Lab: Sendable, Hashable {
        /// Lightness, 0 (black) to 100 (white).
        public var l: Double
        /// Green (-) to red (+).
        public var a: Double
        /// Blue (-) to yellow (+).
        public var b: Double

        /// Creates a CIELAB color.
        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }

        /// The CIELAB value of an 8-bit sRGB color (IEC 61966-2-1 transfer curve, D65 matrix,
        /// CIE 15:2004 Lab formulas).
        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.init(linearRed: Lab.linear[Int(red)], green: Lab.linear[Int(green)], blue: Lab.linear[Int(blue)])
        }

        /// The CIELAB value of a color given as linear-light sRGB components, 0 to 1.
        init(linearRed r: Double, green g: Double, blue b: Double) {
            // sRGB (D65) to XYZ, IEC 61966-2-1, normalized by the D65 white point.
            let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
            let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
            let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
            func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
            let fx = f(x), fy = f(y), fz = f(z)
            self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
        }

        /// The sRGB transfer curve inverted, for every 8-bit value.
        static let linear: [Double] = (0...255).map { value in
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
    }

    /// ΔE00 between two CIELAB colors.
    public static func difference(_ lab1: Lab, _ lab2: Lab) -> Double {
        let degrees = 180.0 / Double.pi
        let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
        let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + 6103515625)).squareRoot())  // 25^7
        let a1 = (1 + g) * lab1.a, a2 = (1 + g) * lab2.a
        let cp1 = (a1 * a1 + lab1.b * lab1.b).squareRoot()
        let cp2 = (a2 * a2 + lab2.b * lab2.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0, b == 0 { return 0 }
            let h = atan2(b, a) * degrees
            return h < 0 ? h + 360 : h
        }
        let hp1 = hue(lab1.b, a1), hp2 = hue(lab2.b, a2)
        let deltaL = lab2.l - lab1.l
        let deltaC = cp2 - cp1
        var deltaH = 0.0
        if cp1 * cp2 != 0 {
            deltaH = hp2 - hp1
            if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
        }
        let deltaBigH = 2 * (cp1 * cp2).squareRoot() * sin(deltaH / 2 / degrees)
        let meanL = (lab1.l + lab2.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanH = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 { meanH /= 2 } else if hp1 + hp2 < 360 { meanH = (meanH + 360) / 2 } else {
                meanH = (meanH - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos((meanH - 30) / degrees) + 0.24 * cos(2 * meanH / degrees)
            + 0.32 * cos((3 * meanH + 6) / degrees) - 0.20 * cos((4 * meanH - 63) / degrees)
        let deltaTheta = 30 * exp(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + 6103515625)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(2 * deltaTheta / degrees) * rc
        let l = deltaL / sl, c = deltaC / sc, h = deltaBigH / sh
        return (l * l + c * c + h * h + rt * c * h).squareRoot()
    }

    /// ΔE00 between two straight-alpha RGBA pixels, each first composited on white (the same
    /// rule as the YIQ metric, so transparency is judged the same way by both).
    static func difference(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        difference(lab(p), lab(q))
    }

    static func lab(_ p: UnsafePointer<UInt8>) -> Lab {
        guard p[3] < 255 else { return Lab(red: p[0], green: p[1], blue: p[2]) }
        // Composite in linear light: what a display shows for the pixel over white.
        let a = Double(p[3]) / 255
        func over(_ c: UInt8) -> Double { Lab.linear[Int(c)] * a + (1 - a) }
        return Lab(linearRed: over(p[0]), green: over(p[1]), blue: over(p[2]))
    }
}
