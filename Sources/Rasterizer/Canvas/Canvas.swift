import LayoutEngine

// The drawing state machine, in the shape of CoreGraphics and Skia's SkCanvas: a current
// transform from user points to device pixels, a clip, and a stack of saved states; a
// saved layer is a fresh transparent surface composited back with its group opacity on
// `restore()`.

/// A premultiplied RGBA8 drawing surface at a scale factor, with a transform stack, a clip
/// stack and group-opacity layers. Value type: copies are independent canvases.
public struct Canvas: Sendable {
    /// The longest side a canvas may have, in pixels.
    public static let maxSide = 16384
    /// The most pixels a canvas may have: 2^26 (8192 x 8192, 256 MiB of RGBA8), so that a
    /// canvas, a layer and the encoded copy fit on a small CI machine together.
    public static let maxPixels = 1 << 26

    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Device pixels per point; the initial transform scales by it.
    public let scale: Double
    /// The current transform from user space (points) to device pixels.
    public private(set) var transform: AffineTransform

    var clip: Clip
    private var saved: [SavedState] = []
    /// `surfaces[0]` is the canvas; the others are open layers, innermost last.
    var surfaces: [Surface]
    var accumulator = CoverageAccumulator()

    private struct SavedState: Sendable {
        var transform: AffineTransform
        var clip: Clip
        var opensLayer: Bool
    }

