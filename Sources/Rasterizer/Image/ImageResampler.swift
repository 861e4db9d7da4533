/// Shrinks premultiplied RGBA8 images with a Lanczos-3 filter, separably: rows first, then
/// columns, as Pillow's `Image.resize(size, LANCZOS)` does (Pillow, src/libImaging/Resample.c).
///
/// When shrinking by a factor s, the filter is widened by s (its support becomes 3s input
/// pixels), so every input pixel contributes and detail finer than the output grid averages out
/// instead of aliasing: a one-pixel checkerboard shrunk 10x is an even gray, not a moiré.
/// Weights are computed in IEEE double arithmetic with only additions, multiplications and
/// divisions (`sinPi` is a polynomial, not the C library's `sin`, whose last bits differ between
/// libm versions), normalized to sum 1, then quantized to 22 fractional bits; sums are integers.
/// So the bytes are the same on every machine. Working on premultiplied pixels keeps the color
/// of transparent pixels from bleeding into edges (a white icon on transparent does not get a
/// dark halo).
public enum ImageResampler {
    /// Lanczos-3: sinc(x) sinc(x / 3) on -3 < x < 3 (Duchon, "Lanczos filtering in one and two
    /// dimensions", J. Appl. Meteorology 1979; Pillow's `lanczos_filter`).
    static let support = 3.0
    /// Pillow's PRECISION_BITS for 8-bit images: 32 - 8 - 2.
    static let precisionBits = 22

    /// `pixels` (packed premultiplied RGBA, `width` x `height`) resized to `newWidth` x `newHeight`.
    /// A side that keeps its size is not filtered. Color channels are clamped to alpha afterwards
    /// (the filter's negative lobes can ring past it), so the result is valid premultiplied color.
    public static func resize(_ pixels: [UInt32], width: Int, height: Int, to newWidth: Int, _ newHeight: Int) -> [UInt32] {
        precondition(width > 0 && height > 0 && newWidth > 0 && newHeight > 0 && pixels.count == width * height)
        var current = pixels
        var w = width
        if newWidth != width {
            current = pass(current, length: width, lines: height, lineStride: width, step: 1, to: newWidth)
            w = newWidth
        }
        if newHeight != height {
            current = pass(current, length: height, lines: w, lineStride: 1, step: w, to: newHeight)
        }
        return current.map { p in
            let (r, g, b, a) = Blend.unpack(p)
            return Blend.pack(min(r, a), min(g, a), min(b, a), a)
        }
    }

    /// One filtering pass along lines of `length` pixels (rows with step 1, or columns with step
    /// width), `lines` of them starting `lineStride` apart, each resized to `newLength`.
    private static func pass(_ source: [UInt32], length: Int, lines: Int, lineStride: Int, step: Int,
                             to newLength: Int) -> [UInt32] {
        let kernel = Kernel(inputLength: length, outputLength: newLength)
        // Output lines are laid out like the input ones: rows stay rows, columns stay columns.
        let outStep = step == 1 ? 1 : lines
        let outLineStride = step == 1 ? newLength : 1
        let half = 1 << (precisionBits - 1)
        return [UInt32](unsafeUninitializedCapacity: newLength * lines) { out, initialized in
            source.withUnsafeBufferPointer { src in
                kernel.weights.withUnsafeBufferPointer { weights in
                    for line in 0..<lines {
                        let base = line * lineStride
                        for i in 0..<newLength {
                            let first = kernel.first[i], count = kernel.count[i]
                            var r = half, g = half, b = half, a = half
                            for k in 0..<count {
                                let (pr, pg, pb, pa) = Blend.unpack(src[base + (first + k) * step])
                                let w = Int(weights[i * kernel.size + k])
                                r += Int(pr) * w
                                g += Int(pg) * w
                                b += Int(pb) * w
                                a += Int(pa) * w
                            }
                            out[line * outLineStride + i * outStep] = Blend.pack(clip(r), clip(g), clip(b), clip(a))
                        }
                    }
                }
            }
            initialized = newLength * lines
        }
    }

    /// A fixed-point sum back to 0...255 (Pillow's `clip8`).
    @inline(__always)
    private static func clip(_ sum: Int) -> UInt32 {
        sum <= 0 ? 0 : UInt32(min(sum >> precisionBits, 255))
    }

    /// For each output pixel, the first input pixel it reads, how many, and their weights
    /// (Pillow's `precompute_coeffs` and `normalize_coeffs_8bpc`).
    struct Kernel {
        var size: Int
        var first: [Int]
        var count: [Int]
        var weights: [Int32]

        init(inputLength: Int, outputLength: Int) {
            let scale = Double(inputLength) / Double(outputLength)
            let filterScale = max(scale, 1)
            let reach = ImageResampler.support * filterScale
            size = Int(reach.rounded(.up)) * 2 + 1
            first = [Int](repeating: 0, count: outputLength)
            count = [Int](repeating: 0, count: outputLength)
            weights = [Int32](repeating: 0, count: outputLength * size)
            let one = Double(1 << ImageResampler.precisionBits)
            var k = [Double](repeating: 0, count: size)
            for i in 0..<outputLength {
                let center = (Double(i) + 0.5) * scale
                let lo = max(Int(center - reach + 0.5), 0)
                let n = min(Int(center + reach + 0.5), inputLength) - lo
                var total = 0.0
                for x in 0..<n {
                    k[x] = ImageResampler.lanczos((Double(x + lo) - center + 0.5) / filterScale)
                    total += k[x]
                }
                first[i] = lo
                count[i] = n
                for x in 0..<n {
                    let w = total != 0 ? k[x] / total : 0
                    weights[i * size + x] = Int32(w < 0 ? -0.5 + w * one : 0.5 + w * one)
                }
            }
        }
    }

    /// sinc(x) sinc(x / 3) inside the support, 0 outside.
    static func lanczos(_ x: Double) -> Double {
        guard -support <= x, x < support else { return 0 }
        return sinc(x) * sinc(x / 3)
    }

    /// sin(pi x) / (pi x), 1 at 0.
    static func sinc(_ x: Double) -> Double {
        x == 0 ? 1 : sinPi(x) / (x * Double.pi)
    }

    /// sin(pi x) from the Taylor series of sin(pi r) to r^21 after reducing x to |r| <= 1/2
    /// (sin(pi x) = -sin(pi (x - 1))); the truncation error is below (pi/2)^23 / 23! < 2e-17.
    static func sinPi(_ x: Double) -> Double {
        var r = x - 2 * (x / 2).rounded()  // in [-1, 1]
        if r > 0.5 { r = 1 - r } else if r < -0.5 { r = -1 - r }
        let t = r * Double.pi, t2 = t * t
        var term = t, sum = t
        for n in stride(from: 2, through: 20, by: 2) {
            term = -term * t2 / Double(n * (n + 1))
            sum += term
        }
        return sum
    }
}
