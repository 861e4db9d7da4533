import LayoutEngine

/// How far a node's drawing can reach, in its own coordinates (origin at its frame's top
/// left): the bounds of its frame, shadow, content and children. A group-opacity layer is
/// sized to it, so a translucent card costs a card-sized layer, not a screen-sized one.
enum NodeExtent {
    /// A box containing everything `node` and its subtree draw, in the node's own space.
    static func of(_ node: SceneNode) -> Rect {
        var box = Box(Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height))
        if let shadow = node.shadow {
            // The blur reaches about 3σ (σ = blurRadius) past the spread shape.
            let reach = shadow.spread + 3 * shadow.blurRadius + 1
            box.add(Rect(x: shadow.offset.x - reach, y: shadow.offset.y - reach,
                         width: node.frame.width + 2 * reach, height: node.frame.height + 2 * reach))
        }
        switch node.content {
        case .text(let layout, _):
            // Glyph ink may pass the line boxes (accents, italics): allow one em around them.
            let em = layout.runs.map(\.fontSize).max() ?? 0
            for run in layout.runs {
                for p in run.positions { box.add(Rect(x: p.x - em, y: p.y - 2 * em, width: 3 * em, height: 3 * em)) }
            }
            for decoration in layout.decorations { box.add(decoration.rect) }
        case .path(let path, _, let stroke):
            let pad = (stroke?.width ?? 0) * max(1, stroke?.miterLimit ?? 1) / 2 + 1
            for p in pathPoints(path) { box.add(Rect(x: p.x - pad, y: p.y - pad, width: 2 * pad, height: 2 * pad)) }
        case .image(let image):
            // Aspect fill and the position modes may draw past the bounds.
            box.add(image.contentMode.rect(for: image.size, in: Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)))
        case .none:
            break
        }
        if !node.clipsToBounds {
            for child in node.children {
                let local = of(child)
                let center = Point(x: child.frame.width / 2, y: child.frame.height / 2)
                let place = AffineTransform(translationX: -center.x, y: -center.y)
                    .concatenating(child.transform)
                    .concatenating(AffineTransform(translationX: center.x + child.frame.minX, y: center.y + child.frame.minY))
                for corner in [Point(x: local.minX, y: local.minY), Point(x: local.maxX, y: local.minY),
                               Point(x: local.maxX, y: local.maxY), Point(x: local.minX, y: local.maxY)] {
                    let p = place.apply(corner)
                    box.add(Rect(x: p.x, y: p.y, width: 0, height: 0))
                }
            }
        }
        return box.rect
    }

    private static func pathPoints(_ path: Path) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quad(let c, let p): return [c, p]
            case .cubic(let c1, let c2, let p): return [c1, c2, p]
            case .close: return []
            }
        }
    }

    /// A growing bounding box.
    private struct Box {
        var minX, minY, maxX, maxY: Double
        init(_ r: Rect) { minX = r.minX; minY = r.minY; maxX = r.maxX; maxY = r.maxY }
        mutating func add(_ r: Rect) {
            minX = min(minX, r.minX); minY = min(minY, r.minY)
            maxX = max(maxX, r.maxX); maxY = max(maxY, r.maxY)
        }
        var rect: Rect { Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
    }
}
