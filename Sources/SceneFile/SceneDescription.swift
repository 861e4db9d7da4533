import LayoutEngine
import DesignSystem
import Rasterizer
/// A scene of raw nodes as a scene file describes it (the format of `layout-render render`):
/// ```json
/// {"size": {"width": 200, "height": 100}, "scale": 2, "background": "#FFFFFFFF",
///  "nodes": [{"id": "r1", "frame": {"x": 10.25, "y": 20.5, "width": 50.5, "height": 30},
///             "fill": "#FF0000FF", "cornerRadius": 0, "opacity": 1,
///             "border": {"width": 1, "color": "#000000FF"}, "children": []}]}
/// ```
/// Frames are in points, relative to the parent. `docs/scene.schema.json` documents every key.
public struct SceneDescription: Codable, Sendable, Hashable {
    public var size: Size
    /// Pixels per point, 1 by default.
    public var scale: Double
    /// White by default.
    public var background: Color
    public var nodes: [NodeDescription]

    public init(size: Size, scale: Double = 1, background: Color = .white, nodes: [NodeDescription]) {
        self.size = size; self.scale = scale; self.background = background; self.nodes = nodes
    }

    /// The same scene with the files its nodes name (images, font files) found from `folder`, the
    /// scene file's, and their image asset names looked up in `assets` at the scene's scale
    /// (`SceneFileLocations`); errors name `file` and the node's path.
    public func resolvingFiles(folder: String, assets: AssetCatalog?, file: String) throws(SceneFileError) -> SceneDescription {
        var copy = self
        copy.nodes = try nodes.enumerated().map { index, node throws(SceneFileError) in
            try node.resolvingFiles(path: [.key("nodes"), .index(index)],
                                     SceneFileLocations(folder: folder, assets: assets, scale: scale), file: file)
        }
        return copy
    }

    /// The scene these nodes describe, their text laid out by `textEngine` in each node's width.
    public func makeScene(textEngine: TextEngine = .shared) throws -> Scene {
        Scene(size: size, scale: scale, background: background,
              nodes: try NodeDescription.makeNodes(nodes, parentID: nil, scale: scale, textEngine: textEngine))
    }
}

/// One raw node: a frame with fill, corners, border, shadow, opacity, transform, optional text
/// and children.
public struct NodeDescription: Sendable, Hashable, RawNode {
    public var id: String?
    public var frame: Rect
    public var fill: Paint?
    public var cornerRadii: CornerRadii
    public var cornerStyle: CornerStyle
    public var opacity: Double
    public var border: Border?
    public var shadow: Shadow?
    public var clipsToBounds: Bool
    /// Degrees, clockwise on screen, about the frame's center.
    public var rotation: Double
    public var scaleX: Double
    public var scaleY: Double
    public var text: TextDescription?
    /// A picture drawn in the node (`ImageDescription`), instead of text.
    public var image: ImageDescription?
    public var children: [NodeDescription]

    public init(id: String? = nil, frame: Rect, fill: Paint? = nil, cornerRadii: CornerRadii = .zero,
                cornerStyle: CornerStyle = .circular, opacity: Double = 1, border: Border? = nil, shadow: Shadow? = nil,
                clipsToBounds: Bool = false, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
                text: TextDescription? = nil, image: ImageDescription? = nil, children: [NodeDescription] = []) {
        self.id = id; self.frame = frame; self.fill = fill; self.cornerRadii = cornerRadii; self.cornerStyle = cornerStyle
        self.opacity = opacity; self.border = border; self.shadow = shadow; self.clipsToBounds = clipsToBounds
        self.rotation = rotation; self.scaleX = scaleX; self.scaleY = scaleY
        self.text = text; self.image = image; self.children = children
    }

    /// The node's `rotation`, `scaleX` and `scaleY` as one transform.
    public var transform: AffineTransform { Self.transform(rotation: rotation, scaleX: scaleX, scaleY: scaleY) }

