import CFreeType
import CHarfBuzz
import Foundation

/// One font file at one weight: a FreeType face for outlines and a HarfBuzz font for shaping and metrics.
///
/// HarfBuzz runs on its own OpenType functions at a scale of one unit per font unit, so every advance,
/// offset and metric is an exact, unhinted design value (HarfBuzz's `hb-ot-font`); points are font units
/// times size / unitsPerEm. FreeType is used only for outlines, behind a lock (FreeType faces are not
/// thread-safe; an immutable HarfBuzz font is).
public final class FontFace: GlyphOutlineSource, @unchecked Sendable {
    /// The file the face was loaded from.
    public let path: String
    /// The face's family name as the font names it (FreeType's `family_name`).
    public let familyName: String
    /// Unique among all faces created in this process (a counter, never reused), so caches keyed by it
    /// can never confuse a released face with a new one.
    public let cacheKey: Int
    /// Font units per em.
    public let unitsPerEm: Double
    /// Distance from the baseline up to the top of the line box, in font units (positive).
    public let ascender: Double
    /// Distance from the baseline down to the bottom of the line box, in font units (negative, as in the font).
    public let descender: Double
    /// Extra space the font asks for between lines, in font units.
    public let lineGap: Double
    /// The top of an underline above the baseline, in font units (negative: below), and its thickness
    /// (the `post` table's; a font without them: 1/10 em below, 1/20 em thick).
    public let underlinePosition: Double, underlineThickness: Double
    /// The top of a strikethrough above the baseline and its thickness, in font units (`OS/2`'s
    /// yStrikeoutPosition and yStrikeoutSize; a font without them: 3/10 em up, 1/20 em thick).
    public let strikeoutPosition: Double, strikeoutThickness: Double

    /// The font file's bytes, which FreeType and HarfBuzz read in place.
    private let file: MappedFile
    private let library: FT_Library
    private let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// Printable ASCII coverage, looked up once: most text is ASCII and font fallback checks every character.
    private let asciiCoverage: [Bool]
    /// Whether the face has every printable ASCII character (U+0020 to U+007E).
    let coversPrintableASCII: Bool
    private let outlines = Synchronized([UInt32: Path]())
    /// Whether the glyphs are color bitmaps of one strike (Noto Color Emoji), not outlines.
    public let isColorBitmap: Bool
    private let bitmaps = Synchronized([UInt32: ColorGlyph?]())
    /// What is synthesized because the family has no such face.
    public let synthesis: Synthesis
    /// The design axes of a variable font (OpenType `fvar`), empty for a static font.
    public let variationAxes: [VariationAxis]
    /// The axis values the face is set to, by tag, each clamped to its axis (axes not named keep
    /// their defaults).
    public let variations: [String: Double]
    /// The color layers of COLR version 0 glyphs, by glyph, each looked up once.
    private let layers = Synchronized([UInt32: [ColorLayer]?]())
    /// Whether the font has COLR layers (and a CPAL palette) to draw them with.
    private let hasColorLayers: Bool
    /// The CPAL palette 0, converted once.
    private let palette: [Color]
    /// The COLR version 1 paint reader, nil for a font without (or with a malformed) COLR v1 table.
    private let paintReader: ColorPaintReader?
    /// The paint graphs of COLR version 1 glyphs, by glyph, each read once (nil: the glyph has none).
    private let paints = Synchronized([UInt32: (paint: ColorGlyphPaint?, notes: [String])]())
    /// The warnings about the face's COLR table as a whole, found when it was opened.
    private let tableWarnings: [String]
    private let warningList = Synchronized([String]())

    /// A design axis of a variable font: its tag ("wght", "wdth", "opsz" ...) and its range.
    public struct VariationAxis: Sendable, Hashable {
        public var tag: String
        public var minimum: Double, defaultValue: Double, maximum: Double
    }

