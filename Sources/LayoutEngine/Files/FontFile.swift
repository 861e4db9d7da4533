/// The fonts a scene file, a theme or a command names, checked where they are named: a missing,
/// corrupt or unknown font found only when text is laid out could not say which key named it (a
/// FIFO or a device is refused by `FontFace` itself, which maps the file instead of opening it
/// blind).
public enum FontFile {
    /// Whether `family` names a font file rather than a family: FontRegistry's rule, a "/" in it
    /// or a font file's extension.
    public static func isPath(_ family: String) -> Bool { FontRegistry.isPath(family) }

    /// Whether `family` is a font file's relative path: one a scene or theme file names, to be
    /// found from that file's folder rather than the working directory, and checked once it is.
    public static func isRelativePath(_ family: String) -> Bool { isPath(family) && !family.hasPrefix("/") }

    /// Opens the font of `family` at `weight` in `registry` (a family, or a font file), so that
    /// a font that cannot be drawn with is an error where it is named.
    public static func check(family: String, weight: FontWeight, italic: Bool = false,
                             in registry: FontRegistry = .shared) throws(FontError) {
        do {
            _ = try registry.face(family: family, weight: weight, italic: italic)
        } catch let error as FontError {
            throw error
        } catch {
            throw FontError.unreadable(path: family, reason: "\(error)")
        }
    }
}
