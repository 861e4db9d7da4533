#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The fonts a scene file, a theme or a command names, checked where they are named: a font that is a
/// FIFO or a device would make FreeType's open wait forever for a writer, and a missing, corrupt
/// or unknown font found only when text is laid out could not say which key named it.
public enum FontFile {
    /// Whether `family` names a font file rather than a family: FontRegistry's rule, a "/" in it
    /// or a font file's extension.
    public static func isPath(_ family: String) -> Bool {
        let lowered = family.lowercased()
        return family.contains("/") || [".ttf", ".otf", ".ttc"].contains { lowered.hasSuffix($0) }
    }

    /// Refuses a font file path that is not a regular file (a folder, FIFO, device or socket),
    /// before anything opens it; a family name, or a path to a regular file, passes.
    public static func refuseIfNotRegular(_ family: String) throws(FontError) {
        guard isPath(family), let status = PlatformPath.status(family) else { return }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw FontError.unreadable(path: family, reason: "is a folder, not a font file")
        default: throw FontError.unreadable(path: family, reason: "not a regular file (a FIFO, device or socket)")
        }
    }

    /// Opens the font of `family` at `weight` in `registry` (a family, or a font file), so that
    /// a font that cannot be drawn with is an error where it is named.
    public static func check(family: String, weight: FontWeight, italic: Bool = false,
                             in registry: FontRegistry = .shared) throws(FontError) {
        try refuseIfNotRegular(family)
        do {
            _ = try registry.face(family: family, weight: weight, italic: italic)
        } catch let error as FontError {
            throw error
        } catch {
            throw FontError.unreadable(path: family, reason: "\(error)")
        }
    }
}
