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

    private let store: BoundedStore<Key, CoverageMask>
    /// Past this many bytes of masks (a phone screen's shadow at 3x is about 3.5 MB) the cache
    /// starts over, bounding its memory.
    public var byteCapacity: Int { store.capacity }

    /// An empty cache holding up to `byteCapacity` bytes of masks (default 64 MB).
    public init(byteCapacity: Int = 64 << 20) {
        store = BoundedStore(capacity: byteCapacity) { $0.alpha.count }
    }

    /// How many masks are stored.
    public var count: Int { store.count }

    /// Forgets every mask.
    public func removeAll() { store.removeAll() }

    /// How many pixels the blur has run over making this cache's masks (`GaussianBlur.blurred`): the
    /// cost of its shadows counted rather than timed, the same on every machine.
    public var pixelsBlurred: Int { blurredPixels.load(ordering: .relaxed) }
    private let blurredPixels = Atomic<Int>(0)

    /// The mask for `key`, made by `make` (outside the lock) when missing; `make` also says how many
    /// pixels it blurred.
    func mask(for key: Key, make: () -> (mask: CoverageMask, pixelsBlurred: Int)) -> CoverageMask {
        store.value(for: key) {
            let made = make()
            blurredPixels.add(made.pixelsBlurred, ordering: .relaxed)
            return made.mask
        }
    }
}
