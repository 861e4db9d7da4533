import LayoutEngine
/// A design-system component: a configuration that lays itself out on a device's screen
/// with the constraint solver, measures its text with the text engine and returns the
/// scene nodes that draw it, frames relative to their parents, top-level frames in
/// screen coordinates.
public protocol Component: Sendable {
    /// The component's nodes on `device`, styled by `theme`.
    func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode]
}

/// A component that could not be laid out or drawn: which entry, and why.
public struct ComponentError: Error, CustomStringConvertible {
    /// The `"component"` name of the entry.
    public var component: String
    /// The entry's position in the scene's content.
    public var index: Int
    /// What went wrong (a `LayoutError`, a text engine error, ...).
    public var underlying: any Error

    /// The failure of entry `index`, a `component`, because of `underlying`.
    public init(component: String, index: Int, underlying: any Error) {
        self.component = component; self.index = index; self.underlying = underlying
    }

    public var description: String { "content[\(index)] (\(component)): \(underlying)" }
}
