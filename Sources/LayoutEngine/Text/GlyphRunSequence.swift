/// Collects placed glyphs into runs, one per stretch of consecutive glyphs in the same face.
struct GlyphRunSequence {
    let chain: [FontFace]
    let fontSize: Double
    let letterSpacing: Double
    private var runs: [GlyphRun] = []
    private var face: Int?
    private var glyphs: [UInt32] = []
    private var positions: [Point] = []

    init(chain: [FontFace], fontSize: Double, letterSpacing: Double) {
        self.chain = chain; self.fontSize = fontSize; self.letterSpacing = letterSpacing
    }

    /// Places the glyphs of the text in `range` of `paragraph` starting at `pen`, advancing it;
    /// `spaceStretch` points are added after every space (justification).
    mutating func place(_ range: Range<Int>, of paragraph: ShapedParagraph, text: UTF8Text,
                        pen: inout Double, baseline: Double, spaceStretch: Double) {
        guard !paragraph.pieces.isEmpty, !range.isEmpty else { return }
        for index in paragraph.pieceIndex(containing: range.lowerBound)..<paragraph.pieces.count {
            let piece = paragraph.pieces[index]
            if piece.range.lowerBound >= range.upperBound { break }
            let start = piece.range.lowerBound
            place(piece.word, face: piece.face, pen: &pen, baseline: baseline,
                  includes: { range.contains(start + $0) },
                  stretch: { spaceStretch != 0 && text[start + $0] == 0x20 ? spaceStretch : 0 })
        }
    }

    /// Places a whole word (the ellipsis) at `pen`, advancing it.
    mutating func place(_ word: ShapedWord, face: Int, pen: inout Double, baseline: Double) {
        place(word, face: face, pen: &pen, baseline: baseline, includes: { _ in true }, stretch: { _ in 0 })
    }

    /// The glyphs of `word` whose cluster `includes` accepts, in visual order, y down from `baseline`.
    private mutating func place(_ word: ShapedWord, face: Int, pen: inout Double, baseline: Double,
                                includes: (Int) -> Bool, stretch: (Int) -> Double) {
        let scale = fontSize / chain[face].unitsPerEm
        for i in word.glyphs.indices {
            let cluster = Int(word.clusters[i])
            guard includes(cluster) else { continue }
            if self.face != face { flush(); self.face = face }
            glyphs.append(word.glyphs[i])
            positions.append(Point(x: pen + Double(word.offsetsX[i]) * scale,
                                   y: baseline - Double(word.offsetsY[i]) * scale))
            pen += Double(word.advances[i]) * scale
            if word.endsCluster[i] { pen += letterSpacing + stretch(cluster) }
        }
    }

    private mutating func flush() {
        if let face, !glyphs.isEmpty {
            runs.append(GlyphRun(font: chain[face], fontSize: fontSize, glyphs: glyphs, positions: positions))
        }
        glyphs.removeAll()
        positions.removeAll()
    }

    /// The runs, in drawing order.
    mutating func finished() -> [GlyphRun] {
        flush()
        face = nil
        return runs
    }
}
