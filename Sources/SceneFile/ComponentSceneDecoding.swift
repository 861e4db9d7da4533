import DesignSystem
import Foundation
import LayoutEngine
import Rasterizer

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

extension ComponentScene {
    /// The same screen with its components' pictures (`ComponentSpec.picture`: the modal's image,
    /// the news cell's thumbnail) made relative to `folder` and their assets looked up in `assets`
    /// at the device's scale; errors name `file` and the entry's key (`content[0].image.asset`).
    public func resolvingImages(folder: String, assets: AssetCatalog?, file: String) throws(SceneFileError) -> ComponentScene {
        var copy = self
        for (index, entry) in content.enumerated() {
            guard case .component(var spec) = entry, let picture = spec.picture else { continue }
            do {
                spec.picture = try picture.resolved(folder: folder, assets: assets, scale: device.scale)
            } catch {
                let place: [DocumentPathComponent] = [.key("content"), .index(index), .key("image"), .key(picture.source.sceneKey)]
                throw SceneFile.error("\(error)", at: place, inFile: file)
                    ?? SceneFileError(file: file, position: nil, path: place.pathDescription, message: "\(error)")
            }
            copy.content[index] = .component(spec)
        }
        return copy
    }
}

extension Theme {
    /// Reads a theme file (JSON or YAML tokens) for `--theme`.
    /// - Throws: `SceneFileError` naming the file, line, column and token that is wrong.
    public static func load(path: String) throws(SceneFileError) -> Theme {
        try SceneFile.decode(Theme.self, path: path)
    }
}

extension ComponentScene: Encodable {
    /// `{"content": [...], "device": ...}`: what `init(from:)` reads back to the same screen. Only
    /// the standard theme is written (a scene file names no theme for it).
    public func encode(to encoder: Encoder) throws {
        guard theme == .standard else {
            throw EncodingError.invalidValue(theme, .init(codingPath: encoder.codingPath,
                debugDescription: "only scenes in the standard theme are written"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device, forKey: .device)
        try container.encode(content, forKey: .content)
    }

    /// The scene as a JSON scene file a person can read and edit: indented, keys sorted (the same
    /// bytes on every run), non-ASCII text as itself.
    public func sceneFileText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
