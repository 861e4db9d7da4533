import LayoutEngine

// Glyph coverage masks are the same every time a glyph is drawn at the same pixel size and
// the same sub-pixel offset, so they are rasterized once and kept. The key quantizes the
// offset to 1/4 pixel (what FreeType-based renderers such as Skia use for subpixel
// positioning); the drawing code quantizes the same way whether a cache is given or not, so
// a cache only saves time and never changes a byte.

/// A thread-safe store of glyph coverage masks, shared by painters on any number of threads.
public final class GlyphMaskCache: Sendable {
    /// Identifies one rasterized glyph: face, pixel size, glyph id and quarter-pixel offset.
    struct Key: Hashable, Sendable {
        var face: Int
        var pixelSizeX: UInt64
        var pixelSizeY: UInt64
        var glyph: UInt32
        var quarterX: UInt8
        var quarterY: UInt8
    }

    /// Identifies a color glyph's pixels at one device size: a bitmap glyph resized to `width` x
    /// `height` pixels, or a COLR version 1 glyph drawn at a pixel size and quarter-pixel offset (`Key`)
    /// in a text color (its paints may use that color).
    enum ColorImageKey: Hashable, Sendable {
        case resized(face: Int, glyph: UInt32, width: Int, height: Int)
        case painted(Key, foreground: Color)
    }

    private let entries: BoundedStore<Key, CoverageMask>
    /// Color glyphs' pixels: an emoji or a COLR glyph drawn many times at one size is resampled or
    /// drawn once. Both are pure functions of the key, so a hit gives the bytes a miss would.
    private let colorImages: BoundedStore<ColorImageKey, [UInt32]>
    /// Past this many masks the cache starts over, bounding its memory.
    public var capacity: Int { entries.capacity }
    /// Past this many pixels of color glyph images (64 MB; an emoji at 17 pt and 3x is about 3,600,
    /// a COLR glyph's clip box about twice that) that store starts over.
    static let colorImagePixelCapacity = 16 << 20

    /// An empty cache that holds up to `capacity` masks.
    public init(capacity: Int = 8192) {
        self.entries = BoundedStore(capacity: max(1, capacity)) { _ in 1 }
        self.colorImages = BoundedStore(capacity: GlyphMaskCache.colorImagePixelCapacity) { $0.count }
    }

    /// How many color glyph images (resized bitmaps and drawn COLR glyphs) are stored.
    public var colorImageCount: Int { colorImages.count }

    /// The color glyph image for `key`, made by `make` (outside the lock) when missing.
    func colorImage(for key: ColorImageKey, make: () -> [UInt32]) -> [UInt32] { colorImages.value(for: key, make: make) }

    /// How many masks are stored.
    public var count: Int { entries.count }

    /// The mask for `key`, made by `make` (outside the lock) when missing.
    func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask { entries.value(for: key, make: make) }
}
