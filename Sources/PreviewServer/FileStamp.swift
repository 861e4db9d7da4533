import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a file that changes when it is written or replaced: its identity (a
/// save by rename is a new inode), size and modification and change times to the nanosecond.
/// Comparing stamps is the watcher's whole test for "the file changed"; nil is a missing file.
struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
    var changed: Int64
    var changedNanoseconds: Int64

    /// The stamp of the file at `path`, or nil when it cannot be stat'ed (missing, unreadable folder).
    init?(path: String) {
        guard let info = PlatformPath.status(path) else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec); modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        changed = Int64(info.st_ctimespec.tv_sec); changedNanoseconds = Int64(info.st_ctimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec); modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec); changedNanoseconds = Int64(info.st_ctim.tv_nsec)
        #endif
    }
}
