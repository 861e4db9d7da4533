/// A screen of components: a device, a theme and the components drawn over the screen's
/// background in order (later ones on top). Scene files describe it as
/// `{"device": "iphone15", "theme": {…tokens…}, "content": [{"component": "modal", …}, …]}`;
/// `theme` is optional (the standard theme).
public struct ComponentScene: Sendable {
    public var device: Device
    public var theme: Theme
    public var content: [ComponentSpec]

    public init(device: Device, theme: Theme = .standard, content: [ComponentSpec]) {
        self.device = device; self.theme = theme; self.content = content
    }

    /// Lays out every component and returns the scene to draw: the device's size and
    /// scale, the theme's screen background, every component's nodes in order.
    /// - Throws: `ComponentError` naming the entry that failed.
    public func makeScene() throws -> Scene {
        var nodes: [SceneNode] = []
        for (index, spec) in content.enumerated() {
            do {
                nodes += try spec.component.sceneNodes(on: device, theme: theme)
            } catch {
                throw ComponentError(component: spec.name, index: index, underlying: error)
            }
        }
        return Scene(size: device.size, scale: device.scale, background: theme.colors.screenBackground, nodes: nodes)
    }
}

extension ComponentScene: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case device, theme, content }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(device: try container.decode(Device.self, forKey: .device),
                  theme: try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .standard,
                  content: try container.decode([ComponentSpec].self, forKey: .content))
    }
}
