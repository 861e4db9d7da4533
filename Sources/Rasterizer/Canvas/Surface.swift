/// Premultiplied RGBA8 pixels over a rectangle of the device: the canvas itself, or a
/// layer opened by `Canvas.saveLayer(opacity:)` that is composited back when restored.
struct Surface: Sendable {
    var bounds: PixelRect
    /// Packed premultiplied pixels (see `Blend.pack`), rows top to bottom.
    var pixels: [UInt32]
    /// Group opacity applied when the layer is composited onto the surface below.
    var opacity: UInt8

    init(bounds: PixelRect, fill: UInt32, opacity: UInt8 = 255) {
        self.bounds = bounds
        self.pixels = [UInt32](repeating: fill, count: bounds.area)
        self.opacity = opacity
    }
}
