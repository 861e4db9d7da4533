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
    public enum Preset: String, Sendable, CaseIterable, SceneValue {
        /// `AnimationPreset.wobble`: each node from its own seeded phase.
        case wobble
    }

    public enum Motion: Sendable {
        case preset(Preset, seed: UInt64, translates: Bool)
        case animation(AnimationDescription)
    }

    public let node: String
    public let motion: Motion

    /// An entry's keys with a preset, declared once (the decoder and the schema's `animation`).
    struct PresetKeys: SceneConfigurable {
        var node = ""
        var preset = Preset.wobble
        var seed = 0.0
        var translates = false

        static let sceneKeys = SceneKeys<PresetKeys>(prototype: PresetKeys(), keys: [
            .value("node", \.node, doc: "The node's id; a trailing `*` matches one id segment.", required: true),
            .value("preset", \.preset),
            SceneKey("seed", Double.self, check: .wholeNumber(in: 0...Int(UInt32.max)), doc: "The first node's phase; each next node's is the next seed.",
                     schema: Int.schema, get: { $0.seed }, set: { $0.seed = $1 }),
            .value("translates", \.translates, doc: "Whether the wobble also moves the nodes, not only turns them."),
        ], refusesUnknownKeys: false)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: TokenName.self)
        if c.contains(TokenName("preset")) {
            try decoder.rejectUnknownKeys(allowed: PresetKeys.sceneKeys.keys.map(\.name))
            let keys = try PresetKeys.sceneKeys.decode(decoder)
            node = keys.node
            motion = .preset(keys.preset, seed: UInt64(keys.seed), translates: keys.translates)
        } else {
            node = try c.decode(String.self, forKey: TokenName("node"))
            try decoder.rejectUnknownKeys(allowed: ["node"] + AnimationDescription.keys)
            motion = .animation(try AnimationDescription(keysOf: decoder))
        }
    }

    /// The schema of an entry: a preset's keys, or the node and an animation's.
    static var schema: JSONValue {
        let presetNames = PresetKeys.sceneKeys.keys.map(\.name)
        let properties = PresetKeys.sceneKeys.schema["properties"]?.members ?? []
        return [
            "type": "object", "additionalProperties": false, "required": ["node"],
            "properties": .object(properties + (AnimationKeys.sceneKeys.schema["properties"]?.members ?? [])),
            "oneOf": [
                ["required": ["preset"], "properties": .object(presetNames.map { .init($0, [:]) }), "additionalProperties": false],
                ["required": ["keyPath"], "not": ["required": ["preset"]]],
            ],
        ]
    }

    /// The key path the entry moves: the animation's, or "transform" for the wobble preset.
    var keyPath: String {
        switch motion {
        case .preset: "transform"
        case .animation(let description): description.keyPath.rawValue
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

    /// Reads and decodes the scene file at `path` (JSON, or YAML for `.yaml`/`.yml`). The files it
    /// names (images: a raw node's, a component's `image`; Lottie animations) are taken relative
    /// to the file's folder, its image assets
    /// from `assets`.
    public static func load(path: String, assets: AssetCatalog? = nil) throws(SceneFileError) -> AnimatedSceneDocument {
        let loaded = try decode(text: SceneFile.readText(path: path), format: SceneFile.Format(fileName: path), file: path)
        let folder = SceneFile.folder(of: path)
        switch loaded.document {
        case .raw(let raw):
            return AnimatedSceneDocument(document: .raw(try raw.resolvingFiles(folder: folder, assets: assets, file: path)),
                                         animations: loaded.animations)
        case .components(let screen):
            return AnimatedSceneDocument(document: .components(try screen.resolvingFiles(folder: folder, assets: assets, file: path)),
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

extension AnimatedSceneDocument {
    /// Where a failure drawing the animated scene at some time belongs in the file: at the first
    /// `animations` entry that moves the node it names (a painter names it by the path of ids
    /// from the root, `card/label`), at `key` within the entry when given; nil when no entry of
    /// the file moves that node (a component's own animation).
    func animationPlace(ofNode path: String, moving keyPath: (String) -> Bool, key: String? = nil) -> [DocumentPathComponent]? {
        let id = path.split(separator: "/").last.map(String.init) ?? path
        guard let index = animations.firstIndex(where: { $0.names(id) && keyPath($0.keyPath) })
                ?? animations.firstIndex(where: { $0.names(id) }) else { return nil }
        return [.key("animations"), .index(index)] + (key.map { [.key($0)] } ?? [])
    }

    /// Whether a key path moves what a painter's field holds: "transform" for the transform's
    /// key paths, "border.width" for borderWidth, "cornerRadii" for cornerRadius, opacity itself.
    static func keyPath(_ keyPath: String, sets field: String) -> Bool {
        switch field {
        case "transform": keyPath.hasPrefix("transform")
        case "border.width": keyPath == "borderWidth"
        case "cornerRadii": keyPath == "cornerRadius"
        default: keyPath == field
        }
    }

    /// `body`'s result (drawing the scene at a time); a failure it throws that an `animations`
    /// entry caused is placed at that entry of the file at `path`: a key path the scene cannot
    /// animate at its `keyPath`, a value that is not finite (an extreme timing function or
    /// values) at the entry; other failures at the first of `keys`, as `SceneFile.locatingErrors`.
    public func locatingAnimationErrors<T>(inFile path: String, atFirstOf keys: [String], _ body: () throws -> T) throws -> T {
        try SceneFile.locatingErrors(in: path, atFirstOf: keys) {
            do {
                return try body()
            } catch let error as TimelineError {
                guard case .unsupportedProperty(let node, let keyPath) = error,
                      let place = animationPlace(ofNode: node, moving: { $0 == keyPath }, key: "keyPath"),
                      let located = SceneFile.error("\(error)", at: place, inFile: path) else { throw error }
                throw located
            } catch let error as ScenePaintError {
                let message = "\(error) (an animated value that is not finite: this entry's values or timing function)"
                guard case .invalidNode(let node, let field, _) = error,
                      let place = animationPlace(ofNode: node, moving: { Self.keyPath($0, sets: field) }),
                      let located = SceneFile.error(message, at: place, inFile: path) else { throw error }
                throw located
            }
        }
    }
}

/// An `animations` entry whose `node` names no node of the laid-out scene.
public struct SceneAnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let node: String
    public var description: String { "animations[\(index)].node: no node of the scene is \"\(node)\"" }
}