    /// The transform of a node's `rotation` (degrees), `scaleX` and `scaleY`.
    static func transform(rotation degrees: Double, scaleX: Double, scaleY: Double) -> AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY).rotated(by: degrees * .pi / 180)
    }

    /// The node and its children with their files found by `locations`: images
    /// (`ImageDescription.resolved`) and a text's font file (`TextDescription.resolved`); `path` is
    /// the node's place in `file`, where a failure is reported (`nodes[0]`, `content[2]`).
    func resolvingFiles(path: [DocumentPathComponent], _ locations: SceneFileLocations,
                        file: String) throws(SceneFileError) -> NodeDescription {
        func failure(_ error: any Error, at keys: [String]) -> SceneFileError {
            SceneFile.placedError("\(error)", at: path + keys.map { .key($0) }, inFile: file)
        }
        var resolved = self
        if let image {
            do {
                resolved.image = try image.resolved(locations)
            } catch {
                throw failure(error, at: ["image", "asset"])
            }
        }
        if let text {
            do {
                resolved.text = try text.resolved(locations)
            } catch {
                throw failure(error, at: ["text", "font"])
            }
        }
        resolved.children = try children.enumerated().map { index, child throws(SceneFileError) in
            try child.resolvingFiles(path: path + [.key("children"), .index(index)], locations, file: file)
        }
        return resolved
    }

    /// Scene nodes for `descriptions`; a node without an id gets `node<index>` at the top level
    /// and `<parent id>.<index>` below it.
    /// A failure of a node's text or image carries `path`, the nodes' place in the file
    /// (`nodes[0].children`; nil when unknown), so that it is reported at the key that caused it
    /// (`nodes[0].children[2].image.path`; `SceneFile.locatingErrors`).
    public static func makeNodes(_ descriptions: [NodeDescription], parentID: String?, scale: Double,
                                 textEngine: TextEngine, path: [DocumentPathComponent]? = [.key("nodes")]) throws -> [SceneNode] {
        try descriptions.enumerated().map { index, description in
            try description.makeNode(id: description.id ?? parentID.map { "\($0).\(index)" } ?? "node\(index)",
                                     scale: scale, textEngine: textEngine, path: path.map { $0 + [.index(index)] })
        }
    }

    /// The node as an entry of a component screen's content: a failure of its text or image is a
    /// `NodeContentError` whose path starts at the node (`image.path`), which the screen's
    /// `ComponentError` puts under the entry (`content[2].image.path`).
    public func makeNode(id nodeID: String, scale: Double, textEngine: TextEngine) throws -> SceneNode {
        try makeNode(id: nodeID, scale: scale, textEngine: textEngine, path: [])
    }

    /// The node, its failures located at `path` when it is known.
    func makeNode(id nodeID: String, scale: Double, textEngine: TextEngine, path: [DocumentPathComponent]?) throws -> SceneNode {
        func located<T>(_ key: [DocumentPathComponent], _ body: () throws -> T) throws -> T {
            do { return try body() } catch { throw path.map { NodeContentError(path: $0 + key, error: error) } ?? error }
        }
        var content: NodeContent?
        if let text {
            content = try located([.key("text")]) {
                .text(try text.layout(width: frame.width, scale: scale, engine: textEngine), color: text.color)
            }
        } else if let image {
            content = try located([.key("image"), .key("path")]) { .image(try image.content(size: frame.size, scale: scale)) }
        }
        return SceneNode(
            id: nodeID, frame: frame, fill: fill, border: border, cornerRadii: cornerRadii, cornerStyle: cornerStyle,
            shadow: shadow, opacity: opacity, clipsToBounds: clipsToBounds, transform: transform, content: content,
            children: try Self.makeNodes(children, parentID: nodeID, scale: scale, textEngine: textEngine,
                                         path: path.map { $0 + [.key("children")] }))
    }
}

extension SceneDescription: SceneConfigurable {
    public static var sceneKeys: SceneKeys<SceneDescription> { rawKeys.declaration }

    /// The scene's keys: the one declaration of its decoders, encoder and schema (`rawScene`).
    static let rawKeys = RawKeys<SceneDescription>(prototype: SceneDescription(size: .zero, nodes: []), [
        .object("size", \.size, Size.sceneSideKeys, required: true),
        .number("scale", \.scale, in: SceneRanges.scale, doc: "Pixels per point."),
        .color("background", \.background),
        .nodes("nodes", \.nodes),
    ])
}

extension NodeDescription: SceneConfigurable, SceneValue {
    public static var sceneKeys: SceneKeys<NodeDescription> { rawKeys.declaration }
    public static var schema: JSONValue { ["$ref": "#/$defs/node"] }

    /// A node's keys: the one declaration of its decoders, encoder and schema (`node`).
    static let rawKeys = RawKeys<NodeDescription>(
        prototype: NodeDescription(frame: .zero), schemaExtra: [.init("not", ["required": ["text", "image"]])], [
            .string("id", \.id, doc: "Defaults to node<index>, or <parent>.<index> for children."),
            .object("frame", \.frame, Rect.frameKeys, doc: "Relative to the parent's origin.", required: true),
            PaintDescription.key("fill", \.fill),
            CornerRadii.key("cornerRadius", \.cornerRadii),
            .choice("cornerStyle", \.cornerStyle),
            .number("opacity", \.opacity, in: SceneRanges.opacity),
            .optionalObject("border", \.border, Border.keys, doc: "Drawn inside the bounds, as CALayer.borderWidth."),
            .optionalObject("shadow", \.shadow, Shadow.keys),
            .bool("clipsToBounds", \.clipsToBounds),
            .number("rotation", \.rotation, in: SceneRanges.rotation, doc: "Degrees, clockwise on screen, about the frame's center."),
            .number("scaleX", \.scaleX, in: SceneRanges.nodeScale),
            .number("scaleY", \.scaleY, in: SceneRanges.nodeScale),
            .general("text", \.text),
            .general("image", \.image),
            .nodes("children", \.children),
        ],
        validate: { node in
            node.text != nil && node.image != nil
                ? ("image", "a node draws \"text\" or an \"image\", not both: put one in a child node") : nil
        })
}
