import LayoutEngine
import DesignSystem
/// A scene file that cannot be read, parsed or decoded: says which file, where in it
/// (line, column and the path such as `content[2].title`) and what was expected.
public struct SceneFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var position: SourcePosition?
    public var path: String
    public var message: String

    public init(file: String, position: SourcePosition?, path: String, message: String) {
        self.file = file; self.position = position; self.path = path; self.message = message
    }

    /// The path of an error a parser raises at a value (a number out of range) before it knows
    /// where the value sits: each enclosing member and item names itself on the way out
    /// (`within`), and what is still pending at the top is the root.
    static let pendingPath = ""

    /// The error with `component` in front of its path, while the path is being built from a
    /// value outwards; syntax errors (`(syntax)`) keep theirs.
    func within(_ component: DocumentPathComponent) -> SceneFileError {
        guard !path.hasPrefix("(") else { return self }
        let outer = [component].pathDescription
        var error = self
        error.path = path.isEmpty ? outer : outer + (path.hasPrefix("[") ? path : "." + path)
        return error
    }

    /// The error with a still pending path given as the root's.
    var rooted: SceneFileError {
        guard path.isEmpty else { return self }
        var error = self
        error.path = "(root)"
        return error
    }

    /// `file:line:column: path: message`, the shape compilers use so editors can jump to it: one
    /// line of bounded length, with the input's control characters escaped (`ErrorText.line`).
    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        return ErrorText.line(text + ": " + path + ": " + message)
    }
}
