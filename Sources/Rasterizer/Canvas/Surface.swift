#if canImport(Glibc)
import Glibc
#endif
/// Premultiplied RGBA8 pixels over a rectangle of the device: the canvas itself, or a
/// layer opened by `Canvas.saveLayer(opacity:)` that is composited back when restored.
/// The bytes are kept in the `Bitmap` layout (R, G, B, A), so the finished canvas hands its
/// array to a `Bitmap` without copying; drawing sees them as packed pixels (`Blend.pack`).
///
/// A surface whose every pixel is one color (a new canvas, a new layer, or one a solid fill
/// covered whole) holds that color and no pixels: its bytes are made on the first draw that
/// touches only part of it. A full-screen background and a modal's dim over it then cost one
/// pixel's arithmetic each instead of a pass over 3 million pixels.
struct Surface: Sendable {
    var bounds: PixelRect
    /// R, G, B, A bytes, premultiplied, rows top to bottom; empty while `uniformColor` is set.
    private var stored: [UInt8]
    /// The packed color of every pixel, while the surface is one color.
    private(set) var uniformColor: UInt32?
    /// Group opacity applied when the layer is composited onto the surface below.
    var opacity: UInt8

    init(bounds: PixelRect, fill: UInt32, opacity: UInt8 = 255) {
        self.bounds = bounds
        self.stored = []
        self.uniformColor = fill
        self.opacity = opacity
    }

    /// The canvas surface holding `pixels` (bounds.area x 4 bytes, the caller's to get right).
    init(bounds: PixelRect, pixels: [UInt8]) {
        self.bounds = bounds; self.stored = pixels; self.uniformColor = nil; self.opacity = 255
    }

    /// The R, G, B, A bytes of every pixel.
    var pixels: [UInt8] {
        guard let color = uniformColor else { return stored }
        return Surface.bytes(filledWith: color, count: bounds.area)
    }

    /// Draws `color` (packed premultiplied) at full coverage over every pixel, when that
    /// leaves the surface one color: over a surface that is one color, or opaque over
    /// anything. Returns false, changing nothing, otherwise. `Blend.sourceOver` is the rule
    /// every span blit follows, so the result is the same as blending each pixel.
    mutating func coverWhole(with color: UInt32) -> Bool {
        if let current = uniformColor {
            uniformColor = Blend.sourceOver(color, current)
        } else if Blend.alpha(color) == 255 {
            uniformColor = color
            stored = []
        } else {
            return false
        }
        return true
    }

    /// Runs `body` with the pixels as packed 32-bit values, made first if the surface was
    /// one color; afterwards the surface is taken to be any colors.
    mutating func withPackedPixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) -> R) -> R {
        if let color = uniformColor {
            stored = Surface.bytes(filledWith: color, count: bounds.area)
            uniformColor = nil
        }
        return stored.withUnsafeMutableBytes { raw in raw.withMemoryRebound(to: UInt32.self, body) }
    }

    /// `count` pixels of `color`, as bytes.
    private static func bytes(filledWith color: UInt32, count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                Surface.preferHugePages(UnsafeMutableRawBufferPointer(start: base, count: count * 4))
                UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) { pixels in
                    SpanKernel.fill(pixels, count, color)
                }
            }
            initialized = count * 4
        }
    }

    /// Asks the kernel to back the 2 MiB-aligned part of a large, untouched buffer with huge pages:
    /// a 12 MB screen is then 6 page faults instead of 3,000 (a tenth of a render process's time
    /// went to faulting in fresh pages). Only a hint; the bytes are the same either way.
    private static func preferHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        let huge = 2 << 20
        guard buffer.count >= 2 * huge, let base = buffer.baseAddress else { return }
        let start = (Int(bitPattern: base) + huge - 1) & ~(huge - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(huge - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        #endif
    }
}
