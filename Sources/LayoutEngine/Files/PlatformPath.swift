#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File paths as the system has them: bytes, not necessarily UTF-8 (a Linux file name is any
/// bytes but "/" and NUL). A Swift `String` holds only valid Unicode, so a path's bytes that are
/// not UTF-8 are carried in it one scalar per byte, byte b as U+EF00 + b (U+EF80 ... U+EFFF, the
/// private-use scalars MirBSD's OPTU-8 uses for the same purpose), and turned back into that
/// byte at every system call. UTF-8 that spells one of those scalars is carried byte by byte
/// too, so every byte string has exactly one `String` and comes back unchanged:
/// `bytes(string(b)) == b`. A UTF-8 path is its own `String`, unchanged.
///
/// Python does the same with lone surrogates (PEP 383, "surrogateescape"); Swift strings cannot
/// hold those, hence private use.
public enum PlatformPath {
    /// The scalars that stand for single bytes 0x80 ... 0xFF.
    public static let byteScalars: ClosedRange<UInt32> = 0xEF80...0xEFFF

    /// The `String` of a path's bytes (a name from readdir, an argument from argv).
    public static func string<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        // Most paths are ASCII or UTF-8 without private-use scalars: one validation pass.
        if let text = String(validating: bytes, as: UTF8.self),
           !text.unicodeScalars.contains(where: { byteScalars.contains($0.value) }) {
            return text
        }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = wellFormedLength(bytes, at: index)
            let piece = bytes[index..<index + max(length, 1)]
            if length > 0, let scalar = String(decoding: piece, as: UTF8.self).unicodeScalars.first,
               !byteScalars.contains(scalar.value) {
                scalars.append(scalar)
            } else {
                for byte in piece { scalars.append(Unicode.Scalar(0xEF00 + UInt32(byte))!) }
            }
            index += piece.count
        }
        return String(scalars)
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode 15, table 3-7), 0 when
    /// the byte there does not start one.
    static func wellFormedLength(_ bytes: [UInt8], at index: Int) -> Int {
        func continues(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continues(1) ? 2 : 0
        case 0xE0: return continues(1, 0xA0...0xBF) && continues(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continues(1) && continues(2) ? 3 : 0
        case 0xED: return continues(1, 0x80...0x9F) && continues(2) ? 3 : 0
        case 0xF0: return continues(1, 0x90...0xBF) && continues(2) && continues(3) ? 4 : 0
        case 0xF1...0xF3: return continues(1) && continues(2) && continues(3) ? 4 : 0
        case 0xF4: return continues(1, 0x80...0x8F) && continues(2) && continues(3) ? 4 : 0
        default: return 0
        }
    }

    /// The bytes of `path` for a system call, without the terminating NUL.
    public static func bytes(_ path: String) -> [UInt8] {
        // Without the byte 0xEE no scalar U+E000 ... U+EFFF is in the UTF-8.
        guard path.utf8.contains(0xEE) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if byteScalars.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - 0xEF00))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }

    /// Calls `body` with `path` as the NUL-terminated bytes a system call takes.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        var bytes = bytes(path)
        bytes.append(0)
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// What stat(2) says of the file at `path` (through symbolic links; of a link itself, as
    /// lstat(2), when not `followingLinks`), nil when it fails.
    public static func status(_ path: String, followingLinks: Bool = true) -> stat? {
        var status = stat()
        let result = withCString(path) { followingLinks ? stat($0, &status) : lstat($0, &status) }
        return result == 0 ? status : nil
    }

    /// Whether `path` is a folder (or a symbolic link to one).
    public static func isFolder(_ path: String) -> Bool {
        status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false
    }

    /// The names in `folder` but "." and "..", in the order readdir(3) gives them; nil when it
    /// cannot be listed.
    public static func entries(of folder: String) -> [String]? {
        guard let directory = withCString(folder, { opendir($0) }) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { string($0.prefix { $0 != 0 }) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// `path` with every symbolic link, "." and ".." resolved (realpath(3)), nil when it does not exist.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return string(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).lazy.map { UInt8(bitPattern: $0) })
    }

    /// The program's arguments as given, each a path if it is one (`CommandLine.arguments`
    /// replaces bytes that are not UTF-8 with U+FFFD, so a file so named could not be found).
    public static var arguments: [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return string(UnsafeBufferPointer(start: argument, count: strlen(argument)).lazy.map { UInt8(bitPattern: $0) })
        }
    }
}
