import DesignSystem
import LayoutEngine

// A component screen as scene files write it. Components decode their own configuration; a raw
// node among them is this module's `NodeDescription`, which the decoder hands to `ScreenContent`
// as its `RawNodeReader` (`TreeDecoder.userInfo`).

extension ComponentScene: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case device, theme, content }

    public init(from decoder: Decoder) throws {
        // "animations" belongs to the file around the scene (AnimatedSceneDocument).
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue) + ["animations"])
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(device: try container.decode(Device.self, forKey: .device),
                  theme: try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .standard,
                  entries: try container.decode([ScreenContent].self, forKey: .content))
    }
}

extension Theme {
    /// Reads a theme file (JSON or YAML tokens) for `--theme`.
    /// - Throws: `SceneFileError` naming the file, line, column and token that is wrong.
    public static func load(path: String) throws(SceneFileError) -> Theme {
        try SceneFile.decode(Theme.self, path: path)
    }
}
