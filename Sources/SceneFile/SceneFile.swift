import LayoutEngine
import DesignSystem
import Foundation

/// Reads scene files: JSON or YAML text into a positioned document, then into any `Decodable`
/// description, with errors that name the file, line, column and path.
public enum SceneFile {
    /// The syntax of a scene file.
    public enum Format: String, Sendable, CaseIterable {
        case json, yaml

        /// The format for a file name: `.yaml`/`.yml` are YAML, anything else JSON.
        public init(fileName: String) {
            let lower = fileName.lowercased()
            self = lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") ? .yaml : .json
        }
    }

    /// Parses `text` in `format`; `file` names the source in errors.
    public static func parse(_ text: String, format: Format, file: String) throws(SceneFileError) -> DocumentValue {
        switch format {
        case .json:
            var parser = JSONDocumentParser(text: text, file: file)
            return try parser.parse()
        case .yaml:
            return try YAMLDocumentParser(text: text, file: file).parse()
        }
    }

    /// Reads and parses the file at `path`, choosing the format from its extension.
    public static func load(path: String) throws(SceneFileError) -> DocumentValue {
        try parse(readText(path: path), format: Format(fileName: path), file: path)
    }

    /// The largest input file read: far above any scene, and a bound on the memory a file costs.
    public static let largestFile = 256 << 20

    /// The text of the file at `path`. Errors say what is wrong in words: no such file, a folder,
    /// not a regular file (`isHandedOver`), not readable, too large, or not UTF-8 (with the byte offset, line and column of the first bad byte).
    public static func readText(path: String) throws(SceneFileError) -> String {
        func failure(_ message: String, at position: SourcePosition? = nil) -> SceneFileError {
            SceneFileError(file: path, position: position, path: "(file)", message: message)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileContents.read(atPath: path, limit: largestFile, regularFilesOnly: !isHandedOver(path))
        } catch {
            switch error {
            case .system(_, ENOENT), .system(_, ENOTDIR): throw failure("no such file")
            case .system(_, EACCES), .system(_, EPERM): throw failure("cannot read the file: permission denied")
            case .system(_, let code): throw failure("cannot read the file: \(String(cString: strerror(code)))")
            case .folder: throw failure("is a folder, not a file")
            case .tooLarge(let size?, _): throw failure("the file is \(size) bytes; the most read is \(largestFile)")
            case .tooLarge(nil, _): throw failure("the file is larger than \(largestFile) bytes, the most read")
            case .notRegularFile:
                throw failure("not a regular file (a FIFO, device or socket); a pipe is read as /dev/stdin or <(command)")
            }
        }
        // A UTF-8 byte-order mark (EF BB BF) is not part of the text: Windows editors write one
        // at the start, and JSON (RFC 8259, §8.1) and YAML (1.2, §5.2) readers may ignore it.
        let start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        guard let text = String(validating: bytes[start...], as: UTF8.self) else {
            let (offset, position) = firstInvalidUTF8(bytes)
            throw failure("not valid UTF-8 text: byte \(offset) (0x\(String(bytes[offset], radix: 16, uppercase: true))) "
                          + "is not UTF-8; save the file as UTF-8", at: position)
        }
        return text
    }

    /// Whether `path` names a descriptor the shell handed over (`/dev/stdin`, or `/dev/fd/N` as
    /// `<(command)` gives it): then a pipe or terminal is read to its end, as the user asked. Any
    /// other path must be a regular file: a FIFO made with mkfifo, a device or a socket is refused
    /// at once, since reading one could wait forever for a writer that never comes.
    static func isHandedOver(_ path: String) -> Bool {
        path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }

    /// The UTF-8 encoding of U+FEFF, skipped at the start of a file.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The offset of the first byte of `bytes` that is not part of valid UTF-8, and its line and column.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, SourcePosition) {
        var decoder = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1
        while true {
            switch decoder.parseScalar(from: &iterator) {
            case .valid(let scalar):
                offset += scalar.count
                if scalar.count == 1, scalar.first == 0x0A { line += 1; column = 1 } else { column += 1 }
            case .error, .emptyInput:
                return (offset, SourcePosition(line: line, column: column))
            }
        }
    }

    /// Reads the file at `path` and decodes it as `type`.
    public static func decode<T: Decodable>(_ type: T.Type, path: String) throws(SceneFileError) -> T {
        try DocumentDecoder().decode(type, from: load(path: path), file: path)
    }

    /// Decodes `text` as `type`; `file` names the source in errors.
    public static func decode<T: Decodable>(_ type: T.Type, text: String, format: Format, file: String = "<input>") throws(SceneFileError) -> T {
        try DocumentDecoder().decode(type, from: parse(text, format: format, file: file), file: file)
    }
}

