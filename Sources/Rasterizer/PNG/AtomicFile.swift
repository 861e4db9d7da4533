import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old contents or the new, never half of them.
///
/// The bytes go to a temporary file in the destination's directory (same file system, so the
/// rename cannot turn into a copy), are flushed to disk, and the temporary file is renamed over
/// the destination: rename(2) replaces a path atomically (POSIX.1-2017, rename()). Concurrent
/// writers of the same path each write their own temporary file; the last rename wins whole.
///
/// Only regular files are replaced. A path that names a FIFO, a character device (`/dev/stdout`,
/// `/dev/null`) or a socket is written through, in place: renaming over it would replace the
/// device node with a file (as root, `/dev/null` itself). A folder is an error.
public enum AtomicFile {
    /// Writes `bytes` to `path`, creating missing parent directories when asked.
    /// - Parameters:
    ///   - createDirectories: create the parent directories first (like `mkdir -p`).
    ///   - synchronize: fsync the data before the rename, so a crash cannot leave an empty file
    ///     under the new name.
    public static func write(_ bytes: [UInt8], toPath path: String, createDirectories: Bool = true,
                             synchronize: Bool = true) throws(FileError) {
        guard !path.isEmpty else { throw FileError(operation: "write", path: "\"\"", reason: "the output path is empty") }
        if let existing = PlatformPath.status(path) {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileError(operation: "write", path: path, reason: "it is a folder; name a file")
            default: return try writeThrough(bytes, toPath: path)
            }
        }
        let stream = try Stream(path: path, createDirectories: createDirectories)
        try stream.append(bytes)
        try stream.commit(synchronize: synchronize)
    }

    /// A regular file written piece by piece and put in place whole: the pieces go to a
    /// temporary file beside the destination, `commit` renames it over the destination, and a
    /// stream released without a commit removes it (the destination untouched). A frame
    /// sequence's animation is written this way, one frame's bytes in memory at a time.
    public final class Stream {
        /// The destination.
        public let path: String
        private var template: [CChar]
        private let descriptor: Int32
        private var isOpen = true
        private var isPlaced = false

        /// Creates the temporary file for `path`, with the permissions the file will keep: an
        /// existing file's own bits, else what open(2) with 0666 would give under the umask
        /// (0644 under the usual 022; mkstemp itself creates 0600).
        public init(path: String, createDirectories: Bool = true) throws(FileError) {
            guard !path.isEmpty else { throw FileError(operation: "write", path: "\"\"", reason: "the output path is empty") }
            var mode = 0o666 & ~AtomicFile.processUmask
            if let existing = PlatformPath.status(path) {
                guard existing.st_mode & S_IFMT != S_IFDIR else {
                    throw FileError(operation: "write", path: path, reason: "it is a folder; name a file")
                }
                mode = existing.st_mode & 0o777
            }
            let directory = AtomicFile.parentDirectory(of: path)
            if createDirectories { try AtomicFile.makeDirectories(directory) }
            var template = AtomicFile.temporaryTemplate(for: path, in: directory)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw FileError(operation: "write", path: path,
                                reason: "cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))")
            }
            self.path = path; self.template = template; self.descriptor = descriptor
            guard fchmod(descriptor, mode) == 0 else { throw failure("chmod") }
        }

        /// The temporary file's name, for messages only: the calls use the template's bytes,
        /// which need not be UTF-8.
        private var temporaryPath: String {
            PlatformPath.string(template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        }

        private func failure(_ operation: String) -> FileError { FileBytes.error(operation, temporaryPath) }

        /// Appends `bytes` to the temporary file.
        public func append(_ bytes: [UInt8]) throws(FileError) {
            guard AtomicFile.writeAll(bytes, to: descriptor) else { throw failure("write") }
        }

        /// Flushes the data to disk when asked (so a crash cannot leave an empty file under the
        /// new name) and renames the temporary file over the destination.
        public func commit(synchronize: Bool = true) throws(FileError) {
            if synchronize, fsync(descriptor) != 0 { throw failure("fsync") }
            isOpen = false
            guard close(descriptor) == 0 else { throw failure("close") }
            let renamed = template.withUnsafeBufferPointer { temporary in
                PlatformPath.withCString(path) { rename(temporary.baseAddress!, $0) }
            }
            guard renamed == 0 else {
                throw FileBytes.error("rename into place", path)
            }
            isPlaced = true
        }

        deinit {
            if isOpen { close(descriptor) }
            if !isPlaced { template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) } }
        }
    }

    /// The longest file name (NAME_MAX on Linux and macOS): a temporary name longer than this
    /// fails with ENAMETOOLONG, so it is cut to fit.
    static let longestName = 255

    /// mkstemp's template for a temporary file beside `path`: `.<name>.tmp-XXXXXX` in `directory`,
    /// its name's bytes cut so the whole fits `longestName` (a 254-byte output name is legal and
    /// must be writable). Bytes, not characters: a cut may split a UTF-8 sequence, and a name
    /// that is not UTF-8 at all is used as given.
    static func temporaryTemplate(for path: String, in directory: String) -> [CChar] {
        let suffix = Array(".tmp-XXXXXX".utf8)
        let pathBytes = PlatformPath.bytes(path)
        let name = pathBytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? pathBytes[...]
        let kept = name.prefix(longestName - 1 - suffix.count)
        let bytes = PlatformPath.bytes(directory) + [UInt8(ascii: "/"), UInt8(ascii: ".")] + kept + suffix + [0]
        return bytes.map { CChar(bitPattern: $0) }
    }

    /// The process's file mode creation mask, read once. Linux reports it in /proc/self/status
    /// ("Umask:", since 4.7) without changing it; elsewhere umask(2) is set and restored, which
    /// briefly changes it for every thread, so only before the first write.
    static let processUmask: mode_t = {
        if let status = try? FileContents.read(atPath: "/proc/self/status", limit: 1 << 16),
           let line = String(decoding: status, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let mask = mode_t(line.dropFirst(6).trimmingPrefix(while: \.isWhitespace), radix: 8) {
            return mask
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }()

    /// Writes the UTF-8 bytes of `text` to `path` atomically (see `write(_:toPath:createDirectories:synchronize:)`).
    public static func write(_ text: String, toPath path: String, createDirectories: Bool = true,
                             synchronize: Bool = true) throws(FileError) {
        try write(Array(text.utf8), toPath: path, createDirectories: createDirectories, synchronize: synchronize)
    }

    /// Writes `bytes` into the existing non-regular file at `path` (a FIFO, a device), in place.
    private static func writeThrough(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        let descriptor = PlatformPath.withCString(path) { open($0, O_WRONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw FileBytes.error("open", path) }
        guard writeAll(bytes, to: descriptor) else {
            let error = FileBytes.error("write", path)
            close(descriptor)
            throw error
        }
        guard close(descriptor) == 0 else { throw FileBytes.error("close", path) }
    }

    /// Writes every byte, retrying short writes and interrupted calls; false with errno set on failure.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = writeSome(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The directory part of `path` ("." for a bare file name, "/" for a file in the root).
    static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = path[..<slash]
        return directory.isEmpty ? "/" : String(directory)
    }

    /// Creates `directory` and its missing parents; a directory that already exists (perhaps
    /// made a moment ago by a parallel test) is success.
    public static func makeDirectories(_ directory: String) throws(FileError) {
        if let status = PlatformPath.status(directory) {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw FileError(operation: "create directory", path: directory, reason: "a file of that name exists")
            }
            return
        }
        let parent = parentDirectory(of: directory)
        if parent != directory { try makeDirectories(parent) }
        if PlatformPath.withCString(directory, { mkdir($0, 0o755) }) != 0, errno != EEXIST { throw FileBytes.error("create directory", directory) }
    }
}

/// POSIX write(2), named apart so the call is unambiguous on every platform.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
