/// What a `LayoutSystem` rejects before solving. Unsatisfiable constraints are reported as
/// the solver's `UnsatisfiableConstraint`, which names the conflicting constraints.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two nodes share an id.
    case duplicateNodeID(String)
    /// A root's size is negative, NaN or infinite.
    case invalidRootSize(node: String, Size)
    /// A node's intrinsic-size measure returned a negative, NaN or infinite size.
    case invalidIntrinsicSize(node: String, Size)
    /// A node was placed in, or stacked with, a node of another layout system.
    case foreignNode(String)
    /// A scale that is not a positive finite number.
    case invalidScale(Double)

    public var description: String {
        switch self {
        case .duplicateNodeID(let id): "two layout nodes are named '\(id)'"
        case .invalidRootSize(let id, let size): "root '\(id)' has an invalid size \(size.width) x \(size.height)"
        case .invalidIntrinsicSize(let id, let size):
            "node '\(id)' measured an invalid intrinsic size \(size.width) x \(size.height)"
        case .foreignNode(let id): "node '\(id)' belongs to another layout system"
        case .invalidScale(let scale): "invalid scale \(scale): it must be a positive number"
        }
    }
}
