import Foundation

/// Where every node of a scene is: ids and frames in points in screen coordinates,
/// nested as the scene's nodes are. What `layout-render layout --json` prints:
/// `{"size":{"width":w,"height":h},"scale":s,"nodes":[{"id":"..","frame":{..},"children":[..]}]}`.
public struct FrameReport: Sendable, Equatable {
    /// One node: its id, its frame in screen coordinates, its children.
    public struct Entry: Sendable, Equatable {
        /// The node's stable id (`modal.card`, ...).
        public var id: String
        /// In points, screen coordinates.
        public var frame: Rect
        /// The node's children, in drawing order.
        public var children: [Entry]
    }

    /// The screen's size in points.
    public var size: Size
    /// The scene's pixels per point.
    public var scale: Double
    /// The top-level nodes, in drawing order.
    public var nodes: [Entry]

    /// The frames of `scene`'s nodes, each child's parent-relative frame moved by its
    /// ancestors' origins (transforms are not applied: frames, as UIView's, ignore them).
    public init(scene: Scene) {
        size = scene.size
        scale = scene.scale
        nodes = scene.nodes.map { Entry(node: $0, parentOrigin: .zero) }
    }

    /// Every entry, depth first, parents before children.
    public var allEntries: [Entry] {
        func walk(_ entries: [Entry]) -> [Entry] { entries.flatMap { [$0] + walk($0.children) } }
        return walk(nodes)
    }

    /// The screen frame of the node called `id`, if the scene has one.
    public func frame(_ id: String) -> Rect? { allEntries.first { $0.id == id }?.frame }

    /// Compact JSON with the keys in the documented order and every number printed the
    /// same way on every machine (`FrameReport.number`), so the output can be diffed.
    public var json: String {
        func pair(_ s: Size) -> String { "{\"width\":\(Self.number(s.width)),\"height\":\(Self.number(s.height))}" }
        func entry(_ e: Entry) -> String {
            let f = e.frame
            return "{\"id\":\(JSONText.quoted(e.id)),\"frame\":{\"x\":\(Self.number(f.x)),\"y\":\(Self.number(f.y)),"
                + "\"width\":\(Self.number(f.width)),\"height\":\(Self.number(f.height))},"
                + "\"children\":[\(e.children.map(entry).joined(separator: ","))]}"
        }
        return "{\"size\":\(pair(size)),\"scale\":\(Self.number(scale)),\"nodes\":[\(nodes.map(entry).joined(separator: ","))]}"
    }

    /// A length in points with at most 6 decimals (or `decimals`) and no trailing zeros: frames
    /// sit on a 1/scale grid, so 6 decimals keep every position exact to the pixel while hiding
    /// the binary noise of sums like 61.5 + 135 (`135.00000000000003` prints as `135`). Two
    /// decimals suit a sentence or a label (`7.33`).
    public static func number(_ value: Double) -> String { points(value, decimals: 6) }

    /// `value` as `number(_:)` prints it, with at most `decimals` (0 to 6) decimals.
    public static func points(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return "null" }
        let factor = [1, 10, 100, 1e3, 1e4, 1e5, 1e6][min(max(decimals, 0), 6)]
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(min(max(decimals, 0), 6))f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension FrameReport.Entry {
    init(node: SceneNode, parentOrigin: Point) {
        let frame = node.frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        self.init(id: node.id, frame: frame, children: node.children.map { .init(node: $0, parentOrigin: frame.origin) })
    }
}
