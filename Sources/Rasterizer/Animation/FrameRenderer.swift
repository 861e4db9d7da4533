import LayoutEngine

// Frames of an animated scene. The first is drawn from scratch; each later one starts from
// the previous picture and redraws only the damage: for every node whose animated values
// changed, the device pixels its drawing (NodeExtent: fill, shadow, content, children) covered
// before and covers now, one rectangle per node, as a compositor's damage tracking does
// (Chromium's cc::DamageTracker unions layer rects the same way). Inside each rectangle the
// background is put back and the whole scene drawn again under a clip to it, which gives the
// bytes a full draw gives there, so a frame costs in proportion to what moved.

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
        return damage.dropFirst().reduce(first) { a, b in
            let x = min(a.x, b.x), y = min(a.y, b.y)
            return PixelRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
        }
    }
}

/// Draws a scene with its timeline sampled at given times.
public struct FrameRenderer: Sendable {
    public let scene: Scene
    public let timeline: Timeline
    public var painter: ScenePainter

    public init(scene: Scene, timeline: Timeline, painter: ScenePainter = ScenePainter()) {
        self.scene = scene; self.timeline = timeline; self.painter = painter
    }

    /// The scene at `time`, drawn from scratch.
    public func render(at time: Double) throws -> Bitmap {
        try painter.render(scene.animated(by: timeline.sample(at: time)))
    }

    /// Draws the frames at `times` in order, handing each to `body` before drawing the next;
    /// frames after the first redraw only their damage.
    public func renderFrames(at times: [Double], _ body: (AnimationFrame) throws -> Void) throws {
        var previous: (values: [AnimatedValue], scene: Scene, bitmap: Bitmap)?
        for time in times {
            let sample = timeline.sample(at: time)
            let animated = try scene.animated(by: sample)
            guard let last = previous else {
                let bitmap = try painter.render(animated)
                try body(AnimationFrame(time: time, bitmap: bitmap,
                                        damage: [PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)]))
                previous = (sample.values, animated, bitmap)
                continue
            }
            var moved = Set<String>()
            for (i, value) in sample.values.enumerated() where value != last.values[i] { moved.insert(sample.channels[i].node) }
            let damage = Self.damage(of: moved, before: last.scene, after: animated)
            let bitmap = damage.isEmpty ? last.bitmap : try redraw(animated, over: last.bitmap, in: damage)
            try body(AnimationFrame(time: time, bitmap: bitmap, damage: damage))
            previous = (sample.values, animated, bitmap)
        }
    }

    /// `scene` drawn over `bitmap` inside each of `damage`.
    func redraw(_ scene: Scene, over bitmap: Bitmap, in damage: [PixelRect]) throws -> Bitmap {
        var canvas = try Canvas(drawingOver: bitmap, scale: scene.scale)
        for rect in damage {
            canvas.save()
            canvas.clip(toPixels: rect)
            canvas.replace(rect, with: scene.background)
            for node in scene.nodes { try painter.paint(node, into: &canvas) }
            try canvas.restore()
        }
        return canvas.bitmap
    }

    /// For each node in `moved`, the device pixels it reaches in `before` and `after` together,
    /// cut to the canvas.
    static func damage(of moved: Set<String>, before: Scene, after: Scene) -> [PixelRect] {
        guard !moved.isEmpty else { return [] }
        let old = deviceBounds(of: moved, in: before), new = deviceBounds(of: moved, in: after)
        let canvas = PixelRect(x: 0, y: 0, width: Int((after.size.width * after.scale).rounded(.up)),
                               height: Int((after.size.height * after.scale).rounded(.up)))
        var rects: [PixelRect] = []
        for (id, a) in new {
            let b = old[id] ?? a
            let x = min(a.x, b.x), y = min(a.y, b.y)
            let both = PixelRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
            let cut = both.intersection(canvas)
            if !cut.isEmpty { rects.append(cut) }
        }
        return rects.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }

    /// The device pixels each node of `ids` may draw in `scene`, placed the way the painter
    /// places it (frame origin, then its transform about its center), one pixel wider for
    /// anti-aliasing.
    static func deviceBounds(of ids: Set<String>, in scene: Scene) -> [String: PixelRect] {
        var result: [String: PixelRect] = [:]
        func visit(_ node: SceneNode, _ parent: AffineTransform) {
            var place = AffineTransform(translationX: node.frame.minX, y: node.frame.minY).concatenating(parent)
            if !node.transform.isIdentity {
                let cx = node.frame.width / 2, cy = node.frame.height / 2
                place = AffineTransform(translationX: -cx, y: -cy).concatenating(node.transform)
                    .concatenating(AffineTransform(translationX: cx, y: cy)).concatenating(place)
            }
            if ids.contains(node.id) {
                let e = NodeExtent.of(node)
                let corners = [Point(x: e.minX, y: e.minY), Point(x: e.maxX, y: e.minY),
                               Point(x: e.maxX, y: e.maxY), Point(x: e.minX, y: e.maxY)].map(place.apply)
                result[node.id] = PixelRect(enclosingMinX: corners.map(\.x).min()!, minY: corners.map(\.y).min()!,
                                            maxX: corners.map(\.x).max()!, maxY: corners.map(\.y).max()!).outset(by: 1)
            }
            for child in node.children { visit(child, place) }
        }
        for node in scene.nodes { visit(node, AffineTransform(scaleX: scene.scale, y: scene.scale)) }
        return result
    }
}
