#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files read with POSIX calls (`open`, `fstat`, `read`): the one reading loop behind scene
/// files (`SceneFile.readText`) and PNGs and layout trees (`FileBytes.read`), each of which words
/// the failures its own way.
public enum FileContents {
    /// Why a file was not read.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// A system call failed: which one ("open", "stat", "read") and its errno.
        case system(operation: String, errno: Int32)
        /// The path is a folder.
        case folder
        /// The path is a pipe, device or socket and only regular files were asked for.
        case notRegularFile
        /// More than `limit` bytes: `size` when the file said so before it was read.
        case tooLarge(size: Int?, limit: Int)

        /// What failed, in words: "open: No such file or directory", "not a regular file (a FIFO,
        /// device or socket)"; `operation` and `reason` apart.
        public var description: String {
            if case .system(let operation, _) = self { return operation + ": " + reason }
            return reason
        }

        /// The system call that failed ("open", "stat", "read", "poll", "mmap"); "read" when the
        /// file was refused for what it is.
        public var operation: String {
            if case .system(let operation, _) = self { return operation }
            return "read"
        }

        /// Why, without the operation: errno's text, "is a folder", "not a regular file (a FIFO,
        /// device or socket)", "larger than N bytes". The readers of images, Lottie files, fonts
        /// and PNGs all word a failure with it.
        public var reason: String {
            switch self {
            case let .system(_, code): String(cString: strerror(code))
            case .folder: "is a folder"
            case .notRegularFile: "not a regular file (a FIFO, device or socket)"
            case let .tooLarge(_, limit): "larger than \(limit) bytes"
            }
        }
    }

    /// The bytes of the file at `path`, read to its end rather than trusting its size (it may
    /// grow or shrink meanwhile), holding at most `limit` bytes. Pipes and devices are read too
    /// unless `regularFilesOnly`.
    ///
    /// The file is opened with O_NONBLOCK and its type asked of the open descriptor (fstat), so
    /// that opening a FIFO nobody writes to returns at once instead of waiting for a writer
    /// forever (open(2): "O_NONBLOCK ... open() for reading-only shall return without delay"),
    /// and what is not a regular file is refused before a byte is read. A pipe or device that is
    /// read (a named scene `<(...)`) waits in poll(2) for each piece: a FIFO's writer may connect
    /// after the open, and until it has, a read would return 0 as if at the end.
    public static func read(atPath path: String, limit: Int = .max, regularFilesOnly: Bool = false) throws(Failure) -> [UInt8] {
        let (descriptor, status) = try open(atPath: path, regularFilesOnly: regularFilesOnly)
        defer { close(descriptor) }
        let waits = status.st_mode & S_IFMT != S_IFREG
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        // One byte past the size (or past the limit) tells the end from a file that grew.
        let most = limit < Int.max ? limit + 1 : Int.max
        var bytes = [UInt8](repeating: 0, count: min(max(size, 1 << 12), most - 1) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count < most else { throw .tooLarge(size: nil, limit: limit) }
                var grown = [UInt8](repeating: 0, count: count + min(count, most - count))
                grown.withUnsafeMutableBytes { target in bytes.withUnsafeBytes { target.copyMemory(from: $0) } }
                bytes = grown
            }
            if waits {
                var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, -1) < 0 {
                    if errno == EINTR { continue }
                    throw .system(operation: "poll", errno: errno)
                }
            }
            let read = bytes.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read == 0 { break }
            if read < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .system(operation: "read", errno: errno)
            }
            count += read
        }
        bytes.removeSubrange(count...)
        return bytes
    }
}

extension FileContents {
    /// A descriptor open for reading on `path` and its status, with the checks `read` describes
    /// (O_NONBLOCK, fstat, a folder refused, and what is not a regular file when
    /// `regularFilesOnly`); the caller closes it.
    static func open(atPath path: String, regularFilesOnly: Bool) throws(Failure) -> (descriptor: Int32, status: stat) {
        let descriptor = PlatformPath.withCString(path) { openFile($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw .system(operation: "open", errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .system(operation: "stat", errno: code)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return (descriptor, status)
        case S_IFDIR: close(descriptor); throw .folder
        default:
            guard !regularFilesOnly else { close(descriptor); throw .notRegularFile }
            return (descriptor, status)
        }
    }
}

/// POSIX open(2), named apart so that `FileContents.open` does not shadow it.
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// POSIX read(2), named apart so that no member called `read` shadows it.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
