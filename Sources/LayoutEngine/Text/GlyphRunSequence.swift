/// Collects placed glyphs into runs, one per stretch of consecutive glyphs in the same face.
struct GlyphRunSequence {
    let chain: FontChain
    let fontSize: Double
    let letterSpacing: Double
    private var runs: [GlyphRun] = []
    private var face: Int?
    private var glyphs: [UInt32] = []
    private var positions: [Point] = []

    /// `expectedGlyphs` reserves room up front for the first run (the text's byte count is a good
    /// bound for most scripts; text in one face is one run).
    init(chain: FontChain, fontSize: Double, letterSpacing: Double, expectedGlyphs: Int) {
        self.chain = chain; self.fontSize = fontSize; self.letterSpacing = letterSpacing
        glyphs.reserveCapacity(expectedGlyphs)
        positions.reserveCapacity(expectedGlyphs)
    }

    /// Places the glyphs of the text in `range` of `paragraph` starting at `pen`, advancing it, in
    /// visual order (see `ShapedParagraph.visualPieceOrder`); `spaceStretch` points are added after
    /// every space (justification).
    mutating func place(_ range: Range<Int>, of paragraph: ShapedParagraph, text: UTF8Text,
                        pen: inout Double, baseline: Double, spaceStretch: Double) {
        func placePiece(_ index: Int) {
            let start = paragraph.pieces[index].range.lowerBound
            place(paragraph.runs[index], face: paragraph.pieces[index].face, pen: &pen, baseline: baseline,
                  clusters: (range.lowerBound - start)..<(range.upperBound - start),
                  spaceStretch: spaceStretch == 0 ? nil : (text, start, spaceStretch))
        }
        // Left-to-right paragraphs (most) place their pieces in logical order without building an order.
        if paragraph.isBidirectional {
            for index in paragraph.visualPieceOrder(range) { placePiece(index) }
        } else {
            for index in paragraph.pieceIndices(overlapping: range) { placePiece(index) }
        }
    }

    /// Places a whole run (the ellipsis) at `pen`, advancing it.
    mutating func place(_ word: ShapedRun, face: Int, pen: inout Double, baseline: Double) {
        place(word, face: face, pen: &pen, baseline: baseline, clusters: Int.min..<Int.max, spaceStretch: nil)
    }

    /// The glyphs of `word` whose cluster lies in `clusters` (offsets inside the word), in visual order,
    /// y down from `baseline`. With `spaceStretch`, the word starts at `start` in `text` and every space
    /// cluster is widened by `amount`.
    private mutating func place(_ word: ShapedRun, face: Int, pen: inout Double, baseline: Double, clusters: Range<Int>,
                                spaceStretch: (text: UTF8Text, start: Int, amount: Double)?) {
        let scale = fontSize / word.font.unitsPerEm
        if self.face != face { flush(); self.face = face }
        for shaped in word.glyphs {
            let cluster = Int(shaped.cluster)
            guard cluster >= clusters.lowerBound, cluster < clusters.upperBound else { continue }
            glyphs.append(shaped.glyph)
            positions.append(Point(x: pen + Double(shaped.offsetX) * scale, y: baseline - Double(shaped.offsetY) * scale))
            pen += Double(shaped.advance) * scale
            if shaped.endsCluster {
                pen += letterSpacing
                if let stretch = spaceStretch, stretch.text[stretch.start + cluster] == 0x20 { pen += stretch.amount }
            }
        }
    }

    private mutating func flush() {
        if let face, !glyphs.isEmpty {
            runs.append(GlyphRun(font: chain[face], fontSize: fontSize, glyphs: glyphs, positions: positions))
        }
        // The run keeps these buffers; the next run starts empty and grows. Keeping their capacity
        // instead (`removeAll(keepingCapacity:)`) copied the text-sized reservation for every run: a
        // paragraph alternating Latin and Hangul words reserved gigabytes of address space.
        glyphs = []
        positions = []
    }

    /// The runs, in drawing order.
    mutating func finished() -> [GlyphRun] {
        flush()
        face = nil
        return runs
    }
}
