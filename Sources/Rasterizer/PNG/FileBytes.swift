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
            switch error {
            case .system(let operation, let code):
                throw FileError(operation: operation, path: path, reason: String(cString: strerror(code)))
            case .folder, .notRegularFile:
                throw FileError(operation: "read", path: path, reason: "not a regular file")
            case .tooLarge(_, let limit):
                throw FileError(operation: "read", path: path, reason: "larger than \(limit) bytes")
            }
        }
    }

    /// A `FileError` for `operation` on `path` from the current errno.
    static func error(_ operation: String, _ path: String) -> FileError {
        FileError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }
}

