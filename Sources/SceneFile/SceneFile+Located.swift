import DesignSystem
import LottiePlayback

extension SceneFile {
    /// An error found after the file at `path` was decoded (a canvas past the limits for the
    /// scene's size and scale, a layout that cannot be solved, a font that cannot be used, an
    /// animation whose timing gives NaN), placed at the first of the top-level `keys` the file
    /// has, so that it reads `file:line:column: path: message` as a decoding error does. The file
    /// is parsed again, on this failure path only; when it cannot be, the error names the file.
    public static func error(_ message: String, atFirstOf keys: [String], inFile path: String) -> SceneFileError {
        guard let document = try? load(path: path) else {
            return SceneFileError(file: path, position: nil, path: "(file)", message: message)
        }
        for key in keys {
            if let value = document[key] { return SceneFileError(file: path, position: value.position, path: key, message: message) }
        }
        return SceneFileError(file: path, position: document.position, path: "(root)", message: message)
    }

    /// An error found after the file at `path` was decoded, placed at `documentPath` or the
    /// nearest value above it the file has (an asset image has no `image.path`); nil when the
    /// file cannot be parsed again or has none of it.
    static func error(_ message: String, at documentPath: [DocumentPathComponent], inFile path: String) -> SceneFileError? {
        guard let document = try? load(path: path) else { return nil }
        var place = documentPath
        while !place.isEmpty {
            if let value = document.descendant(at: place) {
                return SceneFileError(file: path, position: value.position, path: place.pathDescription, message: message)
            }
            place.removeLast()
        }
        return nil
    }

    /// The same error, placed at `documentPath` when it cannot be placed nearer (no position).
    /// The folder of the file at `path`, as the files it names are found from (`.` for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func placedError(_ message: String, at documentPath: [DocumentPathComponent], inFile path: String) -> SceneFileError {
        error(message, at: documentPath, inFile: path)
            ?? SceneFileError(file: path, position: nil, path: documentPath.pathDescription, message: message)
    }

    /// `body`'s result; an error it throws that is not already a `SceneFileError` is placed at
    /// the key a `NodeContentError` names, a `ComponentError`'s entry of `content`, else with
    /// `error(_:atFirstOf:inFile:)`.
    public static func locatingErrors<T>(in path: String, atFirstOf keys: [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SceneFileError {
            throw error
        } catch let error as NodeContentError {
            throw self.error("\(error.error)", at: error.path, inFile: path) ?? self.error("\(error.error)", atFirstOf: keys, inFile: path)
        } catch let error as ComponentError {
            let (place, message) = location(of: error)
            throw self.error(message, at: place, inFile: path) ?? self.error("\(error)", atFirstOf: keys, inFile: path)
        } catch {
            throw self.error("\(error)", atFirstOf: keys, inFile: path)
        }
    }
}

extension SceneFile {
    /// Where a component screen's failure is in its file, and what to say there. A component that
    /// cannot be laid out is reported at its own entry of `content` (`content[1]`); one inside a
    /// sheet's content at that entry (`content[1].content[0]`); a raw node's text or image at its key
    /// (`content[2].image.path`); a Lottie file that cannot be played at `animation`.
    static func location(of error: ComponentError) -> (path: [DocumentPathComponent], message: String) {
        var place: [DocumentPathComponent] = [.key("content"), .index(error.index)]
        var innermost = error
        while let nested = innermost.underlying as? ComponentError {
            place += [.key("content"), .index(nested.index)]
            innermost = nested
        }
        if let content = innermost.underlying as? NodeContentError {
            return (place + content.path, "\(content.error)")
        }
        // The files a component reads itself: a loading overlay's Lottie `animation`, a picture
        // (the modal's image, the news cell's thumbnail) at the key that names it.
        if innermost.underlying is LottieError {
            return (place + [.key("animation")], "\(innermost.component): \(innermost.underlying)")
        }
        if let picture = innermost.underlying as? ComponentImageError {
            return (place + [.key("image"), .key(picture.key)], "\(innermost.component): \(innermost.underlying)")
        }
        return (place, "\(innermost.component): \(innermost.underlying)")
    }
}

/// A node's text or image that failed after the file was read (a font that cannot be used, an
/// image file that is missing or corrupt), with the path of the key that caused it.
public struct NodeContentError: Error, CustomStringConvertible {
    /// Where in the file: `nodes[0].image.path`.
    public var path: [DocumentPathComponent]
    /// What failed.
    public var error: any Error

    public var description: String { "\(path.pathDescription): \(error)" }
}
