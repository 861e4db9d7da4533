import LayoutEngine

// What Xcode's view debugger shows over a running app, drawn from a laid-out scene: every
// node's frame as a thin outline (the color says how deep the node is), the baseline of every
// line of text, and between siblings the gap to the nearest one below and to the right, as a
// measuring line with its length in points on a small label. The scene keeps frames, not the
// constraints that made them, so a gap is measured between the frames the solver produced.

/// Draws the layout of a scene over its picture: frames, text baselines and the gaps between
/// siblings with their values in points. A value: deterministic, share it across threads.
///
/// `layout-render render --debug-overlay` calls `draw(_:over:)` after the scene painter; a
/// preview can do the same with any bitmap of the scene at the scene's scale.
public struct DebugOverlay: Sendable {
    /// Shapes the gap labels.
    public var textEngine: TextEngine
    /// Where the labels' glyph masks are kept between draws; nil rasterizes them every time.
    public var glyphCache: GlyphMaskCache?

    /// Sibling groups larger than this get frames and baselines but no gap marks: finding the
    /// nearest neighbours is quadratic in the group's size, and thousands of labels hide the picture.
    public static let maxSiblingsMeasured = 256

    /// The label text: 9 pt bold, the size of Xcode's constraint labels.
    static let labelStyle = TextStyle(size: 9, weight: .bold)
    /// Frame outlines by depth (the top level first), repeating: iOS system blue, purple, teal, green.
    static let frameColors = ["#0A84FFD9", "#BF5AF2D9", "#30B0C7D9", "#34C759D9"].compactMap { Color(hex: $0) }
    static let baselineColor = Color(red: 255, green: 59, blue: 48, alpha: 230)
    static let gapColor = Color(red: 255, green: 149, blue: 0)
    static let labelTextColor = Color.white

    /// An overlay that shapes its labels with `textEngine`.
    public init(textEngine: TextEngine = .shared, glyphCache: GlyphMaskCache? = GlyphMaskCache()) {
        self.textEngine = textEngine
        self.glyphCache = glyphCache
    }

    /// `bitmap` (the scene drawn at the scene's scale, as `ScenePainter.render` draws it) with the
    /// overlay drawn over it.
    public func draw(_ scene: Scene, over bitmap: Bitmap) -> Bitmap {
        var canvas = Canvas(drawingOver: bitmap, scale: scene.scale)
        draw(scene, on: &canvas)
        return canvas.bitmap
    }

    /// Draws the overlay of `scene` on `canvas`, whose user space is the scene's points.
    public func draw(_ scene: Scene, on canvas: inout Canvas) {
        var labels = LabelCache()
        drawLevel(scene.nodes, origin: .zero, depth: 0, on: &canvas, labels: &labels)
    }

    private func drawLevel(_ nodes: [SceneNode], origin: Point, depth: Int, on canvas: inout Canvas,
                           labels: inout LabelCache) {
        // Nodes drawn with no opacity are not on the picture; neither are their marks. A frame
        // that is not finite (which the painter refuses) has no place to mark.
        let visible = nodes.filter { node in
            node.opacity > 0 && [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height].allSatisfy(\.isFinite)
        }
        let frames = visible.map { $0.frame.offsetBy(dx: origin.x, dy: origin.y) }
        for (node, frame) in zip(visible, frames) {
            outline(frame, color: Self.frameColors[depth % Self.frameColors.count], on: &canvas)
            if case let .text(layout, _)? = node.content { baselines(of: layout, at: frame.origin, on: &canvas) }
            drawLevel(node.children, origin: frame.origin, depth: depth + 1, on: &canvas, labels: &labels)
        }
        if frames.count <= Self.maxSiblingsMeasured {
            for gap in SiblingGap.nearest(among: frames) { mark(gap, on: &canvas, labels: &labels) }
        }
    }

