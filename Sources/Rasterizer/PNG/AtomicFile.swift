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
        var existing = stat()
        if stat(path, &existing) == 0 {
            switch existing.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileError(operation: "write", path: path, reason: "it is a folder; name a file")
            default: return try writeThrough(bytes, toPath: path)
            }
        }
        let directory = parentDirectory(of: path)
        if createDirectories { try makeDirectories(directory) }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        var template = Array("\(directory)/.\(name).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw FileError(operation: "write", path: path,
                            reason: "cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))")
        }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        do throws(FileError) {
            // mkstemp creates the file 0600; a written reference or image should be readable by all.
            guard fchmod(descriptor, 0o644) == 0 else { throw FileBytes.error("chmod", temporaryPath) }
            guard writeAll(bytes, to: descriptor) else { throw FileBytes.error("write", temporaryPath) }
            if synchronize, fsync(descriptor) != 0 { throw FileBytes.error("fsync", temporaryPath) }
            closed = true
            guard close(descriptor) == 0 else { throw FileBytes.error("close", temporaryPath) }
            guard rename(temporaryPath, path) == 0 else { throw FileBytes.error("rename into place", path) }
        } catch {
            if !closed { close(descriptor) }
            unlink(temporaryPath)
            throw error
        }
    }

    /// Writes the UTF-8 bytes of `text` to `path` atomically (see `write(_:toPath:createDirectories:synchronize:)`).
    public static func write(_ text: String, toPath path: String, createDirectories: Bool = true,
                             synchronize: Bool = true) throws(FileError) {
        try write(Array(text.utf8), toPath: path, createDirectories: createDirectories, synchronize: synchronize)
    }

    /// Writes `bytes` into the existing non-regular file at `path` (a FIFO, a device), in place.
    private static func writeThrough(_ bytes: [UInt8], toPath path: String) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
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
        var status = stat()
        if stat(directory, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else {
                throw FileError(operation: "create directory", path: directory, reason: "a file of that name exists")
            }
            return
        }
        let parent = parentDirectory(of: directory)
        if parent != directory { try makeDirectories(parent) }
        if mkdir(directory, 0o755) != 0, errno != EEXIST { throw FileBytes.error("create directory", directory) }
    }
}

/// POSIX write(2), named apart so the call is unambiguous on every platform.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
