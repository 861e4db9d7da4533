/// One edge, center, dimension or baseline of a node or a guide, as a linear expression
/// of the node's frame variables in root coordinates. Anchors combine with numbers and
/// compare into constraints: `$0.top == title.bottom + 16`, `$0.height == other.height * 0.5 + 4`.
public struct LayoutAnchor: LinearOperand {
    /// Which anchor it is.
    public let kind: AnchorKind
    /// The id of the node it belongs to.
    public let nodeID: String
    /// Its position or length in root coordinates.
    public let linearExpression: Expression
}

/// The anchors a node or a guide has.
public enum AnchorKind: String, Sendable, Hashable, CaseIterable {
    /// An edge: x or y of a side of the frame.
    case left, right, top, bottom
    /// The edges that follow the layout direction.
    case leading, trailing
    /// A dimension.
    case width, height
    /// A center line.
    case centerX, centerY
    /// A text baseline (the top or bottom edge for a node without text).
    case firstBaseline, lastBaseline
}
