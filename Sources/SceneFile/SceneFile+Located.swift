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

    /// `body`'s result; an error it throws that is not already a `SceneFileError` is placed with
    /// `error(_:atFirstOf:inFile:)`.
    public static func locatingErrors<T>(in path: String, atFirstOf keys: [String], _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw self.error("\(error)", atFirstOf: keys, inFile: path)
        }
    }
}
