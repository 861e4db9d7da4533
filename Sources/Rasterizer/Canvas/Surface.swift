/// Premultiplied RGBA8 pixels over a rectangle of the device: the canvas itself, or a
/// layer opened by `Canvas.saveLayer(opacity:)` that is composited back when restored.
/// The bytes are kept in the `Bitmap` layout (R, G, B, A), so the finished canvas hands its
/// array to a `Bitmap` without copying; drawing sees them as packed pixels (`Blend.pack`).
struct Surface: Sendable {
    var bounds: PixelRect
    /// R, G, B, A bytes, premultiplied, rows top to bottom.
    var pixels: [UInt8]
    /// Group opacity applied when the layer is composited onto the surface below.
    var opacity: UInt8

    init(bounds: PixelRect, fill: UInt32, opacity: UInt8 = 255) {
        self.bounds = bounds
        let byteCount = bounds.area * 4
        self.pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { $0.initialize(repeating: fill) }
            initialized = byteCount
        }
        self.opacity = opacity
    }

    /// The canvas surface holding `pixels` (bounds.area x 4 bytes, the caller's to get right).
    init(bounds: PixelRect, pixels: [UInt8]) {
        self.bounds = bounds; self.pixels = pixels; self.opacity = 255
    }

    /// Runs `body` with the pixels as packed 32-bit values.
    mutating func withPackedPixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) -> R) -> R {
        pixels.withUnsafeMutableBytes { raw in raw.withMemoryRebound(to: UInt32.self, body) }
    }

    /// Runs `body` with the pixels as packed 32-bit values, read only.
    func withPackedPixels<R>(_ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        pixels.withUnsafeBytes { raw in raw.withMemoryRebound(to: UInt32.self, body) }
    }
}
