import LayoutEngine
extension Toast: Component {
    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let toast = system.node("toast", in: screen)
        // Seed 000: `CommonToast(frame: … width: rootViewController.view.frame.width, height: heightSize)`,
        // shown at the bottom; above the bottom safe area so the home indicator never covers it.
        system.constrain(toast) {
            $0.leading == screen.leading
            $0.width == screen.width
            $0.height == height
            $0.bottom == screen.safeArea.bottom
        }
        let solved = try layout.solve()
        let colors = theme.colors
        let band = try solved.box("toast", fill: backgroundColor ?? colors.cyan)
        // The message is centered (seed: `center.equalToSuperview()`), wrapped inside the content inset.
        let inset = theme.spacing.content
        let messageArea = band.frame.inset(by: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset))
        var node = band
        node.children = [try solved.text("toast.message", message, style: theme.typography.body,
                                         color: messageColor ?? colors.black, in: messageArea)]
        return [node.relativeToParents()]
    }
}
