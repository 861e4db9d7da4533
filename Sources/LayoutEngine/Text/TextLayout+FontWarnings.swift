extension TextLayout {
    /// What the fonts of this layout cannot draw as they intend (a malformed COLR table or paint
    /// graph, variable paints at a non-default instance: `FontFace.warnings`), for the glyphs it uses, each
    /// once: `measure` and `render` print them on standard error.
    public var fontWarnings: [String] {
        var seen = Set<ObjectIdentifier>()
        var warnings: [String] = []
        for run in runs {
            guard let face = run.font as? FontFace, seen.insert(ObjectIdentifier(face)).inserted else { continue }
            // Reading each glyph's paint once records its warnings on the face.
            if face.hasColorPaints {
                for glyph in Set(runs.filter { $0.font === face }.flatMap(\.glyphs)) { _ = face.colorPaint(glyph) }
            }
            for warning in face.warnings where !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }
}
