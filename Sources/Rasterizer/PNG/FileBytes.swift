import LayoutEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files as bytes with POSIX calls, reporting failures as `FileError`s with errno's text.
public enum FileBytes {
    /// The contents of the regular file at `path` (`FileContents.read`, worded as a `FileError`).
    public static func read(atPath path: String) throws(FileError) -> [UInt8] {
        do {
            return try FileContents.read(atPath: path, regularFilesOnly: true)
        } catch {
            throw FileError(operation: error.operation, path: path, reason: error.reason)
        }
    }

    /// A `FileError` for `operation` on `path` from the current errno.
    static func error(_ operation: String, _ path: String) -> FileError {
        FileError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}

