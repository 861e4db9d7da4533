import LayoutEngine

// Paints a `Scene` the way Core Animation composites a layer tree (CALayer's documented
// drawing order): for each node, depth first, its shadow, its background fill clipped to
// the rounded bounds, its content, its children, then its border (inside the bounds), which
// Core Animation composites above the layer's contents and sublayers.
// A node's transform applies about the center of its frame (UIView.transform with the
// default anchor point); its opacity applies to the node and its children as one group;
// clipsToBounds clips content and children to the rounded bounds (CALayer.masksToBounds).

/// Renders scenes into premultiplied RGBA8 bitmaps. A value: share it across threads freely.
public struct ScenePainter: Sendable {
    /// Where glyph masks are kept between draws; nil rasterizes every glyph every time
    /// (the result is the same either way).
    public var glyphCache: GlyphMaskCache?
    /// Where blurred shadow masks are kept between draws; nil blurs every shadow every time
    /// (the result is the same either way).
    public var shadowCache: ShadowMaskCache?

    /// A painter using `glyphCache` and `shadowCache`.
    public init(glyphCache: GlyphMaskCache? = GlyphMaskCache(), shadowCache: ShadowMaskCache? = ShadowMaskCache()) {
        self.glyphCache = glyphCache
        self.shadowCache = shadowCache
    }

    /// The scene drawn on a canvas of its size in points times its scale.
    public func render(_ scene: Scene) throws(ScenePaintError) -> Bitmap {
        var canvas: Canvas
        do {
            canvas = try Canvas(size: scene.size, scale: scene.scale, background: scene.background)
        } catch {
            throw .canvas(error)
        }
        for node in scene.nodes { try paint(node, into: &canvas, parentPath: "") }
        return canvas.bitmap
    }

    /// Draws `node` and its subtree into `canvas` in the canvas's current user space, where
    /// the node's frame is relative to the origin. `parentPath` prefixes the node's id in errors.
    public func paint(_ node: SceneNode, into canvas: inout Canvas, parentPath: String = "") throws(ScenePaintError) {
        let path = parentPath.isEmpty ? node.id : parentPath + "/" + node.id
        try NodeValidation.check(node, path: path)
        let opacity = min(max(node.opacity, 0), 1)
        guard opacity > 0 else { return }
        let bounds = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        let shape = Path(roundedRect: bounds, radii: node.cornerRadii, style: node.cornerStyle)

        canvas.save()
        canvas.translateBy(x: node.frame.minX, y: node.frame.minY)
        if !node.transform.isIdentity {
            canvas.translateBy(x: bounds.midX, y: bounds.midY)
            canvas.concatenate(node.transform)
            canvas.translateBy(x: -bounds.midX, y: -bounds.midY)
        }
        // A group layer only when parts of the node can overlap; otherwise the opacity is
        // folded into the single part's colors, which is the same picture.
        let useLayer = opacity < 1 && NodeValidation.hasOverlappingParts(node)
        let partOpacity = useLayer ? 1 : opacity
        if useLayer { canvas.saveLayer(opacity: opacity, bounds: NodeExtent.of(node)) }

        if let shadow = node.shadow {
            let spread = shadow.spread
            let grown = Rect(x: -spread, y: -spread, width: bounds.width + 2 * spread, height: bounds.height + 2 * spread)
            let r = node.cornerRadii
            let radii = CornerRadii(topLeft: max(0, r.topLeft + spread), topRight: max(0, r.topRight + spread),
                                    bottomRight: max(0, r.bottomRight + spread), bottomLeft: max(0, r.bottomLeft + spread))
            // Under an opaque fill the shadow cannot show: those pixels are not blended (the
            // interior 2r in from each edge is inside any corner shape of radius r).
            var hidden = PixelRect.empty
            if case let .solid(color)? = node.fill, color.alpha == 255, partOpacity == 1 {
                hidden = canvas.opaqueInterior(of: bounds, inset: 2 * max(r.topLeft, r.topRight, r.bottomRight, r.bottomLeft, 0))
            }
            canvas.drawShadow(of: Path(roundedRect: grown, radii: radii, style: node.cornerStyle),
                              offset: shadow.offset, blurRadius: shadow.blurRadius,
                              color: shadow.color.withOpacity(partOpacity), cache: shadowCache, hidden: hidden)
        }
        if let radius = node.backdropBlur, radius > 0 {
            canvas.blurBackdrop(in: node.cornerRadii.isZero ? Path(rect: bounds) : shape, radius: radius)
        }
        if let fill = node.fill {
            let paint = fill.withOpacity(partOpacity)
            if node.cornerRadii.isZero { canvas.fill(bounds, paint: paint) } else { canvas.fill(shape, paint: paint) }
        }
        if node.clipsToBounds {
            if node.cornerRadii.isZero { canvas.clip(to: bounds) } else { canvas.clip(to: shape) }
        }
        if let content = node.content {
            try drawContent(content, in: bounds, opacity: partOpacity, into: &canvas, path: path)
        }
        for child in node.children { try paint(child, into: &canvas, parentPath: path) }
        if let border = node.border, border.width > 0 {
            canvas.fill(Self.borderRing(bounds: bounds, radii: node.cornerRadii, style: node.cornerStyle, width: border.width),
                        paint: .solid(border.color.withOpacity(partOpacity)), fillRule: .evenOdd)
        }

        if useLayer { try? canvas.restore() }
        try? canvas.restore()
    }

