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
        for candidate in candidates(paragraph) {
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
        if fill.lineStart < range.upperBound || fill.lines.isEmpty { fill.emit(range.upperBound) }
        return fill.lines
    }

    /// The offsets, in order, where this mode may end a line; the paragraph's end is always the last.
    private func candidates(_ paragraph: ShapedParagraph) -> [Int] {
        let range = paragraph.range
        var candidates: [Int] = []
        switch style.lineBreakMode {
        case .charWrap:
            // Any cluster boundary, except before whitespace: the whitespace hangs at the end of the line instead.
            for offset in paragraph.clusterBoundaries(in: range)
            where text[offset] != 0x20 && text[offset] != 0x09 {
                candidates.append(offset)
            }
        case .wordWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail:
            candidates.append(contentsOf: paragraph.allowed)
        }
        candidates.append(range.upperBound)
        return candidates
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
    /// The line's tabs measured so far: the next tab's index, where the text after the last one
    /// starts, and the pen there (points from the line's start); ends usually grow, so each tab is
    /// placed once per line.
    var tabs = (next: 0, from: 0, pen: 0.0)

    init(text: UTF8Text, paragraph: ShapedParagraph, style: ParagraphStyle, firstLineWidth: Double, width: Double,
         indent: Double) {
        self.text = text; self.paragraph = paragraph; self.style = style
        self.firstLineWidth = firstLineWidth; self.width = width; self.indent = indent
        lineStart = paragraph.range.lowerBound
        resetTabs()
    }

    /// Whether the line, ended at `end`, fits: its width without the hanging whitespace is at most the
    /// available width. A billionth of a point absorbs rounding in the running sums.
    mutating func fits(_ end: Int) -> Bool {
        if end <= lineStart { return true }
        let inkEnd = text.trailingSpaceStart(lineStart..<end)
        let available = (lines.isEmpty ? firstLineWidth : width) + 1e-9
        guard !paragraph.tabs.isEmpty else { return paragraph.x(at: inkEnd, hint: &hint) - lineStartX <= available }
        if inkEnd < tabs.from { resetTabs() }
        let lineIndent = lines.isEmpty ? indent : 0
        while tabs.next < paragraph.tabs.count, paragraph.tabs[tabs.next] < inkEnd {
            let tab = paragraph.tabs[tabs.next]
            let before = tabs.pen + paragraph.width(tabs.from..<tab)
            tabs.pen = style.tabStop(after: lineIndent + before).map { $0 - lineIndent } ?? before + paragraph.width(tab..<(tab + 1))
            tabs.from = tab + 1
            tabs.next += 1
        }
        return tabs.pen + paragraph.width(tabs.from..<inkEnd) <= available
    }

    /// Forgets the tabs measured: the line starts again at `lineStart`.
    private mutating func resetTabs() {
        tabs = (paragraph.firstTab(atOrAfter: lineStart), lineStart, 0)
    }

    mutating func emit(_ end: Int) {
        lines.append(LineSpan(start: lineStart, inkEnd: text.trailingSpaceStart(lineStart..<end), end: end,
                              startsParagraph: lines.isEmpty))
        lineStart = end
        lineStartX = paragraph.x(at: end, hint: &hint)
        if !paragraph.tabs.isEmpty { resetTabs() }
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
