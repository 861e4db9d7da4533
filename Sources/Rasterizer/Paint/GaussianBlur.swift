// Gaussian blur of a coverage mask by three successive box blurs per axis, the
// approximation and box sizes of SVG's feGaussianBlur (Filter Effects Module Level 1,
// §9.9): with d = floor(σ · 3·sqrt(2π)/4 + 0.5), three boxes of size d when d is odd;
// when d is even, two boxes of size d offset half a pixel left and right and one of size
// d + 1. Within 3 % of a true Gaussian, O(1) per pixel whatever σ, and integer-only (each
// box divides its running sum with rounding), so identical on every CPU.

/// Blurs 8-bit masks with an approximate Gaussian of a given standard deviation.
struct GaussianBlur {
    /// The standard deviation in pixels.
    let sigma: Double

    /// The three box windows (pixels left and right of the output pixel) for `sigma`;
    /// empty when the blur is too small to change anything.
    var boxes: [(left: Int, right: Int)] {
        guard sigma.isFinite, sigma > 0 else { return [] }
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return Array(repeating: (d / 2, d / 2), count: 3) }
        return [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
    }

    /// How far, in pixels, the blur spreads coverage beyond a shape.
    var reach: Int { boxes.reduce(0) { $0 + max($1.left, $1.right) } }

    /// `mask` blurred in place (its bounds stay the same; coverage beyond them is lost, so
    /// grow the bounds by `reach` first).
    func apply(to mask: inout CoverageMask) {
        let boxes = self.boxes
        guard !boxes.isEmpty, !mask.bounds.isEmpty else { return }
        let w = mask.bounds.width, h = mask.bounds.height
        var line = [UInt32](repeating: 0, count: max(w, h))
        var out = [UInt32](repeating: 0, count: max(w, h))
        mask.alpha.withUnsafeMutableBufferPointer { a in
            for y in 0..<h {
                for x in 0..<w { line[x] = UInt32(a[y * w + x]) }
                for box in boxes { GaussianBlur.boxPass(&line, &out, w, box) }
                for x in 0..<w { a[y * w + x] = UInt8(line[x]) }
            }
            for x in 0..<w {
                for y in 0..<h { line[y] = UInt32(a[y * w + x]) }
                for box in boxes { GaussianBlur.boxPass(&line, &out, h, box) }
                for y in 0..<h { a[y * w + x] = UInt8(line[y]) }
            }
        }
    }

    /// One box blur of `count` values in `line` (zero outside), through `scratch`.
    private static func boxPass(_ line: inout [UInt32], _ scratch: inout [UInt32], _ count: Int,
                                _ box: (left: Int, right: Int)) {
        let size = UInt32(box.left + box.right + 1)
        var sum: UInt32 = 0
        // The window of output i covers i − left ... i + right.
        for j in 0..<min(box.right, count) { sum += line[j] }
        for i in 0..<count {
            let entering = i + box.right, leaving = i - box.left - 1
            if entering < count { sum += line[entering] }
            if leaving >= 0 { sum -= line[leaving] }
            scratch[i] = (sum + size / 2) / size
        }
        for i in 0..<count { line[i] = scratch[i] }
    }
}
