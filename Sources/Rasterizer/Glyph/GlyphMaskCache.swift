import Synchronization

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

    /// Identifies a color glyph's bitmap resized to a device size: face, glyph id, width and height in pixels.
    struct BitmapKey: Hashable, Sendable {
        var face: Int
        var glyph: UInt32
        var width: Int
        var height: Int
    }

    private let entries: Mutex<[Key: CoverageMask]>
    /// Resized emoji bitmaps: an emoji drawn many times at one size is resampled once. Resampling is
    /// a pure function of the key, so a hit gives the bytes a miss would.
    private let bitmaps: Mutex<(store: [BitmapKey: [UInt32]], pixels: Int)>
    /// Past this many masks the cache starts over, bounding its memory.
    public let capacity: Int
    /// Past this many pixels of resized bitmaps (64 MB; an emoji at 17 pt and 3x is about 3,600)
    /// that store starts over.
    static let bitmapPixelCapacity = 16 << 20

    /// An empty cache that holds up to `capacity` masks.
    public init(capacity: Int = 8192) {
        self.capacity = max(1, capacity)
        self.entries = Mutex([:])
        self.bitmaps = Mutex(([:], 0))
    }

    /// How many resized color glyph bitmaps are stored.
    public var bitmapCount: Int { bitmaps.withLock { $0.store.count } }

    /// The resized bitmap for `key`, made by `make` (outside the lock) when missing.
    func bitmap(for key: BitmapKey, make: () -> [UInt32]) -> [UInt32] {
        if let hit = bitmaps.withLock({ $0.store[key] }) { return hit }
        let pixels = make()
        bitmaps.withLock { cache in
            if cache.pixels + pixels.count > GlyphMaskCache.bitmapPixelCapacity { cache = ([:], 0) }
            if cache.store.updateValue(pixels, forKey: key) == nil { cache.pixels += pixels.count }
        }
        return pixels
    }

    /// How many masks are stored.
    public var count: Int { entries.withLock { $0.count } }

    /// The mask for `key`, made by `make` (outside the lock) when missing.
    func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask {
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let mask = make()
        entries.withLock { store in
            if store.count >= capacity { store.removeAll(keepingCapacity: true) }
            store[key] = mask
        }
        return mask
    }
}
