import Testing
@testable import LayoutEngine

@Suite struct FontFaceTests {
    let dejaVu = try! FontRegistry.shared.face(family: "DejaVu Sans", weight: .regular)
    let nanum = try! FontRegistry.shared.face(family: "NanumGothic", weight: .regular)

    /// DejaVu Sans 2.37: head.unitsPerEm 2048, hhea ascender 1901, descender -483, lineGap 0 (ttx dump).
    @Test func dejaVuMetricsComeFromHhea() {
        #expect(dejaVu.unitsPerEm == 2048)
        #expect(dejaVu.ascender == 1901)
        #expect(dejaVu.descender == -483)
        #expect(dejaVu.lineGap == 0)
    }

    @Test func lineHeightIsAscentPlusDescentPlusGapAtSize() {
        #expect(abs(dejaVu.lineHeight(size: 17) - 2384.0 * 17 / 2048) < 1e-12)
    }

    @Test func hangulIsInNanumGothicOnly() {
        #expect(!dejaVu.hasGlyph(for: "한"))
        #expect(nanum.hasGlyph(for: "한"))
        #expect(dejaVu.hasGlyph(for: "A"))
    }

    @Test func outlineIsInFontUnitsWithClosedContours() {
        // Glyph ids come from shaping "H" (one glyph).
        let layout = try! TextEngine.shared.layout("H", style: TextStyle())
        let outline = dejaVu.glyphOutline(layout.runs[0].glyphs[0])
        guard case .move(let start)? = outline.elements.first else { Issue.record("outline must start with a move"); return }
        #expect(outline.elements.last == .close)
        // H's stems rest on the baseline and reach the cap height (1493 units in DejaVu Sans).
        let ys = outline.elements.compactMap { element -> Double? in
            if case .line(let p) = element { return p.y }
            return nil
        } + [start.y]
        #expect(ys.min() == 0)
        #expect(ys.max() == 1493)
    }

    @Test func spaceHasAnEmptyOutline() {
        let layout = try! TextEngine.shared.layout("a b", style: TextStyle())
        #expect(dejaVu.glyphOutline(layout.runs[0].glyphs[1]).isEmpty)
    }
}
