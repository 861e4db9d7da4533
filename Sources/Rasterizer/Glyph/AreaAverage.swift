import LayoutEngine

/// Resizes a premultiplied RGBA image by area averaging: each output pixel is the mean of the source
/// area it covers, every source pixel weighted by the exact overlap (box filtering, as Pillow's
/// `Image.reduce` and Skia's mipmap downsampling do for integer factors, here for any ratio). All in
/// integers: output column i covers source columns [i·w/W, (i+1)·w/W), so measured in units of 1/W of a
/// source pixel every overlap is a whole number and the weights of one output pixel sum to w·h; the
/// sum is rounded half up. The same bytes on every machine, and no color bleeds from premultiplied
/// transparent pixels.
enum AreaAverage {
    /// `rgba` (width × height, premultiplied, R G B A per pixel) resized to `outWidth` × `outHeight`,
    /// as packed pixels for the canvas (`Blend.pack`).
    static func resize(_ rgba: [UInt8], width: Int, height: Int, toWidth outWidth: Int, height outHeight: Int) -> [UInt32] {
        let columns = weights(source: width, output: outWidth)
        let rows = weights(source: height, output: outHeight)
        let total = width * height
        var out = [UInt32](repeating: 0, count: outWidth * outHeight)
        var sums = [Int](repeating: 0, count: outWidth * 4)
        for oy in 0..<outHeight {
            for k in sums.indices { sums[k] = 0 }
            for (sy, wy) in rows[oy] {
                let rowStart = sy * width * 4
                for ox in 0..<outWidth {
                    for (sx, wx) in columns[ox] {
                        let w = wx * wy
                        let s = rowStart + sx * 4
                        sums[ox * 4] += Int(rgba[s]) * w
                        sums[ox * 4 + 1] += Int(rgba[s + 1]) * w
                        sums[ox * 4 + 2] += Int(rgba[s + 2]) * w
                        sums[ox * 4 + 3] += Int(rgba[s + 3]) * w
                    }
                }
            }
            for ox in 0..<outWidth {
                func channel(_ c: Int) -> UInt32 { UInt32((sums[ox * 4 + c] + total / 2) / total) }
                out[oy * outWidth + ox] = Blend.pack(channel(0), channel(1), channel(2), channel(3))
            }
        }
        return out
    }

    /// For each output index, the source indices it overlaps and the overlap in units of 1/`output`
    /// of a source pixel (each list sums to `source`).
    static func weights(source: Int, output: Int) -> [[(index: Int, weight: Int)]] {
        (0..<output).map { o in
            let start = o * source, end = (o + 1) * source  // in units of 1/output source pixel
            var list: [(index: Int, weight: Int)] = []
            var s = start / output
            while s * output < end {
                let overlap = min(end, (s + 1) * output) - max(start, s * output)
                if overlap > 0 { list.append((s, overlap)) }
                s += 1
            }
            return list
        }
    }
}