    private func drawContent(_ content: NodeContent, in bounds: Rect, opacity: Double,
                             into canvas: inout Canvas, path: String) throws(ScenePaintError) {
        switch content {
        case .text(let layout, let color):
            // An attributed run's own color, else the node's; underlines and strikethroughs over the glyphs.
            for run in layout.runs {
                canvas.drawGlyphs(run, at: .zero, color: (run.color ?? color).withOpacity(opacity), cache: glyphCache)
            }
            for decoration in layout.decorations {
                canvas.fill(decoration.rect, paint: .solid((decoration.color ?? color).withOpacity(opacity)))
            }
        case .image(let image):
            do {
                if opacity < 1 {
                    let frame = image.contentMode.rect(for: image.size, in: bounds)
                    let extent = Rect(x: min(frame.minX, 0), y: min(frame.minY, 0), width: max(frame.maxX, bounds.maxX) - min(frame.minX, 0),
                                      height: max(frame.maxY, bounds.maxY) - min(frame.minY, 0))
                    canvas.saveLayer(opacity: opacity, bounds: extent)
                    try canvas.drawImage(image, placedIn: bounds)
                    try canvas.restore()
                } else {
                    try canvas.drawImage(image, placedIn: bounds)
                }
            } catch {
                throw .invalidNode(path: path, field: "content.image", reason: error.description)
            }
        case .path(let shape, let fill, let stroke):
            if let fill { canvas.fill(shape, paint: fill.withOpacity(opacity)) }
            if let stroke {
                var faded = stroke
                faded.color = stroke.color.withOpacity(opacity)
                canvas.stroke(shape, style: faded)
            }
        }
    }

    /// The area of a border `width` wide inside `bounds` (as CALayer.borderWidth): the rounded
    /// bounds and, reversed by the even-odd rule, the same shape inset by the width with radii
    /// reduced by it.
    public static func borderRing(bounds: Rect, radii: CornerRadii, style: CornerStyle, width: Double) -> Path {
        let outer = Path(roundedRect: bounds, radii: radii, style: style)
        let inner = bounds.inset(by: EdgeInsets(all: width))
        guard inner.width > 0, inner.height > 0 else { return outer }
        let innerRadii = CornerRadii(topLeft: max(0, radii.topLeft - width), topRight: max(0, radii.topRight - width),
                                     bottomRight: max(0, radii.bottomRight - width), bottomLeft: max(0, radii.bottomLeft - width))
        return Path(elements: outer.elements + Path(roundedRect: inner, radii: innerRadii, style: style).elements)
    }
}
