#if canImport(Glibc)
import Glibc
#endif

/// Change notifications for folders, from Linux's inotify(7): the preview's watcher sleeps until a
/// file in a watched folder is written, created, removed, renamed or has its attributes changed,
/// instead of stat'ing every file fifty times a second (3,000 watched scenes kept a core busy).
/// Folders, not files, are watched: an editor that saves by writing a new file and renaming it over
/// the old one replaces the file's inode, which a watch on the file itself would lose.
///
/// Where inotify is unavailable (another system, or the per-user limit of instances reached)
/// `init` returns nil and the watcher polls, as it did before.
final class FileEvents: @unchecked Sendable {
    // The descriptor and the watch table are used by the watcher's one thread only.
    private let descriptor: Int32
    private var watches: [String: Int32] = [:]

    init?() {
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        #else
        return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
        close(descriptor)
        #endif
    }

    /// Watches exactly `folders` from now on: new ones added, ones no longer asked for removed. A
    /// folder that cannot be watched (missing, or past the user's limit of watches) is left out;
    /// the watcher's periodic look at every file still sees changes there.
    func watch(_ folders: Set<String>) {
        #if canImport(Glibc)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                           | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in folders where watches[folder] == nil {
            let watch = inotify_add_watch(descriptor, folder, mask)
            if watch >= 0 { watches[folder] = watch }
        }
        for (folder, watch) in watches where !folders.contains(folder) {
            inotify_rm_watch(descriptor, watch)
            watches[folder] = nil
        }
        #endif
    }

    /// Waits up to `milliseconds` for a change; true when one (or more) came, after reading all
    /// that are pending so the next wait starts clean.
    func wait(milliseconds: Int32) -> Bool {
        #if canImport(Glibc)
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        return true
        #else
        return false
        #endif
    }
}