    /// Styles drawn by changing the outlines when the family has no face for them.
    public struct Synthesis: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Outlines widened by 1/24 em in each direction, FreeType's `FT_GlyphSlot_Embolden` strength
        /// (advances are kept, as Chromium's synthetic bold keeps them).
        public static let bold = Synthesis(rawValue: 1)
        /// Outlines slanted by x += y / 4, Skia's fake italic skew (`SkFont` skewX -1/4) that Chromium draws.
        public static let oblique = Synthesis(rawValue: 2)
    }

    /// Opens face `index` of the font file at `path`, with `synthesis` applied to its outlines and, in
    /// a variable font, its design axes set to `variations` (by tag: `["wght": 600]`; clamped to each
    /// axis, unknown tags ignored) for shaping, metrics and outlines alike.
    /// - Throws: `FontError.unreadable` when the file is missing or not a font FreeType and HarfBuzz accept.
    ///   The file is mapped (`MappedFile`) and both libraries read the mapping: neither opens the
    ///   path itself, so a FIFO or a device is refused instead of blocking their open forever.
    public init(path: String, index: Int = 0, synthesis: Synthesis = [], variations: [String: Double] = [:]) throws {
        let file: MappedFile
        do {
            file = try MappedFile(path: path)
        } catch {
            throw FontError.unreadable(path: path, reason: FontFace.reason(error))
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.unreadable(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(file.bytes.count), index, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            let words = lr_ft_error_string(error).map { ": " + String(cString: $0) } ?? ""
            throw FontError.unreadable(path: path, reason: "FreeType error \(error) opening face \(index)\(words)")
        }
        let flags = face.pointee.face_flags
        let isOutline = flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && face.pointee.units_per_EM > 0
        // A color bitmap font (CBDT, sbix) has no outlines: its glyphs are drawn from its first strike.
        let isColorBitmap = !isOutline && flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            && face.pointee.num_fixed_sizes > 0 && FT_Select_Size(face, 0) == 0
        guard isOutline || isColorBitmap else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "neither a scalable outline font nor a color bitmap font")
        }
        // HB_MEMORY_MODE_READONLY: HarfBuzz reads the mapping in place; `file` outlives the font
        // (deinit destroys the font before the stored properties are released).
        guard let blob = hb_blob_create_or_fail(file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
                                                UInt32(clamping: file.bytes.count), HB_MEMORY_MODE_READONLY, nil, nil) else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "HarfBuzz could not read the file")
        }
        // The upper 16 bits of a FreeType index name a variable font's instance (fontconfig's FC_INDEX);
        // HarfBuzz takes the face alone, and the axes are set below.
        let hbFace = hb_face_create(blob, UInt32(index & 0xFFFF))
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        // A bitmap font works in strike pixels: one unit per pixel of its strike (109 ppem for Noto
        // Color Emoji), so its advances and metrics are FreeType's strike values, as Chromium's.
        let upem = isOutline ? Int32(face.pointee.units_per_EM) : Int32(face.pointee.size.pointee.metrics.y_ppem)
        hb_font_set_scale(hbFont, upem, upem)
        let axes = FontFace.variationAxes(of: face, library: library)
        var applied: [String: Double] = [:]
        for axis in axes { if let value = variations[axis.tag] { applied[axis.tag] = min(max(value, axis.minimum), axis.maximum) } }
        if !applied.isEmpty { FontFace.setVariations(applied, axes: axes, face: face, font: hbFont) }
        hb_font_make_immutable(hbFont)
        self.variationAxes = axes
        self.variations = applied
        // COLR version 0 layers colored from CPAL's first palette (HarfBuzz reads both tables).
        self.hasColorLayers = hb_ot_color_has_layers(hbFace) != 0 && hb_ot_color_has_palettes(hbFace) != 0
        self.palette = hasColorLayers ? FontFace.palette(hbFace) : []
        var warnings: [String] = []
        self.paintReader = FontFace.paintReader(hbFace, glyphCount: Int(face.pointee.num_glyphs), isVaried: axes.contains { axis in applied[axis.tag].map { $0 != axis.defaultValue } ?? false },
                                                path: path, warnings: &warnings)
        hb_face_destroy(hbFace)
        tableWarnings = warnings
        warningList.withLock { $0 = warnings }

        self.path = path
        self.file = file
        self.synthesis = synthesis
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
        self.cacheKey = FontFace.nextKey.withLock { key in key += 1; return key }
        self.unitsPerEm = Double(upem)
        self.library = library
        self.ftFace = face
        self.hbFont = hbFont
        // hb-ot-metrics picks OS/2 typo metrics when the font sets USE_TYPO_METRICS, hhea otherwise.
        func metric(_ tag: hb_ot_metrics_tag_t) -> Double {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(hbFont, tag, &value)
            return Double(value)
        }
        if isOutline {
            self.ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
            self.descender = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
            self.lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        } else {
            let metrics = face.pointee.size.pointee.metrics  // 26.6 fixed point, strike pixels
            self.ascender = Double(metrics.ascender) / 64
            self.descender = Double(metrics.descender) / 64
            self.lineGap = max(0, Double(metrics.height - metrics.ascender + metrics.descender) / 64)
        }
        let underlineThickness = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE)
        let strikeoutThickness = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE)
        let em = Double(upem)
        self.underlineThickness = underlineThickness > 0 ? underlineThickness : em / 20
        self.underlinePosition = underlineThickness > 0 ? metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) : -em / 10
        self.strikeoutThickness = strikeoutThickness > 0 ? strikeoutThickness : em / 20
        self.strikeoutPosition = strikeoutThickness > 0 ? metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET) : em * 3 / 10
        self.isColorBitmap = isColorBitmap
        self.asciiCoverage = (0..<128).map { code in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, hb_codepoint_t(code), &glyph) != 0
        }
        self.coversPrintableASCII = asciiCoverage[0x20...0x7E].allSatisfy { $0 }
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(ftFace)
        FT_Done_FreeType(library)
    }

    /// Why the font file could not be mapped, in the words `FontError.unreadable` prints.
    private static func reason(_ failure: FileContents.Failure) -> String {
        switch failure {
        case .system("open", ENOENT), .system("open", EACCES), .system("open", ENOTDIR): "no readable file at this path"
        case .system("mmap", EINVAL): "an empty file, not a font"
        case .folder: "is a folder, not a font file"
        default: "\(failure)"
        }
    }

    private static let nextKey = Synchronized(0)

    /// The face's `fvar` axes, as FreeType reads them (16.16 fixed-point values).
    private static func variationAxes(of face: FT_Face, library: FT_Library) -> [VariationAxis] {
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return [] }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(face, &master) == 0, let master else { return [] }
        defer { FT_Done_MM_Var(library, master) }
        return (0..<Int(master.pointee.num_axis)).map { k in
            let axis = master.pointee.axis[k]
            let tag = (0..<4).map { Character(Unicode.Scalar(UInt8((axis.tag >> (24 - 8 * $0)) & 0xFF))) }
            return VariationAxis(tag: String(tag), minimum: Double(axis.minimum) / 65_536,
                                 defaultValue: Double(axis.def) / 65_536, maximum: Double(axis.maximum) / 65_536)
        }
    }

    /// Sets the axes named in `values` (already clamped) on the FreeType face (outlines) and the
    /// HarfBuzz font (advances, positions, metrics); the others keep their defaults.
    private static func setVariations(_ values: [String: Double], axes: [VariationAxis], face: FT_Face, font: OpaquePointer) {
        var coordinates = axes.map { FT_Fixed(((values[$0.tag] ?? $0.defaultValue) * 65_536).rounded()) }
        _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(coordinates.count), &coordinates)
        let settings = axes.compactMap { axis in
            values[axis.tag].map { hb_variation_t(tag: hbTag(axis.tag), value: Float($0)) }
        }
        hb_font_set_variations(font, settings, UInt32(settings.count))
    }

    private static func hbTag(_ tag: String) -> hb_tag_t {
        tag.unicodeScalars.reduce(0) { $0 << 8 | ($1.value & 0xFF) }
    }

    /// The reader of the face's COLR version 1 paints: nil without a COLR table of version 1, or with a
    /// malformed one (then a warning says so, and every glyph draws as its outline or COLR v0 layers).
    private static func paintReader(_ face: OpaquePointer?, glyphCount: Int, isVaried: Bool, path: String,
                                    warnings: inout [String]) -> ColorPaintReader? {
        let blob = hb_face_reference_table(face, hbTag("COLR"))
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        let table = [UInt8](UnsafeRawBufferPointer(start: data, count: Int(length)))
        do throws(ColorPaintReader.Malformed) {
            return try ColorPaintReader(table: table, palette: FontFace.palette(face), glyphCount: glyphCount, isVaried: isVaried)
        } catch {
            warnings.append("\(path): malformed COLR table (\(error)); its color glyphs draw as plain outlines")
            return nil
        }
    }

    /// CPAL's first palette as colors (CPAL stores straight BGRA).
    private static func palette(_ face: OpaquePointer?) -> [Color] {
        var count = hb_ot_color_palette_get_colors(face, 0, 0, nil, nil)
        var colors = [hb_color_t](repeating: 0, count: Int(count))
        _ = hb_ot_color_palette_get_colors(face, 0, 0, &count, &colors)
        return colors.prefix(Int(count)).map { c in
            Color(red: UInt8((c >> 8) & 0xFF), green: UInt8((c >> 16) & 0xFF), blue: UInt8(c >> 24), alpha: UInt8(c & 0xFF))
        }
    }

    /// Whether the font maps `scalar` to a glyph of its own (not .notdef).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 128 { return asciiCoverage[Int(scalar.value)] }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }

    /// The height of one line at `size` points: ascent + descent + line gap (UIKit's `lineHeight` with font leading).
    public func lineHeight(size: Double) -> Double {
        (ascender - descender + lineGap) * size / unitsPerEm
    }

    /// The outline of `glyph` in font units, y up, unhinted (`FT_LOAD_NO_SCALE`); empty for a glyph without
    /// an outline (a space) or an id the font does not have.
    public func glyphOutline(_ glyph: UInt32) -> Path {
        // A color bitmap font has no outlines (and its FreeType face is busy under the bitmaps' lock).
        if isColorBitmap { return Path() }
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let path = outlines.withLock { cache in
            // FreeType calls stay under the cache's lock: the face is not thread-safe.
            let path = decomposeOutline(glyph)
            cache[glyph] = path
            return path
        }
        return path
    }

    /// The color bitmap of `glyph` at the font's strike, premultiplied RGBA; nil for an outline font
    /// or a glyph without a bitmap.
    public func colorGlyph(_ glyph: UInt32) -> ColorGlyph? {
        guard isColorBitmap else { return nil }
        return bitmaps.withLock { cache in
            if let cached = cache[glyph] { return cached }
            let loaded = loadBitmap(glyph)
            cache[glyph] = loaded
            return loaded
        }
    }

    /// What the face could not draw as the font intends (a malformed COLR table or paint graph,
    /// variable paints read at their defaults), each said once, in the order found; `render` and `measure` print them.
    public var warnings: [String] { warningList.withLock { $0 } }

    /// Whether the face has a readable COLR version 1 table (some of its glyphs may be paint graphs).
    public var hasColorPaints: Bool { paintReader != nil }

    /// The COLR version 1 paint graph of `glyph` and its clip box, nil for a glyph the table does not
    /// paint (it then draws from COLR v0 layers or as its outline). A malformed graph is nil with a warning.
    public func colorPaint(_ glyph: UInt32) -> ColorGlyphPaint? {
        readColorPaint(glyph)?.paint
    }

    /// What this face cannot draw as intended for `glyph`s, in the order given: the table's
    /// warnings, then each glyph's own (its paint graph read if it was not yet). Only these glyphs'
    /// warnings, whatever other layouts on other threads have read, so the list is the same on
    /// every run.
    public func warnings(for glyphs: [UInt32]) -> [String] {
        var list = tableWarnings
        for glyph in glyphs {
            for note in readColorPaint(glyph)?.notes ?? [] where !list.contains(note) { list.append(note) }
        }
        return list
    }

    /// The paint of `glyph` and what reading it noted, read once; nil without a COLR v1 table.
    private func readColorPaint(_ glyph: UInt32) -> (paint: ColorGlyphPaint?, notes: [String])? {
        guard var reader = paintReader else { return nil }
        if let cached = paints.withLock({ $0[glyph] }) { return cached }
        var found: ColorGlyphPaint?
        var notes: [String] = []
        do throws(ColorPaintReader.Malformed) {
            found = try reader.read(glyph)
            notes = reader.notes.map { "\(path): glyph \(glyph): \($0)" }
        } catch {
            notes = ["\(path): glyph \(glyph): malformed COLR paint (\(error)); drawn as its plain outline"]
        }
        paints.withLock { $0[glyph] = (found, notes) }
        warningList.withLock { list in list += notes.filter { !list.contains($0) } }
        return (found, notes)
    }

    /// The layers of `glyph` when the font draws it in color from COLR version 0 layers: each layer's
    /// glyph outline in its palette color (nil: the text's color), bottom first; nil for a glyph
    /// drawn as its own outline.
    public func colorLayers(_ glyph: UInt32) -> [ColorLayer]? {
        guard hasColorLayers else { return nil }
        if let cached = layers.withLock({ $0[glyph] }) { return cached }
        var count = hb_ot_color_glyph_get_layers(hb_font_get_face(hbFont), glyph, 0, nil, nil)
        var found: [ColorLayer]?
        if count > 0 {
            var records = [hb_ot_color_layer_t](repeating: hb_ot_color_layer_t(), count: Int(count))
            _ = hb_ot_color_glyph_get_layers(hb_font_get_face(hbFont), glyph, 0, &count, &records)
            found = records.prefix(Int(count)).map { record in
                // Index 0xFFFF is the text's color (OpenType COLR: "foreground color").
                ColorLayer(glyph: record.glyph,
                           color: record.color_index == 0xFFFF ? nil : palette.indices.contains(Int(record.color_index))
                               ? palette[Int(record.color_index)] : nil)
            }
        }
        layers.withLock { $0[glyph] = found }
        return found
    }

    /// The advance of `glyph` in strike pixels (FreeType's bitmap metrics, which Chromium uses: 136 for
    /// every Noto Color Emoji glyph, where the hmtx table says 2550/2048 em), or nil for an outline font.
    func strikeAdvance(_ glyph: UInt32) -> Int32? {
        guard isColorBitmap else { return nil }
        return colorGlyph(glyph).map { _ in bitmapAdvances.withLock { $0[glyph] ?? 0 } }
    }
    private let bitmapAdvances = Synchronized([UInt32: Int32]())

    private func loadBitmap(_ glyph: UInt32) -> ColorGlyph? {
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = ftFace.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let advance = Int32(slot.pointee.advance.x >> 6)
        bitmapAdvances.withLock { $0[glyph] = advance }
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer else { return nil }
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = buffer + y * pitch
            for x in 0..<width {
                // FreeType's BGRA bitmaps are premultiplied, blue first.
                rgba[(y * width + x) * 4 + 0] = row[x * 4 + 2]
                rgba[(y * width + x) * 4 + 1] = row[x * 4 + 1]
                rgba[(y * width + x) * 4 + 2] = row[x * 4 + 0]
                rgba[(y * width + x) * 4 + 3] = row[x * 4 + 3]
            }
        }
        return ColorGlyph(ppem: unitsPerEm, width: width, height: height, left: Int(slot.pointee.bitmap_left),
                          top: Int(slot.pointee.bitmap_top), rgba: rgba)
    }

    private func decomposeOutline(_ glyph: UInt32) -> Path {
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = ftFace.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
        if synthesis.contains(.bold) {
            let strength = FT_Pos(unitsPerEm / 24)
            FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)
        }
        if synthesis.contains(.oblique) {
            var shear = FT_Matrix(xx: 0x10000, xy: 0x4000, yx: 0, yy: 0x10000)  // 16.16 fixed point: x += y / 4
            FT_Outline_Transform(&slot.pointee.outline, &shear)
        }
        var builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).pointee.moveTo(to); return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).pointee.path.line(to: OutlineBuilder.point(to)); return 0
            },
            conic_to: { control, to, user in
                OutlineBuilder.from(user).pointee.path.quad(to: OutlineBuilder.point(to), control: OutlineBuilder.point(control))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).pointee.path.cubic(
                    to: OutlineBuilder.point(to), control1: OutlineBuilder.point(c1), control2: OutlineBuilder.point(c2))
                return 0
            },
            shift: 0, delta: 0)
        withUnsafeMutablePointer(to: &builder) { pointer in
            _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(pointer))
        }
        builder.closeContour()
        return builder.path
    }
}

/// Collects FreeType's outline callbacks into a `Path`, closing each contour (FreeType's contours are
/// implicitly closed; `move_to` starts the next one).
private struct OutlineBuilder {
    var path = Path()
    var isOpen = false

    mutating func moveTo(_ to: UnsafePointer<FT_Vector>?) {
        closeContour()
        path.move(to: OutlineBuilder.point(to))
        isOpen = true
    }

    mutating func closeContour() {
        if isOpen { path.close() }
        isOpen = false
    }

    static func point(_ vector: UnsafePointer<FT_Vector>?) -> Point {
        guard let vector else { return .zero }
        return Point(x: Double(vector.pointee.x), y: Double(vector.pointee.y))
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineBuilder> {
        user!.assumingMemoryBound(to: OutlineBuilder.self)
    }
}
