import DesignSystem
import Foundation
import LayoutEngine
import Rasterizer

// A component screen as scene files write it. Components decode their own configuration; a raw
// node among them is this module's `NodeDescription`, which the decoder hands to `ScreenContent`
// as its `RawNodeReader` (`TreeDecoder.userInfo`).

extension ComponentScene: Decodable {
    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: ComponentSceneKey.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: ComponentSceneKey.self)
        self.init(device: try container.decode(Device.self, forKey: .device),
                  theme: try container.decodeIfPresent(Theme.self, forKey: .theme) ?? .standard,
                  entries: try container.decode([ScreenContent].self, forKey: .content))
    }
}

extension ComponentScene {
    /// The same screen with the files its entries name taken relative to `folder` (the scene
    /// file's), as a raw scene's are: components' pictures (`ComponentSpec.picture`: the modal's
    /// image, the news cell's thumbnail), the theme's font files, and raw nodes' images (their asset names looked up in
    /// `assets` at the device's scale), inside sheets' and PanModals' content too, and a loading
    /// overlay's Lottie `animation`. Errors name `file` and the entry's path (`content[0].image.asset`).
    public func resolvingFiles(folder: String, assets: AssetCatalog?, file: String) throws(SceneFileError) -> ComponentScene {
        var copy = self
        let locations = SceneFileLocations(folder: folder, assets: assets, scale: device.scale)
        copy.theme = try theme.resolvingFontFiles(locations, at: [.key("theme")], file: file)
        copy.content = try Self.resolvingFiles(content, path: [.key("content")], locations, file: file)
        return copy
    }

    private static func resolvingFiles(_ entries: [ScreenContent], path: [DocumentPathComponent], _ locations: SceneFileLocations,
                                       file: String) throws(SceneFileError) -> [ScreenContent] {
        return try entries.enumerated().map { index, entry throws(SceneFileError) -> ScreenContent in
            let here = path + [.index(index)]
            func content(_ entries: [ScreenContent]) throws(SceneFileError) -> [ScreenContent] {
                try resolvingFiles(entries, path: here + [.key("content")], locations, file: file)
            }
            switch entry {
            case .node(let node as NodeDescription):
                return .node(try node.resolvingFiles(path: here, locations, file: file))
            case .component(.loading(let overlay)):
                return .component(.loading(overlay.animationPath.map { overlay.animation(path: locations.path($0)) } ?? overlay))
            case .component(.sheet(var sheet)):
                sheet.content = try content(sheet.content)
                return .component(.sheet(sheet))
            case .component(.panModal(var modal)):
                modal.content = try content(modal.content)
                return .component(.panModal(modal))
            case .component(var spec):
                guard let picture = spec.picture else { return entry }
                do {
                    spec.picture = try picture.resolved(locations)
                } catch {
                    let place = here + [.key("image"), .key(picture.source.sceneKey)]
                    throw SceneFile.placedError("\(error)", at: place, inFile: file)
                }
                return .component(spec)
            default:
                return entry
            }
        }
    }
}

extension Theme {
    /// Reads a theme file (JSON or YAML tokens) for `--theme`.
    /// - Throws: `SceneFileError` naming the file, line, column and token that is wrong.
    /// A type style's font file named by a relative path is found from the theme file's folder.
    public static func load(path: String) throws(SceneFileError) -> Theme {
        try SceneFile.decode(Theme.self, path: path)
            .resolvingFontFiles(SceneFileLocations(folder: SceneFile.folder(of: path), assets: nil, scale: 1), at: [], file: path)
    }

    /// `resolvingFontFiles(_:)` with a failing style's error placed at its key under `path` (the
    /// theme object's place in `file`).
    func resolvingFontFiles(_ locations: SceneFileLocations, at path: [DocumentPathComponent],
                            file: String) throws(SceneFileError) -> Theme {
        do {
            return try resolvingFontFiles(locations)
        } catch {
            throw SceneFile.placedError("\(error)", at: path + error.keyPath.map { .key($0) }, inFile: file)
        }
    }
}

extension ComponentScene: Encodable {
    /// `{"content": [...], "device": ..., "theme": ...}`: what `init(from:)` reads back to the same
    /// screen. The theme is written as a theme file is, only the tokens that differ from the
    /// standard theme's, and not at all for the standard theme.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: ComponentSceneKey.self)
        try container.encode(device, forKey: .device)
        if theme != .standard { try container.encode(theme, forKey: .theme) }
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
