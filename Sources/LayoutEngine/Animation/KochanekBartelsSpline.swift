// The curve of the cubic calculation modes: a Kochanek-Bartels spline (D. Kochanek and
// R. Bartels, "Interpolating Splines with Local Tension, Continuity, and Bias Control",
// SIGGRAPH 1984), the spline CAKeyframeAnimation's tensionValues, continuityValues and
// biasValues parameterize. Between keys i and i+1 it is the cubic Hermite
//     p(s) = h00(s) p[i] + h10(s) D+[i] + h01(s) p[i+1] + h11(s) D-[i+1]
// with h00 = 2s³ - 3s² + 1, h10 = s³ - 2s² + s, h01 = -2s³ + 3s², h11 = s³ - s², and the
// paper's outgoing (source) and incoming (destination) tangents at key i
//     D+[i] = (1-t)(1+c)(1+b)/2 (p[i] - p[i-1]) + (1-t)(1-c)(1-b)/2 (p[i+1] - p[i])
//     D-[i] = (1-t)(1-c)(1+b)/2 (p[i] - p[i-1]) + (1-t)(1+c)(1-b)/2 (p[i+1] - p[i])
// for tension t, continuity c and bias b at key i. Keys at uneven times get the paper's
// step-size adjustment (its section 4): D+[i] x 2N[i] / (N[i-1] + N[i]) and
// D-[i] x 2N[i-1] / (N[i-1] + N[i]), N[i] being the time from key i to key i+1. Apple does
// not say what lies beyond the end keys; here the end keys repeat (p[-1] = p[0],
// p[n] = p[n-1]), so the curve starts and ends with half the Catmull-Rom slope.
// With t = c = b = 0 and even times the spline is Catmull-Rom's.

/// A Kochanek-Bartels spline through values at key times.
struct KochanekBartelsSpline: Sendable, Hashable {
    let values: [Double]
    /// Outgoing tangent at each key, per segment of parameter.
    let outgoing: [Double]
    /// Incoming tangent at each key.
    let incoming: [Double]

    /// The spline through `values` at `keyTimes` with per-key tension, continuity and bias
    /// (missing entries are 0).
    init(values: [Double], keyTimes: [Double], tension: [Double], continuity: [Double], bias: [Double]) {
        let n = values.count
        var outgoing = [Double](repeating: 0, count: n), incoming = [Double](repeating: 0, count: n)
        for i in 0..<n {
            let t = i < tension.count ? tension[i] : 0
            let c = i < continuity.count ? continuity[i] : 0
            let b = i < bias.count ? bias[i] : 0
            let before = i > 0 ? values[i] - values[i - 1] : 0
            let after = i < n - 1 ? values[i + 1] - values[i] : 0
            var out = (1 - t) * (1 + c) * (1 + b) / 2 * before + (1 - t) * (1 - c) * (1 - b) / 2 * after
            var into = (1 - t) * (1 - c) * (1 + b) / 2 * before + (1 - t) * (1 + c) * (1 - b) / 2 * after
            if i > 0, i < n - 1 {
                let previous = keyTimes[i] - keyTimes[i - 1], next = keyTimes[i + 1] - keyTimes[i]
                if previous + next > 0 {
                    out *= 2 * next / (previous + next)
                    into *= 2 * previous / (previous + next)
                }
            }
            outgoing[i] = out
            incoming[i] = into
        }
        self.values = values; self.outgoing = outgoing; self.incoming = incoming
    }

    /// The value at parameter `s` (0...1) of the segment from key `i` to key `i + 1`.
    func value(segment i: Int, at s: Double) -> Double {
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
        return h00 * values[i] + h10 * outgoing[i] + h01 * values[i + 1] + h11 * incoming[i + 1]
    }
}
