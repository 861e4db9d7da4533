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

    private let library: FT_Library
    private let ftFace: FT_Face
    let hbFont: OpaquePointer
    /// Printable ASCII coverage, looked up once: most text is ASCII and font fallback checks every character.
    private let asciiCoverage: [Bool]
    /// Whether the face has every printable ASCII character (U+0020 to U+007E).
    let coversPrintableASCII: Bool
    private let outlines = Synchronized([UInt32: Path]())

    /// Opens face `index` of the font file at `path`.
    /// - Throws: `FontError.unreadable` when the file is missing or not a font FreeType and HarfBuzz accept.
    public init(path: String, index: Int = 0) throws {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontError.unreadable(path: path, reason: "no readable file at this path")
        }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw FontError.unreadable(path: path, reason: "FreeType could not start")
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, index, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "FreeType error \(error) opening face \(index)")
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "not a scalable outline font")
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face); FT_Done_FreeType(library)
            throw FontError.unreadable(path: path, reason: "HarfBuzz could not read the file")
        }
        let hbFace = hb_face_create(blob, UInt32(index))
        hb_blob_destroy(blob)
        let hbFont = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        let upem = Int32(face.pointee.units_per_EM)
        hb_font_set_scale(hbFont, upem, upem)
        hb_font_make_immutable(hbFont)

        self.path = path
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
        self.ascender = metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        self.descender = metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        self.lineGap = metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
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

    private static let nextKey = Synchronized(0)

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
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let path = outlines.withLock { cache in
            // FreeType calls stay under the cache's lock: the face is not thread-safe.
            let path = decomposeOutline(glyph)
            cache[glyph] = path
            return path
        }
        return path
    }

    private func decomposeOutline(_ glyph: UInt32) -> Path {
        guard FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
              let slot = ftFace.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return Path() }
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
