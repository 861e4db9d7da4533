import LayoutEngine
extension BoxButton: Component {
    /// A full-width button between the screen margins, centered in the safe area.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let margin = theme.spacing.screenMargin
        let button = system.node("boxButton", in: screen)
        system.constrain(button) {
            $0.leading == screen.leading + margin
            $0.trailing == screen.trailing - margin
            $0.centerY == screen.safeArea.centerY
            $0.height == height
        }
        let look = appearance(in: theme)
        return [try layout.solve().titledBox("boxButton", fill: look.background, radius: theme.radii.control,
                                             title: title, style: theme.typography.button, color: look.title)
            .relativeToParents()]
    }
}
