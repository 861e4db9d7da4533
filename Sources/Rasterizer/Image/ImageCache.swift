import LayoutEngine
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoded images kept for the life of a process, so a photo used by many scenes of a batch or
/// a gallery is decoded once. An entry is known by the file's path, modification time and size
/// (a file replaced between renders, as the preview server sees, is read again) and by what it
/// was decoded for (a JPEG reduced for a small drawing is not the one a large drawing needs).
public final class ImageCache: Sendable {
    /// The cache the scene-file reader and the command line share.
    public static let shared = ImageCache()

    struct Key: Hashable, Sendable {
        var path: String
        var modified: Int
        var modifiedNanoseconds: Int
        var size: Int
        var scale: Double?
        var placement: ImagePlacement?
    }

    private struct Store {
        var images: [Key: ImageContent] = [:]
        var order: [Key] = []
        var bytes = 0
    }

    private let store = Mutex(Store())
    /// Past this many bytes of pixels the oldest images are let go.
    public let capacity: Int
    /// The decoder used for files not in the cache.
    public let decoder: ImageDecoder

    /// An empty cache holding up to `capacity` bytes of pixels (512 MiB by default).
    public init(capacity: Int = 512 << 20, decoder: ImageDecoder = ImageDecoder()) {
        self.capacity = capacity
        self.decoder = decoder
    }

    /// How many images are held.
    public var count: Int { store.withLock { $0.images.count } }

    /// The image at `path` decoded as `ImageDecoder.decode(contentsOfFile:scale:placement:)` does,
    /// from the cache when the file has not changed since it was decoded.
    public func image(atPath path: String, scale: Double? = nil, placement: ImagePlacement? = nil) throws(ImageError) -> ImageContent {
        guard let status = PlatformPath.status(path) else {
            throw ImageError(.unreadableFile, message: "stat failed: \(String(cString: strerror(errno)))", path: path)
        }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        let key = Key(path: path, modified: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
                      size: Int(status.st_size), scale: scale, placement: placement)
        if let hit = store.withLock({ $0.images[key] }) { return hit }
        let image = try decoder.decode(contentsOfFile: path, scale: scale, placement: placement)
        store.withLock { store in
            guard store.images[key] == nil else { return }
            store.images[key] = image
            store.order.append(key)
            store.bytes += image.rgba.count
            while store.bytes > capacity, store.order.count > 1 {
                let oldest = store.order.removeFirst()
                store.bytes -= store.images.removeValue(forKey: oldest)?.rgba.count ?? 0
            }
        }
        return image
    }
}
