/// Collects placed glyphs into runs, one per stretch of consecutive glyphs in the same face and span,
/// and the underlines and strikethroughs of the spans that have them.
struct GlyphRunSequence {
    let spans: [TextSpan]
    private var runs: [GlyphRun] = []
    private var decorations: [TextDecoration] = []
    /// The span and face of the glyphs being collected.
    private var current: (span: Int, face: Int)?
    /// The glyphs being collected and their positions: the first `filled` entries; the rest is room
    /// written through buffer pointers, a uniqueness check per piece instead of two per glyph.
    private var glyphs: [UInt32] = []
    private var positions: [Point] = []
    private var filled = 0
    /// Where the last decorated piece ended, to extend its lines instead of starting new ones.
    private var lastDecorated: (span: Int, baseline: Double, end: Double, count: Int)?

    /// `expectedGlyphs` reserves room up front for the first run (the text's byte count is a good
    /// bound for most scripts; text in one face is one run).
    init(spans: [TextSpan], expectedGlyphs: Int) {
        self.spans = spans
        makeRoom(for: expectedGlyphs)
    }

    /// Makes room for `count` more glyphs after the filled ones, at least doubling the room.
    private mutating func makeRoom(for count: Int) {
        guard filled + count > glyphs.count else { return }
        let more = max(count, glyphs.count)
        glyphs.appendRepeating(0, count: more)
        positions.appendRepeating(.zero, count: more)
    }

    /// Places the glyphs of the text in `range` of `paragraph` starting at `pen`, advancing it, in
    /// visual order (see `ShapedParagraph.visualPieceOrder`); `spaceStretch` points are added after
    /// every space (justification); the text after a tab at offset o in `range` starts
    /// `columnStarts[o]` points from where `range` starts (see `ShapedParagraph.lineWidth`). `pieceHint`
    /// is the piece a range of the paragraph placed before started in (see `ShapedParagraph.pieceIndex(containing:hint:)`).
    mutating func place(_ range: Range<Int>, of paragraph: ShapedParagraph, text: UTF8Text, pen: inout Double,
                        baseline: Double, spaceStretch: Double, columnStarts: [Int: Double], pieceHint: inout Int) {
        let origin = pen
        func placePiece(_ index: Int, of range: Range<Int> = range, columns: [Int: Double] = columnStarts) {
            let start = paragraph.shaped.pieces[index].range.lowerBound
            place(index, of: paragraph.shaped, pen: &pen, baseline: baseline,
                  clusters: (range.lowerBound - start)..<(range.upperBound - start),
                  spaceStretch: spaceStretch == 0 ? nil : (text, start, spaceStretch),
                  tabs: columns.isEmpty ? nil : (start, columns, origin))
        }
        // A right-to-left paragraph measures its tab columns from the line's right end (NSTextTab's
        // location is "relative to the back margin": 1.5 in from the right in right-to-left text).
        // The text between tabs keeps the paragraph's order (UAX #9 rule L1 puts tabs at the
        // paragraph level), so each part is placed on its own, the first at the right. Only the tabs
        // in `range` count: a truncated line's tail, drawn left of its head, has none of the head's.
        let cuts = paragraph.paragraphLevel == 1 ? columnStarts.keys.filter(range.contains).sorted() : []
        if !cuts.isEmpty {
            let parts = zip([range.lowerBound] + cuts.map { $0 + 1 }, cuts + [range.upperBound]).map { $0..<max($0, $1) }
            let starts = [0] + cuts.map { columnStarts[$0]! }
            let right = origin + starts[starts.count - 1] + paragraph.width(parts[parts.count - 1])
            for (k, part) in parts.enumerated() {
                pen = right - starts[k] - paragraph.width(part)
                for index in paragraph.visualPieceOrder(part) { placePiece(index, of: part, columns: [:]) }
                if k < cuts.count {
                    // The tab itself (blank) where the next column's text ends.
                    pen = right - starts[k + 1]
                    for index in paragraph.visualPieceOrder(cuts[k]..<(cuts[k] + 1)) { placePiece(index, of: cuts[k]..<(cuts[k] + 1), columns: [:]) }
                }
            }
            pen = right
            return
        }
        // Left-to-right paragraphs (most) place their pieces in logical order without building an order.
        if paragraph.isBidirectional {
            for index in paragraph.visualPieceOrder(range) { placePiece(index) }
        } else {
            for index in paragraph.pieceIndices(overlapping: range, hint: &pieceHint) { placePiece(index) }
        }
    }

    /// Places all of `shaped`'s pieces (the ellipsis) at `pen`, advancing it.
    mutating func place(_ shaped: ShapedPieces, pen: inout Double, baseline: Double) {
        for index in shaped.pieces.indices {
            place(index, of: shaped, pen: &pen, baseline: baseline, clusters: 0..<Int.max, spaceStretch: nil, tabs: nil)
        }
    }

