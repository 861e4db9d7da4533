import CCairo
import LayoutEngine
import Rasterizer

// Paints one scene on one PDF page in the order `ScenePainter` composites a layer tree (CALayer's
// drawing order): for each node, depth first, its shadow, its fill clipped to the rounded bounds,
// its content, its children, then its border inside the bounds. Transforms apply about the frame's
// center, opacity groups the node with its children (a PDF transparency group), clipsToBounds
// clips content and children. Everything is vector except shadows: a PDF has no blur, so a shadow
// is drawn by our rasterizer at the scene's scale and placed as an image, as browsers print
// CSS box-shadow.

/// A cairo context on the current page of a PDF surface, drawing scene nodes.
struct PDFPagePainter {
    let context: OpaquePointer
    let page: Int

    init(surface: OpaquePointer, page: Int) {
        context = cairo_create(surface)
        self.page = page
        // Our glyph positions are unhinted design units; cairo must not round advances or outlines.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    func finish() { cairo_destroy(context) }

    /// Throws cairo's error, if drawing the page has put the context in one.
    func check() throws(PDFExportError) {
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(page: page, status: String(cString: cairo_status_to_string(status))) }
    }

    func paint(_ scene: Scene) throws(PDFExportError) {
        setSource(.solid(scene.background))
        cairo_paint(context)
        for node in scene.nodes { try paint(node, parentPath: "", scale: scene.scale) }
    }

    private func paint(_ node: SceneNode, parentPath: String, scale: Double) throws(PDFExportError) {
        let path = parentPath.isEmpty ? node.id : parentPath + "/" + node.id
        do {
            try NodeValidation.check(node, path: path)
        } catch {
            throw .invalidNode(page: page, path: path, reason: error.description)
        }
        let opacity = min(max(node.opacity, 0), 1)
        guard opacity > 0 else { return }
        let bounds = Rect(x: 0, y: 0, width: node.frame.width, height: node.frame.height)
        let shape = Path(roundedRect: bounds, radii: node.cornerRadii, style: node.cornerStyle)

        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, node.frame.minX, node.frame.minY)
        if !node.transform.isIdentity {
            let t = node.transform
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_translate(context, bounds.midX, bounds.midY)
            cairo_transform(context, &matrix)
            cairo_translate(context, -bounds.midX, -bounds.midY)
        }
        if opacity < 1 { cairo_push_group(context) }

        if let shadow = node.shadow { try drawShadow(shadow, of: node, bounds: bounds, scale: scale, path: path) }
        if let fill = node.fill {
            setSource(fill)
            addPath(shape)
            cairo_fill(context)
        }
        if node.clipsToBounds {
            addPath(shape)
            cairo_clip(context)
        }
        if let content = node.content { try drawContent(content, in: bounds, scale: scale, path: path) }
        for child in node.children { try paint(child, parentPath: path, scale: scale) }
        if let border = node.border, border.width > 0 {
            setSource(.solid(border.color))
            addPath(ScenePainter.borderRing(bounds: bounds, radii: node.cornerRadii, style: node.cornerStyle, width: border.width))
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        }

