/// Why an image could not be read, with the file it came from: a corrupt or truncated file, a
/// format we do not read, a size past the limits. Nothing an image file holds crashes the process.
public struct ImageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, for code that reacts to it.
    public enum Kind: String, Sendable, Hashable {
        /// The file could not be read (missing, a folder, unreadable, too many bytes).
        case unreadableFile
        /// The bytes are none of the formats read (`ImageFormat`).
        case unknownFormat
        /// The decoding library refused the data: a bad marker or chunk, a truncated stream.
        case corrupt
        /// The image has more pixels than the decoder's limit.
        case tooLarge
        /// A valid file of a kind not drawn (an animated WebP, a vector PDF in an asset catalog).
        case unsupported
        /// An asset catalog has no image or color of that name.
        case missingAsset
    }

    /// The kind of failure.
    public var kind: Kind
    /// The format the bytes were read as, when known.
    public var format: ImageFormat?
    /// What went wrong, in the library's words where it gave them.
    public var message: String
    /// The file being read, when the data came from one.
    public var path: String?

    /// Creates an error of `kind` with a message, the format and the file when known.
    public init(_ kind: Kind, format: ImageFormat? = nil, message: String, path: String? = nil) {
        self.kind = kind; self.format = format; self.message = message; self.path = path
    }

    /// The same error, attributed to the file at `path`.
    public func inFile(_ path: String) -> ImageError {
        ImageError(kind, format: format, message: message, path: path)
    }

    public var description: String {
        let subject = path.map { "\($0): " } ?? ""
        let name = format.map { $0.rawValue.uppercased() } ?? "image"
        switch kind {
        case .unreadableFile: return "\(subject)cannot read the file: \(message)"
        case .unknownFormat: return "\(subject)not an image (PNG, JPEG, WebP, GIF or SVG): \(message)"
        case .corrupt: return "\(subject)corrupt \(name): \(message)"
        case .tooLarge: return "\(subject)\(name) too large: \(message)"
        case .unsupported: return "\(subject)unsupported \(name): \(message)"
        case .missingAsset: return "\(subject)\(message)"
        }
    }
}
