import LayoutEngine
import Synchronization

// A shadow's blurred mask is a function of the shape's device polylines, the area it may reach
// and the blur's standard deviation, and the same card drawn again (a snapshot suite asserts one
// component in state after state at the same size, a gallery draws it on each device) asks for
// the same mask: Skia keeps blurred masks for the same reason (SkMaskCache). The key is the exact
// input of the computation, so a hit gives the bytes a miss would.

/// A thread-safe store of blurred shadow masks, shared by painters on any number of threads.
public final class ShadowMaskCache: Sendable {
    struct Key: Hashable, Sendable {
        var lines: [Polyline]
        var limit: PixelRect
        var sigma: UInt64
    }

    private let entries: Mutex<(store: [Key: CoverageMask], bytes: Int)>
    /// Past this many bytes of masks (a phone screen's shadow at 3x is about 3.5 MB) the cache
    /// starts over, bounding its memory.
    public let byteCapacity: Int

    /// An empty cache holding up to `byteCapacity` bytes of masks (default 64 MB).
    public init(byteCapacity: Int = 64 << 20) {
        self.byteCapacity = max(0, byteCapacity)
        self.entries = Mutex(([:], 0))
    }

    /// How many masks are stored.
    public var count: Int { entries.withLock { $0.store.count } }

    /// Forgets every mask.
    public func removeAll() { entries.withLock { $0 = ([:], 0) } }

    /// The mask for `key`, made by `make` (outside the lock) when missing.
    func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask {
        if let hit = entries.withLock({ $0.store[key] }) { return hit }
        let mask = make()
        guard mask.alpha.count <= byteCapacity else { return mask }
        entries.withLock { cache in
            if cache.bytes + mask.alpha.count > byteCapacity { cache = ([:], 0) }
            if cache.store.updateValue(mask, forKey: key) == nil { cache.bytes += mask.alpha.count }
        }
        return mask
    }
}
