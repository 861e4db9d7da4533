extension TextLayout {
    /// What the fonts of this layout cannot draw as they intend (a malformed COLR table or paint
    /// graph, variable paints at a non-default instance: `FontFace.warnings`), for the glyphs it uses, each
    /// once: `measure` and `render` print them on standard error.
    public var fontWarnings: [String] {
        var seen = Set<ObjectIdentifier>()
        var warnings: [String] = []
        for run in runs {
            guard let face = run.font as? FontFace, seen.insert(ObjectIdentifier(face)).inserted else { continue }
            // This layout's glyphs of the face, in glyph order (a set's order differs run to run).
            let glyphs = face.hasColorPaints ? Array(Set(runs.filter { $0.font === face }.flatMap(\.glyphs))).sorted() : []
            for warning in face.warnings(for: glyphs) where !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }
}
