import DesignSystem
import LayoutEngine

// A component screen as scene files write it. The decoding lives here rather than beside
// `ComponentScene` because a raw node among the components is a `NodeDescription`, this
// module's description of a node; components decode their own configuration.

extension ComponentScene: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case device, theme, content }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(device: try container.decode(Device.self, forKey: .device),
                  theme: try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .standard,
                  entries: try container.decode([ScreenContent].self, forKey: .content))
    }
}

extension ScreenContent: Decodable {
    private enum CodingKeys: String, CodingKey { case component }

    /// An object with a `"component"` key is a component; any other is a raw node.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self = container.contains(.component)
            ? .component(try ComponentSpec(from: decoder)) : .node(try NodeDescription(from: decoder))
    }
}

extension Theme {
    /// Reads a theme file (JSON or YAML tokens) for `--theme`.
    /// - Throws: `SceneFileError` naming the file, line, column and token that is wrong.
    public static func load(path: String) throws(SceneFileError) -> Theme {
        try SceneFile.decode(Theme.self, path: path)
    }
}
