/// Why a scene could not be painted, naming the node by the path of ids from the root.
public enum ScenePaintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The canvas for the scene could not be made (size, scale).
    case canvas(CanvasError)
    /// A node holds a value that cannot be drawn: `field` says which, `reason` why.
    case invalidNode(path: String, field: String, reason: String)

    public var description: String {
        switch self {
        case .canvas(let error):
            return "scene canvas: \(error)"
        case .invalidNode(let path, let field, let reason):
            return "node \(path): \(field) \(reason)"
        }
    }
}
