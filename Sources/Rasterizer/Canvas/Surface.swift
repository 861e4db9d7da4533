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
        let byteCount = count * 4
        return [UInt8](unsafeUninitializedCapacity: HugePages.capacity(for: byteCount)) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                HugePages.prefer(UnsafeMutableRawBufferPointer(start: base, count: buffer.count))
                UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count) { pixels in
                    SpanKernel.fill(pixels, count, color)
                }
            }
            initialized = byteCount
        }
    }
}

/// Screen-sized buffers in 2 MiB pages: a 12 MB screen is then 6 page faults instead of 3,000
/// (a tenth of a render process's time went to faulting in fresh pages). Linux places an
/// anonymous mapping whose length is a multiple of 2 MiB on a 2 MiB boundary, and glibc's malloc
/// maps a large request as its size plus a 16-byte header rounded up to whole pages; so a
/// request just under a multiple of 2 MiB starts its mapping on a huge-page boundary. Only
/// hints: the bytes are the same either way, and elsewhere nothing changes.
enum HugePages {
    static let size = 2 << 20
    /// Room for malloc's and the array's headers at the mapping's start.
    private static let headers = 4096

    /// A capacity of at least `bytes` whose allocation maps whole huge pages, for buffers of
    /// at least two huge pages; `bytes` otherwise.
    static func capacity(for bytes: Int) -> Int {
        #if os(Linux)
        guard bytes >= 2 * size, bytes <= Int.max / 2 else { return bytes }
        return ((bytes + headers + size - 1) / size) * size - headers
        #else
        return bytes
        #endif
    }

    /// Asks the kernel to back `buffer`'s huge-page-aligned span with huge pages, the span
    /// reaching back over the headers when the mapping starts on a boundary; the headers' one
    /// touched small page is then collapsed into a huge page too.
    static func prefer(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= 2 * size, let base = buffer.baseAddress else { return }
        let address = Int(bitPattern: base)
        let boundary = address & ~(size - 1)
        let startsMapping = address - boundary <= headers
        let start = startsMapping ? boundary : boundary + size
        // A mapping that starts on a boundary is whole huge pages long, so it ends on one too.
        let end = startsMapping ? (address + buffer.count + size - 1) & ~(size - 1) : (address + buffer.count) & ~(size - 1)
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(aligned, end - start, MADV_HUGEPAGE)
        if startsMapping { _ = madvise(aligned, size, 25 /* MADV_COLLAPSE, Linux 6.1 */) }
        #endif
    }
}