    /// A one-pixel line along the inside of each edge of `frame`.
    private func outline(_ frame: Rect, color: Color, on canvas: inout Canvas) {
        guard frame.width > 0, frame.height > 0 else { return }
        let line = min(1 / canvas.scale, frame.width / 2, frame.height / 2)
        let paint = Paint.solid(color)
        canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: line), paint: paint)
        canvas.fill(Rect(x: frame.minX, y: frame.maxY - line, width: frame.width, height: line), paint: paint)
        canvas.fill(Rect(x: frame.minX, y: frame.minY + line, width: line, height: frame.height - 2 * line), paint: paint)
        canvas.fill(Rect(x: frame.maxX - line, y: frame.minY + line, width: line, height: frame.height - 2 * line),
                    paint: paint)
    }

    /// A one-pixel line under the ink of each line of text, on the pixel row below its baseline.
    private func baselines(of layout: TextLayout, at origin: Point, on canvas: inout Canvas) {
        let pixel = 1 / canvas.scale
        for line in layout.lines where line.width > 0 {
            let y = snapped(origin.y + line.baseline, scale: canvas.scale)
            canvas.fill(Rect(x: origin.x + line.x, y: y, width: line.width, height: pixel),
                        paint: .solid(Self.baselineColor))
        }
    }

    /// A measuring line across the gap, with short ticks at its ends and its length on a label.
    private func mark(_ gap: SiblingGap, on canvas: inout Canvas, labels: inout LabelCache) {
        let pixel = 1 / canvas.scale
        let tick = 3.0
        let paint = Paint.solid(Self.gapColor)
        let across = snapped(gap.across, scale: canvas.scale)
        let label = labels.layout(FrameReport.points(gap.length, decimals: 2), engine: textEngine)
        switch gap.axis {
        case .vertical:
            canvas.fill(Rect(x: across, y: gap.start, width: pixel, height: gap.length), paint: paint)
            for y in [gap.start, gap.end - pixel] {
                canvas.fill(Rect(x: across - tick, y: y, width: 2 * tick + pixel, height: pixel), paint: paint)
            }
            if let label { draw(label, at: Point(x: across + tick + 1, y: (gap.start + gap.end) / 2), along: .vertical, on: &canvas) }
        case .horizontal:
            canvas.fill(Rect(x: gap.start, y: across, width: gap.length, height: pixel), paint: paint)
            for x in [gap.start, gap.end - pixel] {
                canvas.fill(Rect(x: x, y: across - tick, width: pixel, height: 2 * tick + pixel), paint: paint)
            }
            if let label { draw(label, at: Point(x: (gap.start + gap.end) / 2, y: across + tick + 1), along: .horizontal, on: &canvas) }
        }
    }

    /// A label on a rounded gap-colored plate beside a gap along `axis`: its left edge (a vertical
    /// gap) or its top edge (a horizontal one) at `anchor`, centered on it the other way.
    private func draw(_ label: TextLayout, at anchor: Point, along axis: SiblingGap.Axis, on canvas: inout Canvas) {
        let padding = Size(width: 2, height: 0.5)
        let size = Size(width: label.size.width + 2 * padding.width, height: label.size.height + 2 * padding.height)
        var origin = axis == .vertical
            ? Point(x: anchor.x, y: anchor.y - size.height / 2)
            : Point(x: anchor.x - size.width / 2, y: anchor.y)
        // Kept on the picture: a gap at the screen's edge still shows its whole label.
        origin.x = max(0, min(origin.x, Double(canvas.width) / canvas.scale - size.width))
        origin.y = max(0, min(origin.y, Double(canvas.height) / canvas.scale - size.height))
        let plate = Rect(x: snapped(origin.x, scale: canvas.scale), y: snapped(origin.y, scale: canvas.scale),
                         width: size.width, height: size.height)
        canvas.fill(Path(roundedRect: plate, radii: CornerRadii(all: 2)), paint: .solid(Self.gapColor))
        let textOrigin = Point(x: plate.minX + padding.width, y: plate.minY + padding.height)
        for run in label.runs { canvas.drawGlyphs(run, at: textOrigin, color: Self.labelTextColor, cache: glyphCache) }
    }

    /// `value` moved down to the pixel grid of `scale`, so one-pixel lines are crisp.
    private func snapped(_ value: Double, scale: Double) -> Double { (value * scale).rounded(.down) / scale }
}

/// The labels of one overlay, each text shaped once.
private struct LabelCache {
    private var layouts: [String: TextLayout?] = [:]

    /// The label for `text`; nil when no font can shape it (the gap is then drawn unlabeled).
    mutating func layout(_ text: String, engine: TextEngine) -> TextLayout? {
        if let known = layouts[text] { return known }
        let layout = try? engine.layout(text, style: DebugOverlay.labelStyle)
        layouts[text] = layout
        return layout
    }
}

/// The empty space between two sibling frames that face each other across one axis.
struct SiblingGap: Equatable {
    enum Axis { case vertical, horizontal }
    /// `.vertical`: the second frame is below the first; `.horizontal`: to its right.
    var axis: Axis
    /// Where the gap begins and ends along the axis, in points (the first frame's far edge,
    /// the second's near edge).
    var start: Double
    var end: Double
    /// Where the measuring line runs across the axis: the middle of the frames' shared extent.
    var across: Double

    var length: Double { end - start }

    /// Gaps narrower than this are the binary noise of touching frames, not space.
    static let epsilon = 1e-6

    /// For each frame, the gap to the nearest frame below it and to the nearest frame to its
    /// right among those sharing some of its extent across that axis; touching or overlapping
    /// frames have no gap.
    static func nearest(among frames: [Rect]) -> [SiblingGap] {
        var gaps: [SiblingGap] = []
        for (i, a) in frames.enumerated() where a.width > 0 && a.height > 0 {
            var below: SiblingGap?, right: SiblingGap?
            for (j, b) in frames.enumerated() where j != i && b.width > 0 && b.height > 0 {
                let sharedX = (max(a.minX, b.minX), min(a.maxX, b.maxX))
                if sharedX.0 < sharedX.1, b.minY > a.maxY - Self.epsilon, below.map({ b.minY < $0.end }) ?? true {
                    below = SiblingGap(axis: .vertical, start: a.maxY, end: b.minY, across: (sharedX.0 + sharedX.1) / 2)
                }
                let sharedY = (max(a.minY, b.minY), min(a.maxY, b.maxY))
                if sharedY.0 < sharedY.1, b.minX > a.maxX - Self.epsilon, right.map({ b.minX < $0.end }) ?? true {
                    right = SiblingGap(axis: .horizontal, start: a.maxX, end: b.minX, across: (sharedY.0 + sharedY.1) / 2)
                }
            }
            // A touching neighbour is the nearest one, with no gap to mark.
            gaps += [below, right].compactMap { $0 }.filter { $0.length > Self.epsilon }
        }
        return gaps
    }
}
