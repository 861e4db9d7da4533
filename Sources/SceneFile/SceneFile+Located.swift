import DesignSystem

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
            // A component that cannot be laid out is reported at its own entry of `content`.
            let message = "\(error.component): \(error.underlying)"
            // A picture that cannot be read is reported at the key that names it.
            let key = (error.underlying as? ComponentImageError).map { [DocumentPathComponent.key("image"), .key($0.key)] } ?? []
            throw self.error(message, at: [.key("content"), .index(error.index)] + key, inFile: path)
                ?? self.error("\(error)", atFirstOf: keys, inFile: path)
        } catch {
            throw self.error("\(error)", atFirstOf: keys, inFile: path)
        }
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
