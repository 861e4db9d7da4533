import LayoutEngine

/// What changed between a reference's layout tree and the actual one, said in the layout's
/// terms: "modal.title moved 2 pt down, height 20 -> 40", "modal.message text changed",
/// "modal.badge added", "modal.icon removed", color changes.
///
/// Nodes are matched by id. A move is measured against the node's parent, so when a card moves
/// its children, which moved with it, are not listed; an added or removed subtree is one line.
public struct LayoutChanges: Sendable, Hashable {
    /// One line per changed node, in the actual tree's order, removed nodes after; a change of
    /// the screen comes first.
    public var lines: [String]

    /// Compares `actual` with `reference`.
    public init(reference: LayoutTree, actual: LayoutTree) {
        var lines: [String] = []
        if reference.size != actual.size || reference.scale != actual.scale {
            lines.append("screen \(Self.describe(reference.size, reference.scale)) -> \(Self.describe(actual.size, actual.scale))")
        }
        let old = Dictionary(reference.nodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(actual.nodes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let added = Self.absentSubtrees(of: actual, from: old), removed = Self.absentSubtrees(of: reference, from: new)
        for node in actual.nodes {
            if let before = old[node.key] {
                let parts = Self.differences(before, node, oldParent: before.parent.flatMap { old[$0] },
                                             newParent: node.parent.flatMap { new[$0] })
                if !parts.isEmpty { lines.append("\(node.key) " + parts.joined(separator: ", ")) }
            } else if node.parent.map({ old[$0] != nil }) ?? true {
                let f = node.frame
                lines.append("\(node.key) added at x \(Self.points(f.x)), y \(Self.points(f.y)), "
                    + "\(Self.points(f.width))x\(Self.points(f.height))" + Self.inside(added[node.key] ?? 0))
            }
        }
        for node in reference.nodes where new[node.key] == nil && (node.parent.map { new[$0] != nil } ?? true) {
            lines.append("\(node.key) removed" + Self.inside(removed[node.key] ?? 0))
        }
        self.lines = lines
    }

    /// True when ids, frames, text and colors are all the same.
    public var isEmpty: Bool { lines.isEmpty }

    /// The lines for a failure message, indented, at most `limit` of them and a count of the rest.
    public func summary(limit: Int = 12) -> String {
        let shown = lines.prefix(limit).map { "  " + $0 }
        let rest = lines.count > limit ? ["  … and \(lines.count - limit) more"] : []
        return (shown + rest).joined(separator: "\n")
    }

    /// The changes of one node found in both trees.
    private static func differences(_ before: LayoutTree.Node, _ after: LayoutTree.Node,
                                    oldParent: LayoutTree.Node?, newParent: LayoutTree.Node?) -> [String] {
        var parts: [String] = []
        // Measured from the parent's origin, so only the node that moved itself says so; a node
        // that changed parents is measured on the screen.
        var dx = after.frame.x - before.frame.x, dy = after.frame.y - before.frame.y
        if before.parent != after.parent {
            parts.append("now inside \(after.parent ?? "the screen") (was \(before.parent ?? "the screen"))")
        } else if let oldParent, let newParent {
            dx -= newParent.frame.x - oldParent.frame.x
            dy -= newParent.frame.y - oldParent.frame.y
        }
        let directions = [(dx, "right", "left"), (dy, "down", "up")].compactMap { delta, forward, back -> String? in
            abs(delta) < 0.005 ? nil : "\(points(abs(delta))) pt \(delta > 0 ? forward : back)"
        }
        if !directions.isEmpty { parts.append("moved " + directions.joined(separator: " and ")) }
        if abs(after.frame.width - before.frame.width) >= 0.005 {
            parts.append("width \(points(before.frame.width)) -> \(points(after.frame.width))")
        }
        if abs(after.frame.height - before.frame.height) >= 0.005 {
            parts.append("height \(points(before.frame.height)) -> \(points(after.frame.height))")
        }
        if before.text != after.text {
            parts.append("text changed (\(quoted(before.text)) -> \(quoted(after.text)))")
        }
        let styles: [(String, String?, String?)] = [
            ("text color", before.textColor, after.textColor), ("fill", before.fill, after.fill),
            ("border", before.border, after.border), ("content", before.content, after.content),
            ("opacity", before.opacity.map { points($0) }, after.opacity.map { points($0) }),
        ]
        for (name, old, new) in styles where old != new {
            let fallback = name == "opacity" ? "1" : "none"
            parts.append("\(name) \(old ?? fallback) -> \(new ?? fallback)")
        }
        return parts
    }

    /// For each node of `tree` absent from `other` whose parent is present (the root of an added
    /// or removed subtree), how many nodes under it are absent too. One pass, parents first.
    private static func absentSubtrees(of tree: LayoutTree, from other: [String: LayoutTree.Node]) -> [String: Int] {
        var root: [String: String] = [:]
        var counts: [String: Int] = [:]
        for node in tree.nodes where other[node.key] == nil {
            if let parent = node.parent, let top = root[parent] {
                root[node.key] = top
                counts[top, default: 0] += 1
            } else {
                root[node.key] = node.key
            }
        }
        return counts
    }

    /// " (and 3 nodes inside it)", or nothing for a single node.
    private static func inside(_ count: Int) -> String {
        count == 0 ? "" : " (and \(count == 1 ? "1 node" : "\(count) nodes") inside it)"
    }

    /// A text in quotes for a sentence, shortened to 40 characters; "none" for no text.
    private static func quoted(_ text: String?) -> String {
        guard let text else { return "none" }
        let flat = text.replacingOccurrences(of: "\n", with: "⏎")
        return "\"" + (flat.count > 40 ? flat.prefix(39) + "…" : flat) + "\""
    }

    private static func points(_ value: Double) -> String { FrameReport.points(value, decimals: 2) }

    private static func describe(_ size: Size, _ scale: Double) -> String {
        "\(points(size.width))x\(points(size.height)) pt @\(points(scale))x"
    }
}
