import LayoutEngine
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
/// `init` returns nil and the watcher polls, as it did before; where a folder cannot be watched
/// (past the per-user limit of watches) `watch` says so and the watcher looks on a timer too.
final class FileEvents: @unchecked Sendable {
    // The descriptor and the watch table are used by the watcher's one thread only.
    private let descriptor: Int32
    private var watches: [String: Int32] = [:]
    /// Folders made inside watched ones since: watched at once, so that a scene saved into a new
    /// folder is seen as promptly as one beside the others (the folder holds no scene yet when it
    /// is made, so no scene's folder names it).
    private var madeFolders: Set<String> = []

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

    /// Watches exactly `folders` from now on: new ones added, ones no longer asked for removed.
    /// Returns false when one cannot be watched (missing, or past the user's limit of watches): it
    /// is left out, and the caller must look at its files on a timer to see changes there.
    @discardableResult
    func watch(_ folders: Set<String>) -> Bool {
        #if canImport(Glibc)
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                           | IN_DELETE_SELF | IN_MOVE_SELF)
        var all = true
        for folder in folders where watches[folder] == nil {
            let watch = PlatformPath.withCString(folder) { inotify_add_watch(descriptor, $0, mask) }
            if watch >= 0 { watches[folder] = watch } else { all = false }
        }
        for (folder, watch) in watches where !folders.contains(folder) && !madeFolders.contains(folder) {
            inotify_rm_watch(descriptor, watch)
            watches[folder] = nil
        }
        return all
        #else
        return false
        #endif
    }

    /// `roots` and every folder inside them, to any depth, except hidden ones and links (the scene
    /// walk's rules, `SceneBatch`): what a preview of folders watches.
    static func folders(under roots: [String]) -> Set<String> {
        var found: Set<String> = []
        // Named as the scenes' paths are made from them (`root/relative`), so a scene's folder and
        // the walk's name for it are one key.
        var pending = roots.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        while let folder = pending.popLast() {
            guard found.insert(folder).inserted else { continue }
            for name in PlatformPath.entries(of: folder) ?? [] where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if let link = PlatformPath.status(path, followingLinks: false), link.st_mode & S_IFMT == S_IFDIR { pending.append(path) }
            }
        }
        return found
    }

    /// Waits up to `milliseconds` for a change; true when one (or more) came, after reading all
    /// that are pending so the next wait starts clean.
    func wait(milliseconds: Int32) -> Bool {
        #if canImport(Glibc)
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var made: [String] = []
        while case let count = buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }), count > 0 {
            // struct inotify_event: wd, mask, cookie, len, then len bytes of NUL-padded name.
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let name = String(decoding: buffer[offset + 16..<min(count, offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
                   let folder = watches.first(where: { $0.value == watch })?.key {
                    made.append(folder + "/" + name)
                }
                if mask & UInt32(IN_IGNORED) != 0, let folder = watches.first(where: { $0.value == watch })?.key {
                    watches[folder] = nil
                    madeFolders.remove(folder)
                }
                offset += 16 + length
            }
        }
        madeFolders.formUnion(made)
        watch(Set(watches.keys).union(made))
        return true
        #else
        return false
        #endif
    }
}
