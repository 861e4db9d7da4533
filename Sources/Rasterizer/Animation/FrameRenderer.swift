import LayoutEngine

// Frames of an animated scene. The first is drawn from scratch; each later one starts from
// the previous picture and redraws only the damage: for every node whose animated values
// changed, the device pixels its drawing (NodeExtent: fill, shadow, content, children) covered
// before and covers now, one rectangle per node, overlapping ones merged, as a compositor's
// damage tracking does (Chromium's cc::DamageTracker unions layer rects the same way). Inside each rectangle the
// background is put back and the whole scene drawn again under a clip to it, which gives the
// bytes a full draw gives there, so a frame costs in proportion to what moved. When the damage
// covers more than half the canvas the frame is drawn whole instead, which is then cheaper.

/// One drawn frame: its time, its pixels, and what changed since the frame before.
public struct AnimationFrame: Sendable {
    public let time: Double
    public let bitmap: Bitmap
    /// Device-pixel rectangles redrawn since the previous frame: the whole canvas for the first
    /// frame, none when nothing moved.
    public let damage: [PixelRect]

    /// The smallest rectangle holding every damaged one, or nil when nothing changed.
    public var damageBounds: PixelRect? {
        guard let first = damage.first else { return nil }
        return damage.dropFirst().reduce(first, FrameRenderer.union)
    }
}

/// Draws a scene with its timeline sampled at given times.
public struct FrameRenderer: Sendable {
    public let scene: Scene
    public let timeline: Timeline
    public var painter: ScenePainter

    public init(scene: Scene, timeline: Timeline, painter: ScenePainter = RenderPipeline.sharedPainter) {
        self.scene = scene; self.timeline = timeline; self.painter = painter
    }

    /// The scene at `time`, drawn from scratch.
    public func render(at time: Double) throws -> Bitmap {
        try painter.render(scene.animated(by: timeline.sample(at: time)))
    }

