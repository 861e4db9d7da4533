import LayoutEngine
import ViewKit

/// A design-system component: a configuration that makes its view tree for a device's screen,
/// laid out by the constraint solver and drawn by the rasterizer with every other view of the
/// screen, in one tree (`ComponentScreen`).
public protocol Component: Sendable {
    /// The component's view on `device`'s screen, styled by `theme`: a layer the screen places
    /// over its whole bounds with the device's safe area, drawing nothing of its own; its
    /// subviews are the component's top-level nodes, named by their `accessibilityIdentifier`s.
    @MainActor func makeView(on device: Device, theme: Theme) throws -> UIView
}

extension Component {
    /// The component's nodes alone on `device`'s screen, styled by `theme`: frames relative to
    /// their parents, top-level frames in screen coordinates.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        try ComponentScreen.nodes(of: self, on: device, theme: theme)
    }
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
