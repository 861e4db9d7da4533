#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files as bytes with POSIX calls, reporting failures as `FileError`s with errno's text.
public enum FileBytes {
    /// The contents of the file at `path`.
    public static func read(atPath path: String) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileBytes.error("open", path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileBytes.error("stat", path) }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw FileError(operation: "read", path: path, reason: "not a regular file")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Read until end of file rather than trusting st_size: the file may grow or shrink meanwhile.
        while true {
            let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileBytes.error("read", path)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// A `FileError` for `operation` on `path` from the current errno.
    static func error(_ operation: String, _ path: String) -> FileError {
        FileError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}

/// POSIX read(2), named apart from `FileBytes.read` so the call inside it reaches the system.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
