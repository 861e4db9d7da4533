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
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
}