        if opacity < 1 {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        }
    }

    private func drawContent(_ content: NodeContent, in bounds: Rect, scale: Double, path: String) throws(PDFExportError) {
        switch content {
        case .text(let layout, let color):
            // An attributed run's own color, else the node's; underlines and strikethroughs over the
            // glyphs, as `ScenePainter` draws them.
            for run in layout.runs { try show(run, color: run.color ?? color, path: path) }
            for decoration in layout.decorations {
                setSource(.solid(decoration.color ?? color))
                addPath(Path(rect: decoration.rect))
                cairo_fill(context)
            }
        case .image(let image):
            try draw(image, placedIn: bounds, scale: scale, path: path)
        case .path(let shape, let fill, let stroke):
            if let fill {
                setSource(fill)
                addPath(shape)
                cairo_fill(context)
            }
            if let stroke, stroke.width > 0 {
                setSource(.solid(stroke.color))
                addPath(shape)
                apply(stroke)
                cairo_stroke(context)
            }
        }
    }

    /// Shows `run`'s glyphs at our positions in the run's own font file, so the PDF embeds a subset
    /// of it, each glyph a cluster of the text its font maps it from, which cairo writes in the
    /// font's ToUnicode map so that readers copy and search the text.
    /// A glyph source that is not a font file (a test's shapes) is drawn as filled outlines; color
    /// glyphs (emoji bitmaps, COLR layers and paints) in their colors (`PDFPagePainter+ColorGlyphs`).
    private func show(_ run: GlyphRun, color: Color, path: String) throws(PDFExportError) {
        let colored = run.glyphs.map { glyph in
            run.font.colorGlyph(glyph) != nil || run.font.colorPaint(glyph) != nil || run.font.colorLayers(glyph) != nil
        }
        if colored.contains(true) {
            // Plain glyphs are shown as text between the color ones, in order.
            var start = 0
            for (index, isColored) in colored.enumerated() where isColored {
                if index > start { try showPlain(run.slice(start..<index), color: color) }
                setSource(.solid(color))
                try drawColorGlyph(run.glyphs[index], of: run, at: run.positions[index], color: color, path: path)
                start = index + 1
            }
            if start < run.glyphs.count { try showPlain(run.slice(start..<run.glyphs.count), color: color) }
            return
        }
        try showPlain(run, color: color)
    }

    /// Shows glyphs none of which is a color glyph in `color`, as `show` describes (a color glyph
    /// drawn before may have left a gradient as the source).
    private func showPlain(_ run: GlyphRun, color: Color) throws(PDFExportError) {
        setSource(.solid(color))
        guard let font = run.font as? FontFace else {
            let scale = run.fontSize / run.font.unitsPerEm
            for (glyph, position) in zip(run.glyphs, run.positions) {
                addPath(run.font.glyphOutline(glyph).applying(
                    AffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: position.x, ty: position.y)))
            }
            cairo_fill(context)
            return
        }
        let entry = try CairoFontFaces.shared.face(for: font)
        cairo_set_font_face(context, entry.face)
        cairo_set_font_size(context, run.fontSize)
        var glyphs = zip(run.glyphs, run.positions).map { glyph, position in
            cairo_glyph_t(index: UInt(glyph), x: position.x, y: position.y)
        }
        var utf8: [CChar] = []
        var clusters = run.glyphs.map { glyph in
            let text = entry.text[glyph] ?? ""
            utf8.append(contentsOf: text.utf8.map { CChar(bitPattern: $0) })
            return cairo_text_cluster_t(num_bytes: Int32(text.utf8.count), num_glyphs: 1)
        }
        cairo_show_text_glyphs(context, utf8, Int32(utf8.count), &glyphs, Int32(glyphs.count),
                               &clusters, Int32(clusters.count), cairo_text_cluster_flags_t(rawValue: 0))
    }

    /// Draws `image` in `bounds` as the rasterizer does (`Canvas.drawImage(_:placedIn:)`): placed by
    /// its content mode, its tint in place of its colors, as one vector image the viewer scales.
    /// An image cut in nine parts by cap insets is drawn by our rasterizer at the scene's scale
    /// over its frame and placed as an image, so its stretched or tiled parts are the PNG's.
    private func draw(_ image: ImageContent, placedIn bounds: Rect, scale: Double, path: String) throws(PDFExportError) {
        func fail(_ error: CanvasError) -> PDFExportError { .invalidNode(page: page, path: path, reason: "content.image: \(error)") }
        // Blend.premultiplied packs R, G, B, A in byte order; checking the pixels also checks the image.
        let bytes: [UInt8]
        do { bytes = try Canvas.premultipliedPixels(of: image).withUnsafeBytes { Array($0) } } catch { throw fail(error) }
        let frame = image.contentMode.rect(for: image.size, in: bounds)
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let insets = image.capInsets
        if insets.top == 0 && insets.left == 0 && insets.bottom == 0 && insets.right == 0 {
            let surface = try imageSurface(width: image.width, height: image.height, path: path) { i in
                (bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3])
            }
            place(surface, width: image.width, height: image.height, over: frame)
            return
        }
        var canvas: Canvas
        do {
            canvas = try Canvas(size: frame.size, scale: scale)
            canvas.translateBy(x: -frame.minX, y: -frame.minY)
            try canvas.drawImage(image, placedIn: bounds)
        } catch {
            throw fail(error)
        }
        try place(canvas.bitmap, over: frame, path: path)
    }

    /// The shadow `node` casts, drawn by our rasterizer (σ = shadowRadius, see Canvas.drawShadow) at
    /// the scene's scale over the area the blur can reach (3σ past the shape), placed as an image.
    private func drawShadow(_ shadow: Shadow, of node: SceneNode, bounds: Rect, scale: Double, path: String) throws(PDFExportError) {
        guard shadow.color.alpha > 0 else { return }
        let spread = shadow.spread
        let grown = Rect(x: -spread, y: -spread, width: bounds.width + 2 * spread, height: bounds.height + 2 * spread)
        let r = node.cornerRadii
        let radii = CornerRadii(topLeft: max(0, r.topLeft + spread), topRight: max(0, r.topRight + spread),
                                bottomRight: max(0, r.bottomRight + spread), bottomLeft: max(0, r.bottomLeft + spread))
        let reach = 3 * min(shadow.blurRadius, Canvas.maxShadowSigma / scale) + 1
        let area = Rect(x: grown.minX + shadow.offset.x - reach, y: grown.minY + shadow.offset.y - reach,
                        width: grown.width + 2 * reach, height: grown.height + 2 * reach)
        guard grown.width > 0, grown.height > 0 else { return }
        var canvas: Canvas
        do {
            canvas = try Canvas(size: area.size, scale: scale)
        } catch {
            throw .invalidNode(page: page, path: path, reason: "shadow: \(error)")
        }
        canvas.translateBy(x: -area.minX, y: -area.minY)
        canvas.drawShadow(of: Path(roundedRect: grown, radii: radii, style: node.cornerStyle), offset: shadow.offset,
                          blurRadius: shadow.blurRadius, color: shadow.color)
        try place(canvas.bitmap, over: area, path: path)
    }

    /// Paints a bitmap our rasterizer drew over `rect`.
    func place(_ bitmap: Bitmap, over rect: Rect, path: String) throws(PDFExportError) {
        let surface = try imageSurface(width: bitmap.width, height: bitmap.height, path: path) { i in
            (bitmap.pixels[4 * i], bitmap.pixels[4 * i + 1], bitmap.pixels[4 * i + 2], bitmap.pixels[4 * i + 3])
        }
        place(surface, width: bitmap.width, height: bitmap.height, over: rect)
    }

    /// Paints the `width` x `height` pixel image `surface` stretched over `rect` (viewers smooth it,
    /// as the rasterizer samples images bilinearly), then releases the surface.
    func place(_ surface: OpaquePointer, width: Int, height: Int, over rect: Rect) {
        cairo_save(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(width), rect.height / Double(height))
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
        cairo_rectangle(context, 0, 0, Double(width), Double(height))
        cairo_fill(context)
        cairo_restore(context)
        cairo_surface_destroy(surface)
    }

    /// A cairo ARGB32 image (premultiplied, native-endian words) from `pixel(i)`, which gives
    /// premultiplied R, G, B, A.
    func imageSurface(width: Int, height: Int, path: String,
                              pixel: (Int) -> (UInt8, UInt8, UInt8, UInt8)) throws(PDFExportError) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            let status = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw .invalidNode(page: page, path: path, reason: "image of \(width) x \(height) pixels: cairo: \(status)")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let (r, g, b, a) = pixel(y * width + x)
                row[x] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func setSource(_ paint: Paint) {
        func rgba(_ c: Color) -> (Double, Double, Double, Double) {
            (Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
        }
        let pattern: OpaquePointer
        let stops: [GradientStop]
        switch paint {
        case .solid(let color):
            let (r, g, b, a) = rgba(color)
            cairo_set_source_rgba(context, r, g, b, a)
            return
        case let .linearGradient(start, end, gradientStops):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            stops = gradientStops
        case let .radialGradient(center, radius, gradientStops):
            pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
            stops = gradientStops
        }
        for stop in stops {
            let (r, g, b, a) = rgba(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), r, g, b, a)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(context, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Appends `path` to cairo's current path; quadratic segments become the cubic they equal.
    func addPath(_ path: Path) {
        var current = Point.zero, start = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(context, p.x, p.y); current = p; start = p
            case .line(let p):
                cairo_line_to(context, p.x, p.y); current = p
            case let .quad(c, p):
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case let .cubic(c1, c2, p):
                cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .close:
                cairo_close_path(context); current = start
            }
        }
    }

    private func apply(_ stroke: Stroke) {
        cairo_set_line_width(context, stroke.width)
        switch stroke.cap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.join {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(context, stroke.miterLimit)
        cairo_set_dash(context, stroke.dash, Int32(stroke.dash.count), stroke.dashPhase)
    }
}
