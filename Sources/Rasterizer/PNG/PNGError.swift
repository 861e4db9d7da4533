/// Why a PNG could not be encoded or decoded, with the words of the layer that refused it
/// (libpng's own message for a corrupt file) and the file it came from when there was one.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, for code that reacts to it.
    public enum Kind: String, Sendable, Hashable {
        /// The data does not start with the PNG signature.
        case notPNG
        /// libpng rejected the data: bad chunk, bad CRC, truncated stream, bad zlib data.
        case corrupt
        /// The image is larger than the decoder's pixel limit.
        case tooLarge
        /// The pixels handed to the encoder do not match the stated size.
        case invalidImage
        /// Memory for the image or the output could not be allocated.
        case outOfMemory
        /// The file could not be read.
        case unreadableFile
        /// libpng stopped while writing (its message says why).
        case encodingFailed
    }

    /// The kind of failure.
    public var kind: Kind
    /// What went wrong; for `.corrupt`, libpng's message verbatim.
    public var message: String
    /// The file being read, when the data came from one.
    public var path: String?

    /// Creates an error of `kind` with a message and, optionally, the file it concerns.
    public init(_ kind: Kind, message: String, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// The same error, attributed to the file at `path`.
    public func inFile(_ path: String) -> PNGError {
        PNGError(kind, message: message, path: path)
    }

    public var description: String {
        let subject = path.map { "\($0): " } ?? ""
        switch kind {
        case .notPNG: return "\(subject)not a PNG: \(message)"
        case .corrupt: return "\(subject)corrupt PNG: \(message)"
        case .tooLarge: return "\(subject)PNG too large: \(message)"
        case .invalidImage: return "\(subject)invalid image for PNG: \(message)"
        case .outOfMemory: return "\(subject)out of memory: \(message)"
        case .unreadableFile: return "\(subject)cannot read PNG file: \(message)"
        case .encodingFailed: return "\(subject)PNG encoding failed: libpng says \"\(message)\""
        }
    }
}
