/// Why a font could not be provided.
public enum FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No installed font has this family at this weight (fontconfig and the well-known paths were asked).
    case notFound(family: String, weight: FontWeight)
    /// The file at `path` could not be opened as a font; `reason` says what failed.
    case unreadable(path: String, reason: String)

    /// The message a command line prints: what failed and for which input.
    public var description: String {
        switch self {
        case let .notFound(family, weight):
            "font not found: family \"\(family)\" weight \(weight.rawValue) (asked fontconfig and the well-known font folders)"
        case let .unreadable(path, reason):
            "font file unreadable: \(path): \(reason)"
        }
    }
}
