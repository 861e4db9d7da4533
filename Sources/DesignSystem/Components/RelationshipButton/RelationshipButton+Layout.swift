import LayoutEngine
extension RelationshipButton: Component {
    /// The capsule centered in the safe area, then (with `showsAlert`) its confirmation
    /// alert over the screen.
    public func sceneNodes(on device: Device, theme: Theme) throws -> [SceneNode] {
        let layout = ComponentLayout(device: device, theme: theme)
        let (system, screen) = (layout.system, layout.screen)
        let capsule = system.node("relationship", in: screen)
        system.constrain(capsule) {
            $0.width == RelationshipButton.size.width
            $0.height == RelationshipButton.size.height
            $0.centerX == screen.safeArea.centerX
            $0.centerY == screen.safeArea.centerY
        }
        let button = try layout.solve().titledBox(
            "relationship", fill: relationship.backgroundColor(in: theme), radius: theme.radii.capsule,
            title: relationship.title, style: titleStyle(in: theme), color: relationship.titleColor(in: theme))
        let alert = showsAlert ? try confirmationAlert?.sceneNodes(on: device, theme: theme) ?? [] : []
        return [button.relativeToParents()] + alert
    }
}
