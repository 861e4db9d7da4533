import CCairo
import CFreeType
import Foundation
import LayoutEngine

/// cairo font faces for the font files our text engine shaped with, one per file, face and variation
/// instance (a variable font's weights each get their own FreeType face set to their axis values),
/// opened once per process and kept for its lifetime.
///
/// cairo needs its own FreeType face (`cairo_ft_font_face_create_for_ft_face`), which must outlive
/// every cairo font face and scaled font made from it; cairo keeps those in its own caches past the
/// end of a document, so they are never freed here. The set is bounded by the font files installed,
/// as fontconfig's own cache is. FreeType's library object is not thread-safe for opening faces, so
/// opening happens under the cache's lock.
final class CairoFontFaces: @unchecked Sendable {
    static let shared = CairoFontFaces()

    /// A font file's face for cairo, and the text each of its glyphs stands for.
    struct Entry: @unchecked Sendable {
        let face: OpaquePointer
        /// The character the font's cmap maps to each glyph (the lowest, when several do), with the
        /// presentation-form ligatures (U+FB00 to U+FB06, "ﬁ") given as the letters they join ("fi"),
        /// their Unicode compatibility decomposition: HarfBuzz's `liga` feature picks the glyph the
        /// font maps from U+FB01, and cairo's own ToUnicode map would give readers "ﬁ" for "fi".
        let text: [UInt32: String]
    }

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: Entry] = [:]
    /// The font files the faces read, mapped as `FontFace` maps them (a FIFO or device put where
    /// a font was is refused rather than waited on); kept as long as the faces.
    private var files: [String: MappedFile] = [:]

    /// The cairo face for `font`'s file: the face of the file whose family name is the one `font`
    /// reports (a collection holds several), at `font`'s variation (its design axes set as
    /// `FontFace` sets them), unhinted, as our outlines are.
    func face(for font: FontFace) throws(PDFExportError) -> Entry {
        lock.lock()
        defer { lock.unlock() }
        let instance = font.variationAxes.map { "\($0.tag)=\(font.variations[$0.tag] ?? $0.defaultValue)" }.joined(separator: ",")
        let key = font.path + "\u{0}" + font.familyName + "\u{0}" + instance
        if let entry = faces[key] { return entry }
        if library == nil {
            guard FT_Init_FreeType(&library) == 0 else { throw .font(path: font.path, reason: "FreeType could not start") }
        }
        let ftFace = try open(font)
        if !font.variations.isEmpty {
            // 16.16 fixed point, every axis in fvar's order (FreeType's FT_Set_Var_Design_Coordinates).
            var coordinates = font.variationAxes.map { FT_Fixed(((font.variations[$0.tag] ?? $0.defaultValue) * 65_536).rounded()) }
            guard FT_Set_Var_Design_Coordinates(ftFace, FT_UInt(coordinates.count), &coordinates) == 0 else {
                FT_Done_Face(ftFace)
                throw .font(path: font.path, reason: "FreeType could not set the variation \(instance)")
            }
        }
        let face = cairo_ft_font_face_create_for_ft_face(ftFace, Int32(FT_LOAD_NO_HINTING))!
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            let reason = String(cString: cairo_status_to_string(cairo_font_face_status(face)))
            cairo_font_face_destroy(face)
            FT_Done_Face(ftFace)
            throw .font(path: font.path, reason: reason)
        }
        let entry = Entry(face: face, text: Self.glyphText(ftFace))
        faces[key] = entry
        return entry
    }

    /// The font's cmap reversed: each glyph's lowest character, ligatures decomposed.
    private static func glyphText(_ face: FT_Face) -> [UInt32: String] {
        var text: [UInt32: String] = [:]
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face, &glyph)
        while glyph != 0 {
            if text[glyph] == nil, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) {
                let character = String(Character(scalar))
                text[glyph] = (0xFB00...0xFB06).contains(scalar.value) ? character.decomposedStringWithCompatibilityMapping : character
            }
            code = FT_Get_Next_Char(face, code, &glyph)
        }
        return text
    }

    /// The face of `font.path` named `font.familyName`, or its first face when none is.
    private func open(_ font: FontFace) throws(PDFExportError) -> FT_Face {
        let file: MappedFile
        if let mapped = files[font.path] {
            file = mapped
        } else {
            do { file = try MappedFile(path: font.path) } catch { throw .font(path: font.path, reason: "\(error)") }
            files[font.path] = file
        }
        var index = 0, count = 1
        var first: FT_Face?
        while index < count {
            var face: FT_Face?
            let error = FT_New_Memory_Face(library, file.bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                           FT_Long(file.bytes.count), index, &face)
            guard error == 0, let face else { throw .font(path: font.path, reason: "FreeType error \(error) opening face \(index)") }
            count = face.pointee.num_faces
            let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
            if family == font.familyName {
                if let first { FT_Done_Face(first) }
                return face
            }
            if first == nil { first = face } else { FT_Done_Face(face) }
            index += 1
        }
        return first!
    }
}
