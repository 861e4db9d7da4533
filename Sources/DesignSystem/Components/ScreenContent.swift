import LayoutEngine

/// One entry of a component screen's `content`: a component, or a raw node given by its frame
/// and style (a scene file's `{"frame": …, "fill": …}`), which sits on the screen beside the
/// components, frame in screen coordinates.
public enum ScreenContent: Sendable {
    case component(ComponentSpec)
    case node(any RawNode)
}

/// A node described by frame and style rather than as a component, made into a scene node when
/// its screen is laid out (at the screen's scale, so its text is measured on that pixel grid).
/// `SceneFile`'s `NodeDescription` is one.
public protocol RawNode: Sendable {
    /// The node's id, if it was given one; the screen names it `node<index>` otherwise.
    var id: String? { get }
    /// The scene node, its text laid out by `textEngine`.
    func makeNode(id: String, scale: Double, textEngine: TextEngine) throws -> SceneNode
}