    /// Draws the frames at `times` in order, handing each to `body` before drawing the next;
    /// frames after the first redraw only their damage.
    public func renderFrames(at times: [Double], _ body: (AnimationFrame) throws -> Void) throws {
        var last: (values: [AnimatedValue], placed: [(id: String, bounds: PixelRect)])?
        var lastBitmap: Bitmap?
        for time in times {
            let sample = timeline.sample(at: time)
            let animated = try scene.animated(by: sample)
            let placed = Self.placedNodes(in: animated)
            let bitmap: Bitmap, damage: [PixelRect]
            if let last, let previous = lastBitmap.take() {
                var moved = Set<String>()
                for (i, value) in sample.values.enumerated() where value != last.values[i] { moved.insert(sample.channels[i].node) }
                let canvas = PixelRect(x: 0, y: 0, width: previous.width, height: previous.height)
                damage = Self.damage(of: moved, before: last.placed, after: placed, within: canvas)
                if damage.isEmpty {
                    bitmap = previous
                } else if damage.map(\.area).reduce(0, +) * 2 > canvas.area {
                    // Most of the screen moved: drawing it whole costs less than finding what to keep.
                    bitmap = try painter.render(animated)
                } else {
                    // The previous frame's array moves into the canvas: no copy unless `body` kept it.
                    bitmap = try redraw(animated, placed: placed, over: consume previous, in: damage)
                }
            } else {
                bitmap = try painter.render(animated)
                damage = [PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)]
            }
            try body(AnimationFrame(time: time, bitmap: bitmap, damage: damage))
            last = (sample.values, placed)
            lastBitmap = bitmap
        }
    }

    /// `scene` drawn over `bitmap` inside each of `damage`: per rectangle, the background put
    /// back and the nodes that reach it drawn (`pruned`); `placed` is `placedNodes(in: scene)`.
    func redraw(_ scene: Scene, placed: [(id: String, bounds: PixelRect)], over bitmap: consuming Bitmap,
                in damage: [PixelRect]) throws -> Bitmap {
        var canvas = Canvas(drawingOver: bitmap, scale: scene.scale)
        for rect in damage {
            canvas.save()
            canvas.clip(toPixels: rect)
            canvas.replace(rect, with: scene.background)
            var index = 0
            for node in Self.pruned(scene.nodes, placed: placed, index: &index, to: rect) {
                try painter.paint(node, into: &canvas)
            }
            try canvas.restore()
        }
        return canvas.bitmap
    }

    /// `nodes` without the subtrees whose drawing cannot reach `rect`, so that a small damage
    /// costs a small redraw. Children are left out only under fully opaque parents: under a
    /// translucent one they decide whether the painter composites a group layer, which must not
    /// change. `placed` holds every node's device bounds in depth-first order; `index` walks it.
    static func pruned(_ nodes: [SceneNode], placed: [(id: String, bounds: PixelRect)], index: inout Int,
                       to rect: PixelRect) -> [SceneNode] {
        var kept: [SceneNode] = []
        for node in nodes {
            let reaches = !placed[index].bounds.intersection(rect).isEmpty
            index += 1
            guard reaches else {
                index += Self.descendantCount(node)
                continue
            }
            var copy = node
            if node.opacity >= 1 {
                copy.children = pruned(node.children, placed: placed, index: &index, to: rect)
            } else {
                index += Self.descendantCount(node)
            }
            kept.append(copy)
        }
        return kept
    }

    static func descendantCount(_ node: SceneNode) -> Int {
        node.children.reduce(node.children.count) { $0 + descendantCount($1) }
    }

    /// For each node in `moved`, the device pixels it reaches before and after together (from
    /// `placedNodes` of the two scenes, which pair up in order: a timeline changes values, never
    /// the tree), cut to `canvas`.
    static func damage(of moved: Set<String>, before: [(id: String, bounds: PixelRect)],
                       after: [(id: String, bounds: PixelRect)], within canvas: PixelRect) -> [PixelRect] {
        guard !moved.isEmpty else { return [] }
        var rects: [PixelRect] = []
        for ((id, a), (_, b)) in zip(after, before) where moved.contains(id) {
            let cut = union(a, b).intersection(canvas)
            if !cut.isEmpty { rects.append(cut) }
        }
        return merged(rects)
    }

    /// `rects` with every overlapping pair replaced by the rectangle around both, until none
    /// overlap: a node in two rectangles would be drawn twice, and its path and glyphs cost
    /// the same however little of it a rectangle holds.
    static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        var rects = rects
        var i = 0
        while i < rects.count {
            if let j = rects.indices.first(where: { $0 != i && !rects[$0].intersection(rects[i]).isEmpty }) {
                rects[min(i, j)] = union(rects[i], rects[j])
                rects.remove(at: max(i, j))
                i = 0
            } else {
                i += 1
            }
        }
        return rects
    }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x = min(a.x, b.x), y = min(a.y, b.y)
        return PixelRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }

    /// Every node of `scene` in depth-first order with the device pixels its drawing may reach,
    /// placed the way the painter places it (frame origin, then its transform about its
    /// center), one pixel wider for anti-aliasing.
    static func placedNodes(in scene: Scene) -> [(id: String, bounds: PixelRect)] {
        var result: [(id: String, bounds: PixelRect)] = []
        func visit(_ node: SceneNode, _ parent: AffineTransform) {
            var place = AffineTransform(translationX: node.frame.minX, y: node.frame.minY).concatenating(parent)
            if !node.transform.isIdentity {
                let cx = node.frame.width / 2, cy = node.frame.height / 2
                place = AffineTransform(translationX: -cx, y: -cy).concatenating(node.transform)
                    .concatenating(AffineTransform(translationX: cx, y: cy)).concatenating(place)
            }
            let e = NodeExtent.of(node)
            let corners = [Point(x: e.minX, y: e.minY), Point(x: e.maxX, y: e.minY),
                           Point(x: e.maxX, y: e.maxY), Point(x: e.minX, y: e.maxY)].map(place.apply)
            result.append((node.id, PixelRect(enclosingMinX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                              maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!).outset(by: 1)))
            for child in node.children { visit(child, place) }
        }
        for node in scene.nodes { visit(node, AffineTransform(scaleX: scene.scale, y: scene.scale)) }
        return result
    }
}