    /// A canvas of `width` x `height` device pixels filled with `background`.
    public init(width: Int, height: Int, scale: Double = 1, background: Color = .clear) throws(CanvasError) {
        guard width > 0, height > 0 else { throw .invalidSize(width: Double(width), height: Double(height)) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard width <= Canvas.maxSide, height <= Canvas.maxSide, width * height <= Canvas.maxPixels else {
            throw .tooLarge(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.transform = AffineTransform(scaleX: scale, y: scale)
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        self.clip = Clip(bounds: bounds, mask: nil)
        self.surfaces = [Surface(bounds: bounds, fill: Blend.premultiplied(background))]
    }

    /// A canvas for `size` points at `scale`: each side is size·scale rounded up to whole pixels.
    public init(size: Size, scale: Double, background: Color = .clear) throws(CanvasError) {
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite, w > 0, h > 0 else { throw .invalidSize(width: w, height: h) }
        guard w <= Double(Canvas.maxSide), h <= Double(Canvas.maxSide) else {
            throw .tooLarge(width: PixelRect.clampedInt(w.rounded(.up)), height: PixelRect.clampedInt(h.rounded(.up)))
        }
        try self.init(width: Int(w.rounded(.up)), height: Int(h.rounded(.up)), scale: scale, background: background)
    }

    /// A canvas at `scale` that starts as `bitmap`'s pixels, taking its array (no copy when the
    /// caller held the only reference), to draw a later frame over an earlier one (or overlays
    /// over a drawing, as the accessibility picture does).
    public init(drawingOver bitmap: consuming Bitmap, scale: Double) {
        width = bitmap.width
        height = bitmap.height
        self.scale = scale
        transform = AffineTransform(scaleX: scale, y: scale)
        let bounds = PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        clip = Clip(bounds: bounds, mask: nil)
        var pixels: [UInt8] = []
        swap(&pixels, &bitmap.pixels)
        surfaces = [Surface(bounds: bounds, pixels: pixels)]
    }

    /// The pixels drawn so far. Layers still open are not included until restored.
    public var bitmap: Bitmap {
        Bitmap(checkedWidth: width, height: height, pixels: surfaces[0].pixels)
    }

    /// How many `save()` and `saveLayer(...)` calls are waiting for their `restore()`.
    public var saveCount: Int { saved.count }

    // MARK: State stack

    /// Pushes the transform and clip; `restore()` brings them back.
    public mutating func save() {
        saved.append(SavedState(transform: transform, clip: clip, opensLayer: false))
    }

    /// Saves the state and redirects drawing into a transparent layer, composited onto what
    /// is below with `opacity` (0...1, CALayer.opacity) by the matching `restore()`.
    /// `bounds` (user space), when given, limits the layer's size: drawing outside is lost.
    public mutating func saveLayer(opacity: Double, bounds: Rect? = nil) {
        save()
        saved[saved.count - 1].opensLayer = true
        var area = clip.bounds.intersection(surfaces[surfaces.count - 1].bounds)
        if let bounds { area = area.intersection(deviceBounds(of: bounds)) }
        let o = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        surfaces.append(Surface(bounds: area, fill: 0, opacity: UInt8((o * 255).rounded())))
    }

    /// Pops the state pushed by the last `save()` or `saveLayer(...)`, compositing the layer.
    public mutating func restore() throws(CanvasError) {
        if let layer = try popState() { composite(layer) }
    }

    /// Pops the layer opened by the last `saveLayer(...)` and combines it with the surface below by
    /// `mode` (a COLR composite, `Canvas+Composite`) instead of source-over.
    mutating func restore(compositing mode: ColorPaint.CompositeMode) throws(CanvasError) {
        if let layer = try popState() { composite(layer, mode: mode) }
    }

    /// Pops the state the last `save()` or `saveLayer(...)` pushed; the layer it opened, if any.
    private mutating func popState() throws(CanvasError) -> Surface? {
        guard let state = saved.popLast() else { throw .restoreWithoutSave }
        transform = state.transform
        clip = state.clip
        return state.opensLayer ? surfaces.popLast() : nil
    }

    /// Blends a finished layer onto the surface now on top, scaled by its group opacity.
    private mutating func composite(_ layer: Surface) {
        // A layer nothing was drawn on is transparent and changes nothing.
        guard layer.opacity > 0, layer.uniformColor != 0 else { return }
        let opacity = UInt32(layer.opacity)
        combine(layer) { source, destination in Blend.sourceOver(Blend.scale(source, by: opacity), destination) }
    }

    /// Replaces each pixel of the surface now on top, over `layer`'s area, by `rule(layer's pixel, pixel)`.
    @inline(__always)
    mutating func combine(_ layer: Surface, _ rule: (UInt32, UInt32) -> UInt32) {
        let top = surfaces.count - 1
        let destBounds = surfaces[top].bounds
        let area = layer.bounds.intersection(destBounds)
        guard !area.isEmpty else { return }
        let source = layer.bounds
        var layer = layer
        layer.withPackedPixels { src in
            surfaces[top].withPackedPixels { dst in
                for y in area.y..<area.maxY {
                    let s = (y - source.y) * source.width - source.x
                    let d = (y - destBounds.y) * destBounds.width - destBounds.x
                    for x in area.x..<area.maxX {
                        dst[d + x] = rule(src[s + x], dst[d + x])
                    }
                }
            }
        }
    }

    // MARK: Transform

    /// Applies `t` in user space before the current transform (CGContextConcatCTM).
    public mutating func concatenate(_ t: AffineTransform) {
        transform = t.concatenating(transform)
    }

    /// Moves the user-space origin by (`x`, `y`) points.
    public mutating func translateBy(x: Double, y: Double) { concatenate(AffineTransform(translationX: x, y: y)) }

    /// Scales user space by `sx`, `sy`.
    public mutating func scaleBy(x sx: Double, y sy: Double) { concatenate(AffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians (clockwise on screen for positive angles).
    public mutating func rotate(by angle: Double) { concatenate(AffineTransform(rotationAngle: angle)) }

    /// Whether the transform maps axis-aligned rectangles to axis-aligned rectangles.
    var isAxisAligned: Bool { transform.b == 0 && transform.c == 0 }

    /// The device pixels touched by the user-space rectangle `rect` under the transform.
    func deviceBounds(of rect: Rect) -> PixelRect {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map(transform.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return PixelRect(enclosingMinX: xs.min() ?? .nan, minY: ys.min() ?? .nan,
                         maxX: xs.max() ?? .nan, maxY: ys.max() ?? .nan)
    }

    // MARK: Clip

    /// Intersects the clip with `rect` (user space). Pixel-aligned device rectangles cut the
    /// clip bounds; others become an anti-aliased coverage mask.
    public mutating func clip(to rect: Rect) {
        if isAxisAligned {
            let p0 = transform.apply(rect.origin)
            let p1 = transform.apply(Point(x: rect.maxX, y: rect.maxY))
            let xs = [p0.x, p1.x].sorted(), ys = [p0.y, p1.y].sorted()
            if xs.allSatisfy({ $0 == $0.rounded() }) && ys.allSatisfy({ $0 == $0.rounded() }) {
                clip = clip.intersecting(PixelRect(enclosingMinX: xs[0], minY: ys[0], maxX: xs[1], maxY: ys[1]))
                return
            }
        }
        clip(to: Path(rect: rect))
    }

    /// Intersects the clip with the anti-aliased coverage of `path` (user space).
    public mutating func clip(to path: Path, fillRule: FillRule = .nonZero) {
        let lines = PathFlattener.polylines(of: path.applying(transform), cullBox: Canvas.box(clip.bounds))
        let shape = CoverageMask(polylines: lines, fillRule: fillRule, within: clip.bounds, using: &accumulator)
        clip = clip.intersecting(shape)
    }

    /// The device pixel rectangle outside which nothing is drawn now.
    var drawLimit: PixelRect { clip.bounds.intersection(surfaces[surfaces.count - 1].bounds) }

    static func box(_ r: PixelRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (Double(r.x), Double(r.y), Double(r.maxX), Double(r.maxY))
    }
}
