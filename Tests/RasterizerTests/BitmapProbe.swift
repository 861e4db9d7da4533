import Rasterizer

/// Reading pixels back in tests.
extension Bitmap {
    /// The premultiplied (R, G, B, A) at (`x`, `y`).
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(pixels[i..<i + 4])
    }

    /// The alpha channel at (`x`, `y`).
    func alpha(_ x: Int, _ y: Int) -> UInt8 { pixels[(y * width + x) * 4 + 3] }

    /// The sum of all alpha values divided by 255: the covered area in pixels.
    var coveredArea: Double { stride(from: 3, to: pixels.count, by: 4).reduce(0.0) { $0 + Double(pixels[$1]) } / 255 }
}
