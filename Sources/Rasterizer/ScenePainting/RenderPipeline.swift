import LayoutEngine

// The one path from a laid-out scene to a picture. `render` (one file, a batch, a time or a
// run of frames), `gallery`, `preview`, `document` and the snapshot libraries all end here:
// the scene's timeline sampled at a time when it is animated, the scene painted, the debug
// overlay drawn over it when asked, and the bitmap encoded. What comes before differs only in
// where the scene comes from (a scene file read by SceneFile, a screen of components laid out by
// DesignSystem, a view tree laid out by ViewKit), and each of those is one function returning a
// `Scene`. One painter per process (`shared`) keeps one glyph-mask cache for every picture.

/// A picture drawn and encoded: its pixels, the PNG file's bytes, and the scale it was drawn at.
public struct EncodedPicture: Sendable {
    public let bitmap: Bitmap
    public let png: [UInt8]
    public let scale: Double
}

/// Samples, paints, overlays and encodes laid-out scenes. A value: share it across threads.
public struct RenderPipeline: Sendable {
    /// Paints the scenes; its glyph cache is shared by every copy of the pipeline.
    public var painter: ScenePainter
    /// Writes the PNG: `.fast` for pictures, `.reference` for snapshot references.
    public var encoder: PNGEncoder
    /// Draws every node's frame, text baselines and the gaps between siblings over the picture
    /// (Xcode's view debugger), as `render --debug-overlay` and `preview --debug-overlay` do.
    public var debugOverlay: Bool

    /// A pipeline painting with `painter` (the process's shared one by default).
    public init(painter: ScenePainter = RenderPipeline.sharedPainter, encoder: PNGEncoder = .fast, debugOverlay: Bool = false) {
        self.painter = painter
        self.encoder = encoder
        self.debugOverlay = debugOverlay
    }

    /// The process's painter: glyph masks are rasterized once per process whoever draws.
    public static let sharedPainter = ScenePainter()

    /// The pipeline with the shared painter, the fast encoder and no overlay.
    public static let shared = RenderPipeline()

    /// `scene` painted, with the debug overlay over it when asked.
    public func draw(_ scene: Scene) throws(ScenePaintError) -> Bitmap {
        let bitmap = try painter.render(scene)
        guard debugOverlay else { return bitmap }
        return DebugOverlay(glyphCache: painter.glyphCache).draw(scene, over: bitmap)
    }

    /// `scene` with its `timeline` sampled at `time`, painted (and overlaid when asked): the
    /// overlay measures the animated frames, where the nodes are at that time.
    public func draw(_ scene: Scene, timeline: Timeline, at time: Double) throws -> Bitmap {
        try draw(scene.animated(by: timeline.sample(at: time)))
    }

    /// `scene` drawn and encoded.
    public func picture(_ scene: Scene) throws -> EncodedPicture {
        try encoded(draw(scene), scale: scene.scale)
    }

    /// The frames of `scene` at `times` in order, each handed to `body` before the next is drawn;
    /// later frames redraw only what moved (`FrameRenderer`). Frames carry no overlay: it
    /// labels one picture, not a run of them.
    public func frames(of scene: Scene, timeline: Timeline, at times: [Double],
                       _ body: (AnimationFrame) throws -> Void) throws {
        try FrameRenderer(scene: scene, timeline: timeline, painter: painter).renderFrames(at: times, body)
    }

    /// `bitmap` encoded with this pipeline's encoder.
    public func encoded(_ bitmap: Bitmap, scale: Double) throws(PNGError) -> EncodedPicture {
        EncodedPicture(bitmap: bitmap, png: try encoder.encode(bitmap), scale: scale)
    }
}
