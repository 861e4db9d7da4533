/// What a `LayoutSystem` rejects: bad numbers before solving, impossible frames after.
/// Unsatisfiable constraints are reported as the solver's `UnsatisfiableConstraint`, which
/// names the conflicting constraints by label and source location, and a NaN or infinite
/// constant or multiplier in a constraint as the solver's `NonFiniteValue`, which names
/// the constraint the same way.
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
    /// A NaN or infinite number set on a node or a stack (`field` says which: `"spacing"`,
    /// `"customSpacingAfter"`, `"layoutMargins"`, ...), with where the node was made.
    case invalidNumber(node: String, field: String, value: Double, location: SourceLocation)
    /// In a right-to-left layout, a constraint (named by its label and DSL line) relates a
    /// leading or trailing edge, which is mirrored, to a plain left, right or centerX.
    case mixedDirections(constraint: String)
    /// The constraints solved to a frame with a negative or non-finite size or position
    /// (`width == -10`, insets wider than the container): nothing could draw it.
    case impossibleFrame(node: String, Rect, location: SourceLocation)

    public var description: String {
        switch self {
        case .duplicateNodeID(let id): "two layout nodes are named '\(id)'"
        case .invalidRootSize(let id, let size): "root '\(id)' has an invalid size \(size.width) x \(size.height)"
        case .invalidIntrinsicSize(let id, let size):
            "node '\(id)' measured an invalid intrinsic size \(size.width) x \(size.height)"
        case .foreignNode(let id): "node '\(id)' belongs to another layout system"
        case .invalidScale(let scale): "invalid scale \(scale): it must be a positive number"
        case .invalidNumber(let id, let field, let value, let location):
            "node '\(id)' (\(location)) has \(field) = \(value): it must be a finite number"
        case .mixedDirections(let constraint):
            "constraint \(constraint) relates leading or trailing to left, right or centerX in a right-to-left "
                + "layout: use leading and trailing on both sides"
        case .impossibleFrame(let id, let frame, let location):
            "node '\(id)' (\(location)) solved to \(frame.width) x \(frame.height) at (\(frame.minX), \(frame.minY)): "
                + "its constraints give it a negative or non-finite size"
        }
    }
}
