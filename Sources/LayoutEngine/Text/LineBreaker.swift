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
    let breaks: BreakOpportunities
    let mode: LineBreakMode

    /// The lines of `paragraph`, the first `firstLineWidth` wide and the rest `width` wide (nil: unlimited).
    func lines(of paragraph: ShapedParagraph, firstLineWidth: Double?, width: Double?) -> [LineSpan] {
        let range = paragraph.range
        var lines: [LineSpan] = []
        var lineStart = range.lowerBound
        guard width != nil, range.lowerBound < range.upperBound else {
            return [LineSpan(start: range.lowerBound, inkEnd: text.trailingSpaceStart(range), end: range.upperBound,
                             startsParagraph: true)]
        }
        func available() -> Double { (lines.isEmpty ? firstLineWidth : width) ?? .infinity }
        func fits(_ end: Int) -> Bool {
            if end <= lineStart { return true }
            let inkEnd = text.trailingSpaceStart(lineStart..<end)
            // A billionth of a point absorbs rounding in the running sums; nothing visible is that small.
            return paragraph.width(lineStart..<inkEnd) <= available() + 1e-9
        }
        func emit(_ end: Int) {
            lines.append(LineSpan(start: lineStart, inkEnd: text.trailingSpaceStart(lineStart..<end), end: end,
                                  startsParagraph: lines.isEmpty))
            lineStart = end
        }
        // Where to cut a line whose first break opportunity, `limit`, is already too wide: after as many
        // clusters as fit, and after at least one so every line makes progress.
        func emergencyEnd(before limit: Int) -> Int {
            let boundaries = paragraph.clusterBoundaries(in: lineStart..<limit)
            var end = boundaries.first ?? limit
            for boundary in boundaries.dropFirst() {
                guard fits(boundary) else { break }
                end = boundary
            }
            return end
        }
        var lastFit: Int?
        for candidate in candidates(paragraph) {
            while true {
                if fits(candidate) { lastFit = candidate; break }
                if let fit = lastFit, fit > lineStart {
                    emit(fit)
                    lastFit = nil
                    continue
                }
                emit(emergencyEnd(before: candidate))
            }
        }
        if lineStart < range.upperBound || lines.isEmpty { emit(range.upperBound) }
        return lines
    }

    /// The offsets, in order, where this mode may end a line; the paragraph's end is always the last.
    private func candidates(_ paragraph: ShapedParagraph) -> [Int] {
        let range = paragraph.range
        var candidates: [Int] = []
        switch mode {
        case .charWrap:
            // Any cluster boundary, except before whitespace: the whitespace hangs at the end of the line instead.
            for offset in paragraph.clusterBoundaries(in: range)
            where text[offset] != 0x20 && text[offset] != 0x09 {
                candidates.append(offset)
            }
        case .wordWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail:
            for offset in (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound)
            where breaks.allowsBreak(at: offset) {
                candidates.append(offset)
            }
        }
        candidates.append(range.upperBound)
        return candidates
    }
}
