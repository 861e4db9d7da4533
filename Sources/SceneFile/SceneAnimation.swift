import DesignSystem
import LayoutEngine
import Rasterizer

/// One entry of a scene file's `animations`: the node it moves and either a preset or an
/// animation (`AnimationDescription`'s keys):
/// ```json
/// {"node": "journal.card.*", "preset": "wobble", "seed": 0, "translates": false}
/// {"node": "badge", "keyPath": "opacity", "values": [1, 0.2, 1], "duration": 1, "repeatCount": "infinity"}
/// ```
/// A `node` ending in `*` names every node whose id starts with what comes before and goes on
/// without another ".", so "journal.card.*" is each card but not its labels.
public struct SceneAnimation: Decodable, Sendable {
    public enum Preset: String, Sendable, CaseIterable {
        /// `AnimationPreset.wobble`: each node from its own seeded phase.
        case wobble
    }

    public enum Motion: Sendable {
        case preset(Preset, seed: UInt64, translates: Bool)
        case animation(AnimationDescription)
    }

    public let node: String
    public let motion: Motion

    private enum CodingKeys: String, CodingKey, CaseIterable { case node, preset, seed, translates }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        node = try c.decode(String.self, forKey: .node)
        if c.contains(.preset) {
            try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
            let seed = try c.number(.seed, in: 0...Double(UInt32.max), default: 0)
            guard seed == seed.rounded() else {
                throw DecodingError.dataCorruptedError(forKey: .seed, in: c, debugDescription: "expected a whole number, found \(seed)")
            }
            motion = .preset(try c.choice(.preset, default: Preset.wobble), seed: UInt64(seed),
                             translates: try c.decodeIfPresent(Bool.self, forKey: .translates) ?? false)
        } else {
            try decoder.rejectUnknownKeys(allowed: [CodingKeys.node.rawValue] + AnimationDescription.keys)
            motion = .animation(try AnimationDescription(keysOf: decoder))
        }
    }

    /// Whether `id` is a node this entry names.
    public func names(_ id: String) -> Bool {
        guard node.hasSuffix("*") else { return id == node }
        let prefix = node.dropLast()
        return id.hasPrefix(prefix) && !id.dropFirst(prefix.count).contains(".")
    }

    /// The entry's animations on `ids`, the matching nodes in scene order.
    func timeline(on ids: [String]) -> Timeline {
        switch motion {
        case .preset(.wobble, let seed, let translates):
            return AnimationPreset.wobbleTimeline(nodes: ids, seed: seed, translates: translates)
        case .animation(let description):
            var timeline = Timeline()
            for id in ids { timeline.add(description.animation, to: id) }
            return timeline
        }
    }
}

/// A scene file with its `animations`: any scene (`SceneDocument`) plus the moves a render at a
/// time samples, on top of those its components bring (the journal grid's wobble).
public struct AnimatedSceneDocument: Decodable, Sendable {
    public let document: SceneDocument
    public let animations: [SceneAnimation]

    private enum CodingKeys: String, CodingKey { case animations }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        animations = try c.decodeIfPresent([SceneAnimation].self, forKey: .animations) ?? []
        document = try SceneDocument(from: decoder)
    }

    /// Reads and decodes the scene file at `path` (JSON, or YAML for `.yaml`/`.yml`). Image paths
    /// (a raw node's, a component's `image`) are taken relative to the file's folder, image assets
    /// from `assets`.
    public static func load(path: String, assets: AssetCatalog? = nil) throws(SceneFileError) -> AnimatedSceneDocument {
        let loaded = try decode(text: SceneFile.readText(path: path), format: SceneFile.Format(fileName: path), file: path)
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        switch loaded.document {
        case .raw(let raw):
            return AnimatedSceneDocument(document: .raw(try raw.resolvingImages(folder: folder, assets: assets, file: path)),
                                         animations: loaded.animations)
        case .components(let screen):
            return AnimatedSceneDocument(document: .components(try screen.resolvingImages(folder: folder, assets: assets, file: path)),
                                         animations: loaded.animations)
        }
    }

    /// Decodes a scene file's `text`; `file` names it in errors. A JSON file of raw nodes is read
    /// straight from its bytes (`RawSceneReader`), with the same result as the general path.
    public static func decode(text: String, format: SceneFile.Format, file: String = "<input>") throws(SceneFileError) -> AnimatedSceneDocument {
        if format == .json, let raw = RawSceneReader.read(text, file: file) {
            return AnimatedSceneDocument(document: .raw(raw), animations: [])
        }
        return try SceneFile.decode(AnimatedSceneDocument.self, text: text, format: format, file: file)
    }

    init(document: SceneDocument, animations: [SceneAnimation]) {
        self.document = document; self.animations = animations
    }

    /// The same scene and animations with `theme` in place of a component scene's own.
    public func themed(_ theme: Theme?) -> AnimatedSceneDocument {
        AnimatedSceneDocument(document: document.themed(theme), animations: animations)
    }

    /// Lays the scene out and gathers its animations: the components' first, then the file's in order.
    /// - Throws: what laying out throws, or `SceneAnimationError` for an entry naming no node.
    public func makeAnimatedScene(textEngine: TextEngine = .shared) throws -> (scene: Scene, timeline: Timeline) {
        var (scene, timeline): (Scene, Timeline)
        switch document {
        case .raw(let description): (scene, timeline) = (try description.makeScene(textEngine: textEngine), Timeline())
        case .components(let screen): (scene, timeline) = try screen.makeAnimatedScene(textEngine: textEngine)
        }
        var ids: [String] = []
        func collect(_ nodes: [SceneNode]) { for node in nodes { ids.append(node.id); collect(node.children) } }
        collect(scene.nodes)
        for (index, entry) in animations.enumerated() {
            let matching = ids.filter(entry.names)
            guard !matching.isEmpty else { throw SceneAnimationError(index: index, node: entry.node) }
            timeline.append(entry.timeline(on: matching))
        }
        return (scene, timeline)
    }
}

/// An `animations` entry whose `node` names no node of the laid-out scene.
public struct SceneAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let node: String
    public var description: String { "animations[\(index)].node: no node of the scene is \"\(node)\"" }
}
