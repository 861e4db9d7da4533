/// The frames a `LayoutSystem` solved, by node id, in root coordinates, rounded to the
/// pixel grid of the system's scale.
public struct LayoutResult: Sendable {
    /// Each node's frame, by id.
    public var frames: [String: Rect]
    /// Node ids in the order the nodes were made (for deterministic iteration).
    public var order: [String]
    /// The anchors the constraints do not determine (Auto Layout's ambiguous layout).
    public var ambiguous: [AmbiguousAnchor]
    /// Each non-root node's parent id (the stack, for an arranged node).
    public var parents: [String: String]

    /// The frame of node `id`, if there is such a node.
    public func frame(_ id: String) -> Rect? { frames[id] }

    /// The frame of node `id` relative to its parent's origin, as a `SceneNode` frame is
    /// (the root-coordinate frame for a root). Both frames are already pixel-rounded, so
    /// the difference stays on the pixel grid.
    public func localFrame(_ id: String) -> Rect? {
        guard let frame = frames[id] else { return nil }
        guard let parent = parents[id], let parentFrame = frames[parent] else { return frame }
        return frame.offsetBy(dx: -parentFrame.minX, dy: -parentFrame.minY)
    }
}

/// A node anchor whose value the constraints leave open.
public struct AmbiguousAnchor: Hashable, Sendable, CustomStringConvertible {
    /// The node's id.
    public var nodeID: String
    /// The frame anchor (`left`, `top`, `width` or `height`) that could take other values.
    public var anchor: AnchorKind

    public var description: String { "\(nodeID).\(anchor.rawValue)" }
}
