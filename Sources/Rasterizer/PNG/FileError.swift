/// A file operation that failed: what was attempted, on which path, and the system's reason.
public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step that failed ("open", "write", "rename", ...).
    public var operation: String
    /// The file concerned.
    public var path: String
    /// The system's explanation (strerror of errno).
    public var reason: String

    /// Creates an error for `operation` on `path`.
    public init(operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(operation) failed: \(reason)" }
}
