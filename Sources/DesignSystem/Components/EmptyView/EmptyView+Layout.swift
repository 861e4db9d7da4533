import LayoutEngine
extension EmptyView: Component {
    /// The message centered in the safe area, the detail line under it.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let type = theme.typography, gap = theme.spacing.small, margin = theme.spacing.screenMargin

        let view = system.node("emptyView", in: screen)
        let messageLabel = layout.label("emptyView.message", in: view, message, style: type.label)
        let detailLabel = layout.label("emptyView.detail", in: view, detail, style: type.caption)
        system.constrain(view) { $0.frame.edges(equalTo: screen.safeArea) }
        system.constrain(messageLabel) {
            $0.leading == view.leading + margin
            $0.trailing == view.trailing - margin
            // The pair (message, gap, detail) is centered: as much room above as below.
            $0.top - view.top == view.bottom - detailLabel.bottom
        }
        system.constrain(detailLabel) {
            $0.top == messageLabel.bottom + (detail.isEmpty ? 0 : gap)
            $0.leading == view.leading + margin
            $0.trailing == view.trailing - margin
        }
        let solved = try layout.solve()
        var children = [try solved.text("emptyView.message", message, style: type.label,
                                        color: theme.colors.secondaryLabel)]
        if !detail.isEmpty {
            children.append(try solved.text("emptyView.detail", detail, style: type.caption,
                                            color: theme.colors.secondaryLabel))
        }
        return [try solved.box("emptyView", children: children).relativeToParents()]
    }
}
