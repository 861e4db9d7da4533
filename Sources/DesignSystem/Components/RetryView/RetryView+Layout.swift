import LayoutEngine
extension RetryView: Component {
    /// The component laid out on `device` in `theme` (see `Component`).
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let gap = theme.spacing.content, type = theme.typography

        let view = system.node("retry.view", in: screen)
        let titleLabel = layout.label("retry.title", in: view, title, style: type.label)
        let buttonLabel = layout.label("retry.button", in: view, button, style: type.label)
        system.constrain(view) {
            $0.centerX == screen.centerX
            $0.centerY == screen.centerY
            $0.top == titleLabel.top
            $0.bottom == buttonLabel.bottom
            // Intrinsic width: the wider label's (the seed's `min` would clip the wider one).
            $0.width >= titleLabel.width
            $0.width >= buttonLabel.width
            ($0.width == 0).priority(.defaultLow)
        }
        for label in [titleLabel, buttonLabel] {
            system.constrain(label) {
                $0.centerX == view.centerX
                $0.width <= screen.width - 2 * gap
            }
        }
        system.constrain(buttonLabel) { $0.top == titleLabel.bottom + gap }

        let solved = try layout.solve()
        let node = try solved.box("retry.view", children: [
            try solved.text("retry.title", title, style: type.label, color: theme.colors.black),
            try solved.text("retry.button", button, style: type.label, color: theme.colors.systemRed),
        ])
        return [node.relativeToParents()]
    }
}
