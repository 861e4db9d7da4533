import LayoutEngine

/// The laid-out node tree a snapshot keeps beside its reference PNG (`<name>.layout.json`):
/// every node's id, screen frame, text and colors, so that a failure can say what moved,
/// resized, changed text or changed color before it counts pixels.
///
/// Nodes are listed depth first in drawing order, each naming its parent, so the file reads
/// (and diffs in git) one node per line.
public struct LayoutTree: Sendable, Hashable {
    /// One node as the snapshot remembers it.
    public struct Node: Sendable, Hashable {
        /// The node's id, made unique within the tree: a repeated id gets `#2`, `#3`, ... in
        /// drawing order, so every node has a key to be matched by.
        public var key: String
        /// The parent's key; nil for a top-level node.
        public var parent: String?
        /// In points, screen coordinates (the ancestors' origins added, transforms not applied,
        /// as `layout-render layout --json` reports frames).
        public var frame: Rect
        /// The background: `#RRGGBBAA`, or a gradient as `linear-gradient(#.. 0, #.. 1)`.
        public var fill: String?
        /// The border: its width in points and its color, `1 #C6C6C8FF`.
        public var border: String?
        /// Group opacity, when not 1.
        public var opacity: Double?
        /// The text shown, its lines joined by line breaks (after truncation).
        public var text: String?
        /// The text's color.
        public var textColor: String?
        /// Image or path content in a few words (`image 120x80`, `path fill #.. stroke 2 #..`).
        public var content: String?

        /// A node from its parts.
        public init(key: String, parent: String? = nil, frame: Rect, fill: String? = nil, border: String? = nil,
                    opacity: Double? = nil, text: String? = nil, textColor: String? = nil, content: String? = nil) {
            self.key = key; self.parent = parent; self.frame = frame; self.fill = fill; self.border = border
            self.opacity = opacity; self.text = text; self.textColor = textColor; self.content = content
        }
    }

    /// The version of the file format; a file of another version is not read.
    public static let formatVersion = 1

    /// The screen's size in points.
    public var size: Size
    /// The scene's pixels per point.
    public var scale: Double
    /// Every node, depth first, parents before children, in drawing order.
    public var nodes: [Node]

    /// A tree from its parts.
    public init(size: Size, scale: Double, nodes: [Node]) {
        self.size = size; self.scale = scale; self.nodes = nodes
    }

    /// The tree of a laid-out scene.
    public init(scene: Scene) {
        var nodes: [Node] = []
        var seen: [String: Int] = [:]
        func visit(_ node: SceneNode, parent: String?, origin: Point) {
            let count = (seen[node.id] ?? 0) + 1
            seen[node.id] = count
            let key = count == 1 ? node.id : "\(node.id)#\(count)"
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var entry = Node(key: key, parent: parent, frame: frame, fill: node.fill.map(Self.describe),
                             border: node.border.map { "\(FrameReport.number($0.width)) \($0.color.hexString)" },
                             opacity: node.opacity == 1 ? nil : node.opacity)
            switch node.content {
            case let .text(layout, color)?:
                entry.text = layout.lines.map(\.text).joined(separator: "\n")
                entry.textColor = color.hexString
            case let .image(image)?:
                entry.content = "image \(image.width)x\(image.height)"
            case let .path(_, fill, stroke)?:
                entry.content = (["path"] + [fill.map { "fill " + Self.describe($0) },
                                             stroke.map { "stroke \(FrameReport.number($0.width)) \($0.color.hexString)" }]
                    .compactMap { $0 }).joined(separator: " ")
            case nil:
                break
            }
            nodes.append(entry)
            for child in node.children { visit(child, parent: key, origin: frame.origin) }
        }
        for node in scene.nodes { visit(node, parent: nil, origin: .zero) }
        self.init(size: scene.size, scale: scene.scale, nodes: nodes)
    }

    /// A paint in a few characters: a solid color's hex, or a gradient's kind and stops.
    static func describe(_ paint: Paint) -> String {
        func stops(_ stops: [GradientStop]) -> String {
            stops.map { "\($0.color.hexString) \(FrameReport.number($0.location))" }.joined(separator: ", ")
        }
        switch paint {
        case let .solid(color): return color.hexString
        case let .linearGradient(_, _, list): return "linear-gradient(\(stops(list)))"
        case let .radialGradient(_, _, list): return "radial-gradient(\(stops(list)))"
        }
    }
}
