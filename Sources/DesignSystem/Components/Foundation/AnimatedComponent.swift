import LayoutEngine

/// A component that moves while it is on screen: its animations, on the nodes it drew. A
/// render at a time (`layout-render render --time`) samples them; a still render shows the
/// model values.
public protocol AnimatedComponent: Component {
    /// The animations of `nodes`, the nodes this component returned for `device` and `theme`.
    func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline
}
