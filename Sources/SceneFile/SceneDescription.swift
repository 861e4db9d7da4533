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
public struct SceneDescription: Decodable, Sendable, Hashable {
    public var size: Size
    /// Pixels per point, 1 by default.
    public var scale: Double
    /// White by default.
    public var background: Color
    public var nodes: [NodeDescription]

    public init(size: Size, scale: Double = 1, background: Color = .white, nodes: [NodeDescription]) {
        self.size = size; self.scale = scale; self.background = background; self.nodes = nodes
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case size, scale, background, nodes }
    enum SizeKeys: String, CodingKey, CaseIterable { case width, height }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let sizeContainer = try c.nestedContainer(keyedBy: SizeKeys.self, forKey: .size)
        size = Size(width: try sizeContainer.number(.width, in: SceneRanges.sceneSide),
                    height: try sizeContainer.number(.height, in: SceneRanges.sceneSide))
        scale = try c.number(.scale, in: SceneRanges.scale, default: 1)
        background = try c.decodeIfPresent(Color.self, forKey: .background) ?? .white
        nodes = try c.decodeIfPresent([NodeDescription].self, forKey: .nodes) ?? []
    }

    /// The same scene with its images' relative paths made relative to `folder` and their asset
    /// names looked up in `assets` at the scene's scale; errors name `file` and the node's path.
    public func resolvingImages(folder: String, assets: AssetCatalog?, file: String) throws(SceneFileError) -> SceneDescription {
        var copy = self
        copy.nodes = try nodes.enumerated().map { index, node throws(SceneFileError) in
            try node.resolvingImages(path: [.key("nodes"), .index(index)], folder: folder, assets: assets, scale: scale, file: file)
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
public struct NodeDescription: Decodable, Sendable, Hashable, RawNode {
    public var id: String?
    public var frame: Rect
    public var fill: Paint?
    public var cornerRadii: CornerRadii
    public var cornerStyle: CornerStyle
    public var opacity: Double
    public var border: Border?
    public var shadow: Shadow?
    public var clipsToBounds: Bool
    public var transform: AffineTransform
    public var text: TextDescription?
    /// A picture drawn in the node (`ImageDescription`), instead of text.
    public var image: ImageDescription?
    public var children: [NodeDescription]

    public init(id: String? = nil, frame: Rect, fill: Paint? = nil, cornerRadii: CornerRadii = .zero,
                cornerStyle: CornerStyle = .circular, opacity: Double = 1, border: Border? = nil, shadow: Shadow? = nil,
                clipsToBounds: Bool = false, transform: AffineTransform = .identity, text: TextDescription? = nil,
                image: ImageDescription? = nil, children: [NodeDescription] = []) {
        self.id = id; self.frame = frame; self.fill = fill; self.cornerRadii = cornerRadii; self.cornerStyle = cornerStyle
        self.opacity = opacity; self.border = border; self.shadow = shadow; self.clipsToBounds = clipsToBounds
        self.transform = transform; self.text = text; self.image = image; self.children = children
    }

    /// The transform of a node's `rotation` (degrees), `scaleX` and `scaleY`.
    static func transform(rotation degrees: Double, scaleX: Double, scaleY: Double) -> AffineTransform {
        AffineTransform(scaleX: scaleX, y: scaleY).rotated(by: degrees * .pi / 180)
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, frame, fill, cornerRadius, cornerStyle, opacity, border, shadow, clipsToBounds
        case rotation, scaleX, scaleY, text, image, children
    }
    enum FrameKeys: String, CodingKey, CaseIterable { case x, y, width, height }
    enum CornerKeys: String, CodingKey, CaseIterable { case topLeft, topRight, bottomRight, bottomLeft }
    enum BorderKeys: String, CodingKey, CaseIterable { case width, color }
    enum ShadowKeys: String, CodingKey, CaseIterable { case x, y, blur, color, spread }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(String.self, forKey: .id)
        let f = try c.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
        frame = Rect(x: try f.number(.x, in: SceneRanges.coordinate), y: try f.number(.y, in: SceneRanges.coordinate),
                     width: try f.number(.width, in: SceneRanges.length), height: try f.number(.height, in: SceneRanges.length))
        fill = try c.decodeIfPresent(PaintDescription.self, forKey: .fill)?.paint
        if let radius = try? c.decodeIfPresent(Double.self, forKey: .cornerRadius) {
            cornerRadii = CornerRadii(all: try c.number(.cornerRadius, in: SceneRanges.length, default: radius))
        } else if c.contains(.cornerRadius) {
            let r = try c.nestedContainer(keyedBy: CornerKeys.self, forKey: .cornerRadius)
            cornerRadii = CornerRadii(topLeft: try r.number(.topLeft, in: SceneRanges.length, default: 0),
                                      topRight: try r.number(.topRight, in: SceneRanges.length, default: 0),
                                      bottomRight: try r.number(.bottomRight, in: SceneRanges.length, default: 0),
                                      bottomLeft: try r.number(.bottomLeft, in: SceneRanges.length, default: 0))
        } else {
            cornerRadii = .zero
        }
        cornerStyle = try c.choice(.cornerStyle, default: CornerStyle.circular)
        opacity = try c.number(.opacity, in: SceneRanges.opacity, default: 1)
        if c.contains(.border) {
            let b = try c.nestedContainer(keyedBy: BorderKeys.self, forKey: .border)
            border = Border(width: try b.number(.width, in: SceneRanges.length), color: try b.decode(Color.self, forKey: .color))
        } else {
            border = nil
        }
        if c.contains(.shadow) {
            let s = try c.nestedContainer(keyedBy: ShadowKeys.self, forKey: .shadow)
            shadow = Shadow(offset: Point(x: try s.number(.x, in: SceneRanges.coordinate, default: 0),
                                          y: try s.number(.y, in: SceneRanges.coordinate, default: 0)),
                            blurRadius: try s.number(.blur, in: SceneRanges.blur, default: 0),
                            color: try s.decodeIfPresent(Color.self, forKey: .color) ?? Color(red: 0, green: 0, blue: 0, alpha: 85),
                            spread: try s.number(.spread, in: SceneRanges.coordinate, default: 0))
        } else {
            shadow = nil
        }
        clipsToBounds = try c.decodeIfPresent(Bool.self, forKey: .clipsToBounds) ?? false
        let degrees = try c.number(.rotation, in: SceneRanges.rotation, default: 0)
        let sx = try c.number(.scaleX, in: SceneRanges.nodeScale, default: 1)
        let sy = try c.number(.scaleY, in: SceneRanges.nodeScale, default: 1)
        transform = Self.transform(rotation: degrees, scaleX: sx, scaleY: sy)
        text = try c.decodeIfPresent(TextDescription.self, forKey: .text)
        image = try c.decodeIfPresent(ImageDescription.self, forKey: .image)
        if text != nil, image != nil {
            throw DecodingError.dataCorruptedError(forKey: .image, in: c,
                debugDescription: "a node draws \"text\" or an \"image\", not both: put one in a child node")
        }
        children = try c.decodeIfPresent([NodeDescription].self, forKey: .children) ?? []
    }

    /// The node and its children with their images resolved (`ImageDescription.resolved`); `path`
    /// is the node's place in `file`, where a failure is reported (`nodes[0]`, `content[2]`).
    func resolvingImages(path: [DocumentPathComponent], folder: String, assets: AssetCatalog?,
                         scale: Double, file: String) throws(SceneFileError) -> NodeDescription {
        var resolved = self
        if let image {
            do {
                resolved.image = try image.resolved(folder: folder, assets: assets, scale: scale)
            } catch {
                let key: [DocumentPathComponent] = path + [.key("image"), .key("asset")]
                throw SceneFile.error("\(error)", at: key, inFile: file)
                    ?? SceneFileError(file: file, position: nil, path: key.pathDescription, message: "\(error)")
            }
        }
        resolved.children = try children.enumerated().map { index, child throws(SceneFileError) in
            try child.resolvingImages(path: path + [.key("children"), .index(index)], folder: folder, assets: assets,
                                      scale: scale, file: file)
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

/// A fill: a color string, or a gradient object
/// `{"linear": {"start": {"x":0,"y":0}, "end": {"x":0,"y":100}}, "stops": [{"location":0,"color":"#.."}, ...]}`
/// or `{"radial": {"center": {"x":..,"y":..}, "radius": r}, "stops": [...]}`.
struct PaintDescription: Decodable {
    var paint: Paint

    enum CodingKeys: String, CodingKey, CaseIterable { case linear, radial, stops }
    enum LinearKeys: String, CodingKey, CaseIterable { case start, end }
    enum RadialKeys: String, CodingKey, CaseIterable { case center, radius }
    enum StopKeys: String, CodingKey, CaseIterable { case location, color }

    struct StopDescription: Decodable {
        var stop: GradientStop
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: StopKeys.self)
            stop = GradientStop(location: try c.number(.location, in: 0...1), color: try c.decode(Color.self, forKey: .color))
        }
    }

    init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let color = try? single.decode(Color.self) {
            paint = .solid(color)
            return
        }
        let c: KeyedDecodingContainer<CodingKeys>
        do {
            c = try decoder.container(keyedBy: CodingKeys.self)
        } catch {
            throw DecodingError.typeMismatch(Paint.self, .init(codingPath: decoder.codingPath,
                debugDescription: "expected a color as #RRGGBB or #RRGGBBAA, or a gradient object"))
        }
        let stops = try c.decode([StopDescription].self, forKey: .stops).map(\.stop)
        guard stops.count >= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .stops, in: c, debugDescription: "a gradient needs at least 2 stops")
        }
        if c.contains(.linear), c.contains(.radial) {
            throw DecodingError.dataCorruptedError(forKey: .radial, in: c,
                debugDescription: "a gradient is either \"linear\" or \"radial\", not both")
        }
        if c.contains(.linear) {
            let l = try c.nestedContainer(keyedBy: LinearKeys.self, forKey: .linear)
            paint = .linearGradient(start: try l.decode(PointDescription.self, forKey: .start).point,
                                    end: try l.decode(PointDescription.self, forKey: .end).point, stops: stops)
        } else if c.contains(.radial) {
            let r = try c.nestedContainer(keyedBy: RadialKeys.self, forKey: .radial)
            paint = .radialGradient(center: try r.decode(PointDescription.self, forKey: .center).point,
                                    radius: try r.number(.radius, in: SceneRanges.length), stops: stops)
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "a gradient needs a \"linear\" or a \"radial\" member"))
        }
    }
}

/// `{"x": .., "y": ..}` in points.
struct PointDescription: Decodable {
    var point: Point
    enum CodingKeys: String, CodingKey { case x, y }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        point = Point(x: try c.number(.x, in: SceneRanges.coordinate), y: try c.number(.y, in: SceneRanges.coordinate))
    }
}