    /// The glyphs of piece `index` of `shaped` whose cluster lies in `clusters` (offsets inside the
    /// piece), in visual order, y down from `baseline`. With `spaceStretch`, the piece starts at `start`
    /// in `text` and every space cluster is widened by `amount`. With `tabs`, the piece starts at `start`
    /// and the text after a tab starts at `origin` plus its entry in `columnStarts`.
    private mutating func place(_ index: Int, of shaped: ShapedPieces, pen: inout Double, baseline: Double,
                                clusters: Range<Int>, spaceStretch: (text: UTF8Text, start: Int, amount: Double)?,
                                tabs: (start: Int, columnStarts: [Int: Double], origin: Double)?) {
        let piece = shaped.pieces[index]
        let span = piece.span, face = piece.face, scale = piece.scale, letterSpacing = piece.letterSpacing
        if current?.span != span || current?.face != face { flush(); current = (span, face) }
        let start = pen
        let indices = shaped.glyphIndices(of: index, clusters: clusters)
        makeRoom(for: indices.count)
        var filled = self.filled
        var x = pen
        shaped.glyphs.withUnsafeBufferPointer { shapedGlyphs in
            glyphs.withUnsafeMutableBufferPointer { glyphs in
                positions.withUnsafeMutableBufferPointer { positions in
                    guard tabs != nil || spaceStretch != nil || letterSpacing != 0 else {
                        // Plain text (most lines): each glyph's position depends on the last one only
                        // through one addition.
                        for index in indices {
                            let shaped = shapedGlyphs[index]
                            glyphs[filled] = shaped.glyph
                            positions[filled] = Point(x: x + Double(shaped.offsetX) * scale, y: baseline - Double(shaped.offsetY) * scale)
                            filled += 1
                            x += Double(shaped.advance) * scale
                        }
                        return
                    }
                    for index in indices {
                        let shaped = shapedGlyphs[index]
                        let cluster = Int(shaped.cluster)
                        glyphs[filled] = shaped.glyph
                        positions[filled] = Point(x: x + Double(shaped.offsetX) * scale, y: baseline - Double(shaped.offsetY) * scale)
                        filled += 1
                        if let tabs, let column = tabs.columnStarts[tabs.start + cluster] {
                            x = tabs.origin + column
                            continue
                        }
                        x += Double(shaped.advance) * scale
                        if shaped.endsCluster {
                            x += letterSpacing
                            if let stretch = spaceStretch, stretch.text[stretch.start + cluster] == 0x20 { x += stretch.amount }
                        }
                    }
                }
            }
        }
        self.filled = filled
        pen = x
        if spans[span].underline != nil || spans[span].strikethrough != nil, pen > start {
            decorate(span: span, from: start, to: pen, baseline: baseline)
        }
    }

    /// The span's lines from `from` to `to` on the line at `baseline`, joined to the previous piece's
    /// when they touch, so an underline under several fonts is one line. Their position and thickness
    /// are the span's own font's (OpenType `post` underline, `OS/2` strikeout).
    private mutating func decorate(span: Int, from: Double, to: Double, baseline: Double) {
        if let last = lastDecorated, last.span == span, last.baseline == baseline, abs(last.end - from) < 1e-9 {
            for k in (decorations.count - last.count)..<decorations.count {
                decorations[k].rect.size.width = to - decorations[k].rect.minX
            }
            lastDecorated?.end = to
            return
        }
        let style = spans[span]
        let font = style.chain.primary
        let scale = style.size / font.unitsPerEm
        var count = 0
        for (kind, position, thickness) in [(style.underline, font.underlinePosition, font.underlineThickness),
                                            (style.strikethrough, font.strikeoutPosition, font.strikeoutThickness)] {
            guard let kind else { continue }
            let line = thickness * scale * (kind == .thick ? 2 : 1)
            let top = baseline - position * scale
            decorations.append(TextDecoration(rect: Rect(x: from, y: top, width: to - from, height: line), color: style.color))
            count += 1
            if kind == .double {
                decorations.append(TextDecoration(rect: Rect(x: from, y: top + 2 * line, width: to - from, height: line),
                                                  color: style.color))
                count += 1
            }
        }
        lastDecorated = (span, baseline, to, count)
    }

    /// Ends the run being collected, if it has glyphs.
    private mutating func flush() {
        guard let current, filled > 0 else { return }
        glyphs.removeLast(glyphs.count - filled)
        positions.removeLast(positions.count - filled)
        filled = 0
        let style = spans[current.span]
        runs.append(GlyphRun(font: style.chain[current.face], fontSize: style.size, glyphs: glyphs, positions: positions,
                             color: style.color))
        // The run keeps these buffers (without the unfilled room); the next run starts empty and grows.
        // Keeping their capacity instead (`removeAll(keepingCapacity:)`) copied the text-sized
        // reservation for every run: a paragraph alternating Latin and Hangul words reserved gigabytes
        // of address space.
        glyphs = []
        positions = []
    }

    /// The runs, in drawing order, and the decorations.
    mutating func finished() -> (runs: [GlyphRun], decorations: [TextDecoration]) {
        flush()
        current = nil
        return (runs, decorations)
    }
}
