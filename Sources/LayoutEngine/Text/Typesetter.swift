/// Sets one text into lines and glyph runs for `TextEngine.layout`: hard breaks split paragraphs, each
/// paragraph is itemized by font, shaped word by word, broken into lines, truncated at the line limit,
/// then stacked vertically and aligned.
struct Typesetter {
    let text: UTF8Text
    /// The string `text` holds the bytes of: the lines' texts are read from it.
    let string: String
    /// The styles of the text's stretches, covering it in order (one for plain text).
    let spans: [TextSpan]
    let paragraphStyle: ParagraphStyle
    let cache: ShapedWordCache
    /// nil: lines break only at hard breaks.
    let maxWidth: Double?
    let scale: Double

    /// Text between two hard breaks.
    private struct ParagraphRange {
        var range: Range<Int>
        /// False after a line separator (U+2028): the text goes on in the same paragraph, without indent.
        var startsParagraph: Bool
        /// False before a line separator: no paragraph spacing follows.
        var endsParagraph: Bool
    }

    /// A line ready to be placed.
    private struct PlannedLine {
        var paragraph: Int
        var content: LineContent
        var range: Range<Int>
        var indent: Double
        /// Whether the line is its paragraph's last (never justified; paragraph spacing follows when `endsParagraph`).
        var isLast: Bool
        var endsParagraph: Bool
    }

    /// "…" in span 0's style.
    private struct Ellipsis {
        var span: Int
        var face: Int
        var shaped: ShapedPieces
        var width: Double
    }

    /// The lines planned, before they are stacked and their glyphs placed.
    private struct Plan {
        var lines: [PlannedLine]
        var shaped: [ShapedParagraph]
        var ellipsis: Ellipsis?
        var missing: [Character]
    }

    func layout() -> TextLayout { place(plan()) }

    /// The size `layout()` gives, without placing glyphs or making the lines' strings: what a
    /// grid measuring thousands of cards needs.
    func measure() -> Size {
        let plan = plan()
        let widths = lineWidths(plan) { _, _, _ in }
        return stack(plan, widths: widths) { _, _, _, _ in }
    }

