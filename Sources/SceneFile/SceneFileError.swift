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

    /// `file:line:column: path: message`, the shape compilers use so editors can jump to it.
    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        return text + ": " + path + ": " + message
    }
}
