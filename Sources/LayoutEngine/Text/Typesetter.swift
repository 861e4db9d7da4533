/// Sets one text into lines and glyph runs for `TextEngine.layout`: hard breaks split paragraphs, each
/// paragraph is itemized by font, shaped word by word, broken into lines, truncated at the line limit,
/// then stacked vertically and aligned.
struct Typesetter {
    let text: UTF8Text
    let style: TextStyle
    let chain: [FontFace]
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

    private struct Ellipsis {
        var face: Int
        var word: ShapedWord
        var width: Double
    }

    func layout() -> TextLayout {
        let paragraphStyle = style.paragraph
        let breaks = BreakOpportunities(text, strategy: paragraphStyle.lineBreakStrategy)
        let fallback = FontFallback(chain: chain)
        let breaker = LineBreaker(text: text, breaks: breaks, mode: paragraphStyle.lineBreakMode)
        let limit = paragraphStyle.numberOfLines
        let ellipsis = makeEllipsis()
        var missing: [Character] = []
        var shaped: [ShapedParagraph] = []
        var planned: [PlannedLine] = []
        let paragraphs = paragraphRanges(breaks)
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            let runs = fallback.itemize(text, range: paragraph.range, missing: &missing)
            shaped.append(ShapedParagraph(
                text, range: paragraph.range, runs: runs, breaks: breaks, chain: chain,
                fontSize: style.size, letterSpacing: paragraphStyle.letterSpacing, cache: cache))
            let indent = paragraph.startsParagraph ? paragraphStyle.firstLineHeadIndent : 0
            let spans = breaker.lines(of: shaped[index], firstLineWidth: maxWidth.map { $0 - indent }, width: maxWidth)
            for (k, span) in spans.enumerated() {
                if limit > 0, planned.count == limit {
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
        return place(planned, shaped: shaped, ellipsis: ellipsis, missing: missing)
    }

    /// Splits the text at hard breaks (UAX #14 mandatory breaks: \n, \r\n, \r, U+2028, U+2029, ...).
    /// A break at the very end starts no new line, as in UILabel.
    private func paragraphRanges(_ breaks: BreakOpportunities) -> [ParagraphRange] {
        var paragraphs: [ParagraphRange] = []
        var start = 0
        var startsParagraph = true
        for i in stride(from: 1, through: text.count, by: 1) where breaks.requiresBreak(at: i) {
            let breakStart = text.scalarStart(before: i)
            var contentEnd = i
            var isLineSeparator = false
            switch text.scalar(at: breakStart).scalar.value {
            case 0x0A:
                contentEnd = breakStart > start && text[breakStart - 1] == 0x0D ? breakStart - 1 : breakStart
            case 0x0B, 0x0C, 0x0D, 0x85, 0x2029:
                contentEnd = breakStart
            case 0x2028:
                contentEnd = breakStart
                isLineSeparator = true
            default:
                break
            }
            paragraphs.append(ParagraphRange(range: start..<contentEnd, startsParagraph: startsParagraph,
                                             endsParagraph: !isLineSeparator))
            start = i
            startsParagraph = !isLineSeparator
        }
        return paragraphs
    }

    /// "…" in the first face of the chain that has it.
    private func makeEllipsis() -> Ellipsis? {
        guard style.paragraph.lineBreakMode.truncates else { return nil }
        let face = chain.firstIndex { $0.hasGlyph(for: "\u{2026}") } ?? 0
        let word = Typesetter.ellipsisBytes.withUnsafeBufferPointer { cache.word($0, face: chain[face]) }
        let width = Double(word.advance) * style.size / chain[face].unitsPerEm
            + Double(word.clusterCount) * style.paragraph.letterSpacing
        return Ellipsis(face: face, word: word, width: width)
    }

    private static let ellipsisBytes = Array("\u{2026}".utf8)

    /// Replaces the last allowed line by the rest of its paragraph, shortened around an ellipsis.
    private func truncateLastLine(_ planned: inout [PlannedLine], shaped: [ShapedParagraph],
                                  paragraphs: [ParagraphRange], ellipsis: Ellipsis?) {
        guard let ellipsis, var last = planned.popLast() else { return }
        let range = last.range.lowerBound..<paragraphs[last.paragraph].range.upperBound
        last.content = LineContent.truncated(
            range, mode: style.paragraph.lineBreakMode, paragraph: shaped[last.paragraph], text: text,
            available: (maxWidth ?? .infinity) - last.indent, ellipsisWidth: ellipsis.width)
        last.range = range
        planned.append(last)
    }

    /// Stacks the lines (heights, spacing), aligns them and places every glyph.
    private func place(_ planned: [PlannedLine], shaped: [ShapedParagraph], ellipsis: Ellipsis?,
                       missing: [Character]) -> TextLayout {
        let paragraphStyle = style.paragraph
        let widths = planned.map { line in
            line.content.visible.reduce(0) { $0 + shaped[line.paragraph].width($1) }
                + (line.content.ellipsisIndex != nil ? ellipsis?.width ?? 0 : 0)
        }
        let container = maxWidth ?? zip(planned, widths).map { $0.indent + $1 }.max() ?? 0
        var lines: [TextLine] = []
        var runs = GlyphRunSequence(chain: chain, fontSize: style.size, letterSpacing: paragraphStyle.letterSpacing)
        var top = 0.0
        var widest = 0.0
        for (i, line) in planned.enumerated() {
            if i > 0 {
                top += paragraphStyle.lineSpacing + (planned[i - 1].endsParagraph ? paragraphStyle.paragraphSpacing : 0)
            }
            let paragraph = shaped[line.paragraph]
            var faces = line.content.visible.reduce(into: Set<Int>()) { $0.formUnion(paragraph.faces(in: $1)) }
            if line.content.ellipsisIndex != nil, let ellipsis { faces.insert(ellipsis.face) }
            let metrics = LineMetrics(faces: faces.isEmpty ? [0] : faces, chain: chain, fontSize: style.size,
                                      paragraph: paragraphStyle)
            let baseline = top + metrics.baselineOffset
            let width = widths[i]
            let free = container - line.indent - width
            var x = line.indent
            var spaceStretch = 0.0
            switch paragraphStyle.alignment {
            case .left, .natural: break
            case .center: x += free / 2
            case .right: x += free
            case .justified:
                let spaces = line.content.visible.reduce(0) { count, range in count + range.filter { text[$0] == 0x20 }.count }
                if !line.isLast, line.content.ellipsisIndex == nil, spaces > 0, free > 0 {
                    spaceStretch = free / Double(spaces)
                }
            }
            var pen = x
            for (k, range) in line.content.visible.enumerated() {
                if line.content.ellipsisIndex == k, let ellipsis { runs.place(ellipsis.word, face: ellipsis.face, pen: &pen, baseline: baseline) }
                runs.place(range, of: paragraph, text: text, pen: &pen, baseline: baseline, spaceStretch: spaceStretch)
            }
            if line.content.ellipsisIndex == line.content.visible.count, let ellipsis {
                runs.place(ellipsis.word, face: ellipsis.face, pen: &pen, baseline: baseline)
            }
            var lineText = ""
            for (k, range) in line.content.visible.enumerated() {
                if line.content.ellipsisIndex == k { lineText += "\u{2026}" }
                lineText += text.string(range)
            }
            if line.content.ellipsisIndex == line.content.visible.count { lineText += "\u{2026}" }
            lines.append(TextLine(text: lineText, width: width, baseline: baseline, range: line.range, x: x,
                                  ascent: metrics.ascent, descent: metrics.descent, height: metrics.height))
            top += metrics.height
            widest = max(widest, line.indent + width)
        }
        return TextLayout(size: Size(width: roundUp(widest), height: roundUp(top)), lines: lines,
                          runs: runs.finished(), missingCharacters: missing)
    }

    /// Rounds up to the pixel grid; a millionth of a pixel of floating-point noise does not add a pixel.
    private func roundUp(_ value: Double) -> Double {
        max(0, (value * scale - 1e-6).rounded(.up) / scale)
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