    private func plan() -> Plan {
        let breaker = LineBreaker(text: text, style: paragraphStyle)
        let limit = paragraphStyle.numberOfLines
        // Shaped only when a line is cut: a label truncates by default, and "…" made for every layout
        // was a sixth of the planning of the short texts a modal lays out, none of them cut.
        var ellipsis: Ellipsis?
        var missing = MissingCharacters()
        var shaped: [ShapedParagraph] = []
        var planned: [PlannedLine] = []
        let paragraphs = paragraphRanges()
        shaped.reserveCapacity(paragraphs.count)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            shaped.append(ShapedParagraph(text, range: paragraph.range, spans: spans, paragraph: paragraphStyle, cache: cache,
                                          missing: &missing))
            let indent = paragraph.startsParagraph ? paragraphStyle.firstLineHeadIndent : 0
            let spans = breaker.lines(of: shaped[index], firstLineWidth: maxWidth.map { $0 - indent }, width: maxWidth,
                                      indent: indent)
            // Grown once per paragraph, not line by line (five reallocations for a paragraph of ten lines).
            let needed = planned.count + (limit > 0 ? min(spans.count, limit - planned.count) : spans.count)
            if needed > planned.capacity { planned.reserveCapacity(max(needed, 2 * planned.capacity)) }
            for (k, span) in spans.enumerated() {
                if limit > 0, planned.count == limit {
                    ellipsis = makeEllipsis()
                    truncateLastLine(&planned, shaped: shaped, paragraphs: paragraphs, ellipsis: ellipsis)
                    break paragraphLoop
                }
                let isLast = k == spans.count - 1
                planned.append(PlannedLine(
                    paragraph: index, content: LineContent(span),
                    range: span.start..<(isLast ? paragraph.range.upperBound : span.end),
                    indent: span.startsParagraph ? indent : 0, isLast: isLast,
                    endsParagraph: isLast && paragraph.endsParagraph))
            }
        }
        return Plan(lines: planned, shaped: shaped, ellipsis: ellipsis, missing: missing.characters)
    }

    /// Splits the text at hard breaks: the characters of UAX #14's mandatory-break classes BK, CR, LF and NL
    /// (\n, \r\n, \r, U+000B, U+000C, U+0085, U+2028, U+2029). A break at the very end starts no new
    /// line, as in UILabel. U+2028 separates lines inside one paragraph.
    private func paragraphRanges() -> [ParagraphRange] {
        var paragraphs: [ParagraphRange] = []
        var start = 0
        var startsParagraph = true
        var i = 0
        while i < text.count {
            // Eight bytes at a time while all are 0x0E to 0x7F, which start no hard break: a byte below
            // 0x0E wraps when 0x0E is taken from it (the lowest such byte borrows nothing), a byte past
            // 0x7F has its high bit already.
            if i + 8 <= text.count {
                let word = text.word(at: i)
                if (word | (word &- 0x0E0E_0E0E_0E0E_0E0E)) & UTF8Text.highBits == 0 { i += 8; continue }
            }
            let byte = text[i]
            var length = 0
            var isLineSeparator = false
            switch byte {
            case 0x0D: length = i + 1 < text.count && text[i + 1] == 0x0A ? 2 : 1
            case 0x0A, 0x0B, 0x0C: length = 1
            case 0xC2 where i + 1 < text.count && text[i + 1] == 0x85: length = 2
            case 0xE2 where i + 2 < text.count && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9):
                length = 3
                isLineSeparator = text[i + 2] == 0xA8
            default: break
            }
            guard length > 0 else { i += 1; continue }
            paragraphs.append(ParagraphRange(range: start..<i, startsParagraph: startsParagraph,
                                             endsParagraph: !isLineSeparator))
            i += length
            start = i
            startsParagraph = !isLineSeparator
        }
        if start < text.count {
            paragraphs.append(ParagraphRange(range: start..<text.count, startsParagraph: startsParagraph, endsParagraph: true))
        }
        return paragraphs
    }

    /// "…" in the first face of the first span's chain that has it (the text's first style).
    private func makeEllipsis() -> Ellipsis? {
        guard paragraphStyle.lineBreakMode.truncates else { return nil }
        let style = spans[0]
        var ellipsis: Ellipsis?
        Typesetter.ellipsisBytes.withUnsafeBufferPointer { bytes in
            cache.withWord(bytes, chain: style.chain, strategy: paragraphStyle.lineBreakStrategy) { word in
                guard let run = word.runs.first else { return }
                let total = word.clusters[run.clusters.upperBound - 1]
                var shaped = ShapedPieces()
                shaped.append(word, at: 0, span: 0, size: style.size, letterSpacing: style.letterSpacing)
                ellipsis = Ellipsis(span: 0, face: run.face, shaped: shaped,
                                    width: Double(total.advanceBefore) * style.size / run.unitsPerEm
                                        + Double(total.clusterEndsBefore) * style.letterSpacing)
            }
        }
        return ellipsis
    }

    private static let ellipsisBytes = Array("\u{2026}".utf8)

    /// Replaces the last allowed line by the rest of its paragraph, shortened around an ellipsis.
    private func truncateLastLine(_ planned: inout [PlannedLine], shaped: [ShapedParagraph],
                                  paragraphs: [ParagraphRange], ellipsis: Ellipsis?) {
        guard let ellipsis, var last = planned.popLast() else { return }
        let range = last.range.lowerBound..<paragraphs[last.paragraph].range.upperBound
        last.content = LineContent.truncated(
            range, mode: paragraphStyle.lineBreakMode, paragraph: shaped[last.paragraph], text: text,
            available: (maxWidth ?? .infinity) - last.indent, ellipsisWidth: ellipsis.width, indent: last.indent,
            style: paragraphStyle)
        last.range = range
        planned.append(last)
    }

    /// Each line's width: its text and, when truncated, the ellipsis. `placed` hears, for each tab of
    /// line `line`, where the text after it starts (points from the line's start; see `ShapedParagraph.lineWidth`).
    private func lineWidths(_ plan: Plan, placed: (_ line: Int, _ tab: Int, _ columnStart: Double) -> Void) -> [Double] {
        var widths: [Double] = []
        widths.reserveCapacity(plan.lines.count)
        // The piece the last line ended in: a paragraph's lines come in order, so each line's ends are
        // found walking on from there instead of by two binary searches.
        var hint = (paragraph: -1, piece: 0)
        for (i, line) in plan.lines.enumerated() {
            let paragraph = plan.shaped[line.paragraph]
            if hint.paragraph != line.paragraph { hint = (line.paragraph, paragraph.shaped.pieces.count) }
            let head = paragraph.lineWidth(line.content.head, indent: line.indent, style: paragraphStyle, text: text,
                                           hint: &hint.piece) { placed(i, $0, $1) }
            guard line.content.hasEllipsis else {
                widths.append(head)
                continue
            }
            // After the ellipsis, the tail's tabs go to the stops that follow where it is drawn; their
            // columns count from the tail's start, where drawing it starts.
            let ellipsis = plan.ellipsis?.width ?? 0
            var tailHint = paragraph.shaped.pieces.count
            widths.append(head
                + paragraph.lineWidth(line.content.tail, indent: line.indent + head + ellipsis, style: paragraphStyle,
                                      text: text, hint: &tailHint) { placed(i, $0, $1) }
                + ellipsis)
        }
        return widths
    }

    /// Stacks the lines (heights, spacing) and returns the size rounded to the pixel grid, handing
    /// each line with its top, metrics and the space left beside it to `visit`.
    private func stack(_ plan: Plan, widths: [Double],
                       visit: (_ index: Int, _ top: Double, _ metrics: LineMetrics, _ free: Double) -> Void) -> Size {
        let planned = plan.lines
        let container = maxWidth ?? zip(planned, widths).map { $0.indent + $1 }.max() ?? 0
        var top = 0.0
        var widest = 0.0
        // One set of face bits for all lines, cleared per line (an array per line was a malloc per line).
        var uses = [UInt64](repeating: 0, count: spans.count)
        // Lines drawn with the same faces have the same metrics (most lines of most texts): reading the
        // faces' metrics again retained each face and chain once per line.
        var previous = (uses: [UInt64](repeating: 0, count: spans.count), metrics: LineMetrics?.none)
        for (i, line) in planned.enumerated() {
            if i > 0 {
                top += paragraphStyle.lineSpacing + (planned[i - 1].endsParagraph ? paragraphStyle.paragraphSpacing : 0)
            }
            let paragraph = plan.shaped[line.paragraph]
            let content = line.content
            for k in uses.indices { uses[k] = 0 }
            paragraph.markFaces(in: content.head, &uses)
            paragraph.markFaces(in: content.tail, &uses)
            if content.hasEllipsis, let ellipsis = plan.ellipsis { uses[ellipsis.span] |= 1 << UInt64(ellipsis.face) }
            // An empty line is as tall as its span's own font.
            if !uses.contains(where: { $0 != 0 }) { uses[spans.index(containing: line.range.lowerBound)] = 1 }
            let metrics: LineMetrics
            if let known = previous.metrics, uses == previous.uses {
                metrics = known
            } else {
                metrics = LineMetrics(uses: uses, spans: spans, paragraph: paragraphStyle)
                for k in uses.indices { previous.uses[k] = uses[k] }
                previous.metrics = metrics
            }
            visit(i, top, metrics, container - line.indent - widths[i])
            top += metrics.height
            widest = max(widest, line.indent + widths[i])
        }
        return Size(width: roundUp(widest), height: roundUp(top))
    }

    /// Stacks the lines, aligns them and places every glyph.
    private func place(_ plan: Plan) -> TextLayout {
        // Where the text after each tab starts, per line, found while measuring the lines (empty when
        // no line has a tab: most texts, which then allocate nothing for it).
        var columnStarts: [[Int: Double]] = []
        let widths = lineWidths(plan) { line, tab, start in
            if columnStarts.isEmpty { columnStarts = Array(repeating: [:], count: plan.lines.count) }
            columnStarts[line][tab] = start
        }
        var lines: [TextLine] = []
        lines.reserveCapacity(plan.lines.count)
        var runs = GlyphRunSequence(spans: spans, expectedGlyphs: text.count)
        // A paragraph's lines come in order: each line's first piece is found walking on from the last one's.
        var pieceHint = (paragraph: -1, piece: 0)
        let size = stack(plan, widths: widths) { i, top, metrics, free in
            let line = plan.lines[i]
            let paragraph = plan.shaped[line.paragraph]
            if pieceHint.paragraph != line.paragraph { pieceHint = (line.paragraph, paragraph.shaped.pieces.count) }
            let content = line.content
            let baseline = top + metrics.baselineOffset
            let columns = columnStarts.isEmpty ? [:] : columnStarts[i]
            var x = line.indent
            var spaceStretch = 0.0
            let rightToLeft = paragraph.paragraphLevel == 1
            switch paragraphStyle.alignment {
            case .left: break
            case .natural: if rightToLeft { x += free }
            case .center: x += free / 2
            case .right: x += free
            case .justified:
                let spaces = content.head.reduce(0) { text[$1] == 0x20 ? $0 + 1 : $0 }
                if !line.isLast, !content.hasEllipsis, spaces > 0, free > 0 {
                    spaceStretch = free / Double(spaces)
                }
            }
            var pen = x
            if content.hasEllipsis, let ellipsis = plan.ellipsis {
                // Head, ellipsis, tail in the paragraph's direction: right to left, the tail is drawn first.
                let parts = rightToLeft ? [content.tail, nil, content.head] : [content.head, nil, content.tail]
                for part in parts {
                    if let part {
                        runs.place(part, of: paragraph, text: text, pen: &pen, baseline: baseline, spaceStretch: 0,
                                   columnStarts: columns, pieceHint: &pieceHint.piece)
                    } else {
                        runs.place(ellipsis.shaped, pen: &pen, baseline: baseline)
                    }
                }
                lines.append(TextLine(text: text.string(content.head) + "\u{2026}" + text.string(content.tail), width: widths[i],
                                      baseline: baseline, range: line.range, x: x, ascent: metrics.ascent,
                                      descent: metrics.descent, height: metrics.height, top: top))
            } else {
                runs.place(content.head, of: paragraph, text: text, pen: &pen, baseline: baseline, spaceStretch: spaceStretch,
                           columnStarts: columns, pieceHint: &pieceHint.piece)
                lines.append(TextLine(text: content.head, of: string, width: widths[i], baseline: baseline, range: line.range,
                                      x: x, ascent: metrics.ascent, descent: metrics.descent, height: metrics.height, top: top))
            }
        }
        let (glyphRuns, decorations) = runs.finished()
        return TextLayout(size: size, lines: lines, runs: glyphRuns, missingCharacters: plan.missing, decorations: decorations)
    }

    /// Rounds up to the pixel grid; a millionth of a pixel of floating-point noise does not add a pixel.
    private func roundUp(_ value: Double) -> Double {
        let rounded = (value * scale - 1e-6).rounded(.up) / scale
        return rounded > 0 ? rounded : 0  // never -0.0, which prints as "-0.0"
    }
}

extension LineBreakMode {
    /// Whether the last allowed line ends with an ellipsis when text remains.
    var truncates: Bool {
        switch self {
        case .truncateHead, .truncateMiddle, .truncateTail: true
        case .wordWrap, .charWrap, .clip: false
        }
    }
}
