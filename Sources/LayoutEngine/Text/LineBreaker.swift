/// A line chosen by the line breaker, as byte offsets into the text.
struct LineSpan {
    /// The first byte of the line.
    var start: Int
    /// Where the line's drawn text ends: before its hanging whitespace.
    var inkEnd: Int
    /// Where the next line starts (after the hanging whitespace).
    var end: Int
    /// Whether the line starts a paragraph (and so takes the first-line indent).
    var startsParagraph: Bool
}

/// Greedy line filling, as UIKit and browsers do: each line takes every break opportunity that still fits,
/// trailing whitespace hangs (takes no width), and a piece wider than a whole line is cut between clusters.
struct LineBreaker {
    let text: UTF8Text
    /// The mode and the tab stops.
    let style: ParagraphStyle

    /// The lines of `paragraph`, the first `firstLineWidth` wide and `indent` points from the left edge
    /// (where tab stops are measured from), the rest `width` wide (nil: unlimited).
    func lines(of paragraph: ShapedParagraph, firstLineWidth: Double?, width: Double?, indent: Double) -> [LineSpan] {
        let range = paragraph.range
        guard let width, range.lowerBound < range.upperBound else {
            return [LineSpan(start: range.lowerBound, inkEnd: text.trailingSpaceStart(range), end: range.upperBound,
                             startsParagraph: true)]
        }
        var fill = LineFill(text: text, paragraph: paragraph, style: style, firstLineWidth: firstLineWidth ?? width, width: width,
                            indent: indent)
        var lastFit: Int?
        func consider(_ candidate: Int) {
            while true {
                if fill.fits(candidate) { lastFit = candidate; break }
                if let fit = lastFit, fit > fill.lineStart {
                    fill.emit(fit)
                    lastFit = nil
                    continue
                }
                fill.emit(fill.emergencyEnd(before: candidate))
            }
        }
        // The offsets, in order, where this mode may end a line; the paragraph's end is always the last.
        switch style.lineBreakMode {
        case .charWrap:
            // Any cluster boundary, except before whitespace: the whitespace hangs at the end of the line instead.
            for offset in paragraph.clusterBoundaries(in: range) where text[offset] != 0x20 && text[offset] != 0x09 {
                consider(offset)
            }
        case .wordWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail:
            for offset in paragraph.allowed { consider(offset) }
        }
        consider(range.upperBound)
        if fill.lineStart < range.upperBound || fill.lines.isEmpty { fill.emit(range.upperBound) }
        return fill.lines
    }
}

/// The line being filled and the lines done, for one paragraph.
private struct LineFill {
    let text: UTF8Text
    let paragraph: ShapedParagraph
    let style: ParagraphStyle
    let firstLineWidth: Double
    let width: Double
    let indent: Double
    var lines: [LineSpan] = []
    var lineStart: Int
    var lineStartX = 0.0
    /// The piece the last width lookup landed in (offsets only grow while filling).
    var hint = 0
    /// The line's tabs, when the paragraph has some.
    var tabs: TabRuler?

    init(text: UTF8Text, paragraph: ShapedParagraph, style: ParagraphStyle, firstLineWidth: Double, width: Double,
         indent: Double) {
        self.text = text; self.paragraph = paragraph; self.style = style
        self.firstLineWidth = firstLineWidth; self.width = width; self.indent = indent
        lineStart = paragraph.range.lowerBound
        // About the paragraph's width over the line width, plus the last line's slack: growing the
        // array line by line reallocated it four or five times per paragraph.
        let estimate = paragraph.shaped.width / max(width, 1)
        lines.reserveCapacity(estimate < 1_000 ? Int(estimate) + 2 : 1_000)
        if !paragraph.tabs.isEmpty {
            tabs = TabRuler(paragraph: paragraph, text: text, style: style, indent: indent, lineStart: lineStart)
        }
    }

    /// Whether the line, ended at `end`, fits: its width without the hanging whitespace is at most the
    /// available width. A billionth of a point absorbs rounding in the running sums.
    mutating func fits(_ end: Int) -> Bool {
        if end <= lineStart { return true }
        let inkEnd = text.trailingSpaceStart(lineStart..<end)
        let available = (lines.isEmpty ? firstLineWidth : width) + 1e-9
        if let lineWidth = tabs?.width(to: inkEnd) { return lineWidth <= available }
        return paragraph.x(at: inkEnd, hint: &hint) - lineStartX <= available
    }

    mutating func emit(_ end: Int) {
        lines.append(LineSpan(start: lineStart, inkEnd: text.trailingSpaceStart(lineStart..<end), end: end,
                              startsParagraph: lines.isEmpty))
        lineStart = end
        lineStartX = paragraph.x(at: end, hint: &hint)
        if tabs != nil { tabs = TabRuler(paragraph: paragraph, text: text, style: style, indent: 0, lineStart: end) }
    }

    /// Where to cut a line whose first break opportunity, `limit`, is already too wide: after as many
    /// clusters as fit, and after at least one so every line makes progress.
    mutating func emergencyEnd(before limit: Int) -> Int {
        // Boundaries come in small batches: a line holds few clusters, the unbroken text may hold millions.
        var end: Int?
        var from = lineStart
        while true {
            let batch = paragraph.clusterBoundaries(in: from..<limit, maximumCount: 64)
            for boundary in batch {
                if end != nil, !fits(boundary) { return end ?? limit }
                end = boundary
            }
            guard batch.count == 64, let last = batch.last else { return end ?? limit }
            from = last
        }
    }
}
