/// What a line shows: a range of the text, then optionally an ellipsis and a second range
/// (tail truncation leaves the second range empty, head truncation the first).
struct LineContent {
    /// The text drawn first.
    var head: Range<Int>
    /// Whether "…" follows `head`.
    var hasEllipsis: Bool
    /// The text drawn after the ellipsis.
    var tail: Range<Int>

    /// A whole line, as the line breaker chose it.
    init(_ span: LineSpan) {
        head = span.start..<span.inkEnd
        hasEllipsis = false
        tail = span.inkEnd..<span.inkEnd
    }

    init(head: Range<Int>, ellipsisThen tail: Range<Int>) {
        self.head = head; hasEllipsis = true; self.tail = tail
    }

    /// The last line allowed when more text follows: `range` (from the line's start to its paragraph's end)
    /// shortened around an ellipsis of `ellipsisWidth` so it fits in `available` points. Cuts fall between
    /// clusters; whitespace next to the ellipsis is dropped. A line with tabs is measured as it is drawn:
    /// head, ellipsis, tail, each tab at its stop (see `tabbed`); `indent` is where the line starts.
    static func truncated(_ range: Range<Int>, mode: LineBreakMode, paragraph: ShapedParagraph, text: UTF8Text,
                          available: Double, ellipsisWidth: Double, indent: Double, style: ParagraphStyle) -> LineContent {
        let inkEnd = text.trailingSpaceStart(range)
        let k = paragraph.firstTab(atOrAfter: range.lowerBound)
        if k < paragraph.tabs.count, paragraph.tabs[k] < inkEnd {
            return tabbed(range, inkEnd: inkEnd, mode: mode, paragraph: paragraph, text: text, available: available,
                          ellipsisWidth: ellipsisWidth, indent: indent, style: style)
        }
        let cuts = [range.lowerBound] + paragraph.clusterBoundaries(in: range.lowerBound..<inkEnd) + [inkEnd]
        let budget = available - ellipsisWidth + 1e-9
        // Whitespace next to the ellipsis is dropped. The last answers are kept: every cut inside a run
        // of spaces has the same answer, so a run of a million spaces is walked once, not once per cut.
        var lastHead = (cut: Int.min, start: Int.min), lastTail = (cut: Int.max, end: Int.max)
        func head(upTo cut: Int) -> Range<Int> {
            if !(lastHead.start...lastHead.cut).contains(cut) {
                lastHead = (cut, text.trailingSpaceStart(range.lowerBound..<cut))
            }
            return range.lowerBound..<lastHead.start
        }
        func tail(from cut: Int) -> Range<Int> {
            if !(lastTail.cut...lastTail.end).contains(cut) {
                lastTail = (cut, text.leadingSpaceEnd(cut..<inkEnd))
            }
            return lastTail.end..<inkEnd
        }
        switch mode {
        case .truncateHead:
            let cut = cuts.first { paragraph.width(tail(from: $0)) <= budget } ?? inkEnd
            return LineContent(head: range.lowerBound..<range.lowerBound, ellipsisThen: tail(from: cut))
        case .truncateMiddle:
            let left = cuts.last { paragraph.width(head(upTo: $0)) <= budget / 2 } ?? range.lowerBound
            let leftWidth = paragraph.width(head(upTo: left))
            let right = cuts.first { $0 >= left && paragraph.width(tail(from: $0)) <= budget - leftWidth } ?? inkEnd
            return LineContent(head: head(upTo: left), ellipsisThen: tail(from: right))
        case .wordWrap, .charWrap, .clip, .truncateTail:
            let cut = cuts.last { paragraph.width(head(upTo: $0)) <= budget } ?? range.lowerBound
            return LineContent(head: head(upTo: cut), ellipsisThen: inkEnd..<inkEnd)
        }
    }

    /// `truncated` for a line with tabs: the head is measured with its tab stops from the line's start,
    /// the tail with its own from where it is drawn, after the head and the ellipsis (what UILabel does:
    /// the shortened line is laid out as one line). The head grows cut by cut (one `TabRuler` keeps the
    /// columns already placed); the tail shrinks from the paragraph's end and is measured again for each
    /// cut, which costs at most a line's worth of text each time since the walk stops at the first that
    /// does not fit.
    private static func tabbed(_ range: Range<Int>, inkEnd: Int, mode: LineBreakMode, paragraph: ShapedParagraph,
                               text: UTF8Text, available: Double, ellipsisWidth: Double, indent: Double,
                               style: ParagraphStyle) -> LineContent {
        let limit = available + 1e-9
        let cuts = [range.lowerBound] + paragraph.clusterBoundaries(in: range.lowerBound..<inkEnd) + [inkEnd]
        var ruler = TabRuler(paragraph: paragraph, text: text, style: style, indent: indent, lineStart: range.lowerBound)
        func head(upTo cut: Int) -> Range<Int> { range.lowerBound..<text.trailingSpaceStart(range.lowerBound..<cut) }
        func tail(from cut: Int) -> Range<Int> { text.leadingSpaceEnd(cut..<inkEnd)..<inkEnd }
        func headWidth(_ head: Range<Int>) -> Double { head.isEmpty ? 0 : ruler.width(to: head.upperBound) }
        /// The tail's width when it is drawn `before` points after the line's start.
        func tailWidth(_ tail: Range<Int>, after before: Double) -> Double {
            var hint = paragraph.shaped.pieces.count
            return paragraph.lineWidth(tail, indent: indent + before, style: style, text: text, hint: &hint)
        }
        /// The last cut whose head fits in `budget` (heads grow with the cut: the walk stops at the first that does not fit).
        func lastHeadCut(within budget: Double) -> Int {
            var fitting = range.lowerBound
            for cut in cuts {
                guard headWidth(head(upTo: cut)) <= budget else { break }
                fitting = cut
            }
            return fitting
        }
        /// The first cut at or after `lowest` whose tail fits after `before` points, walking back from the end.
        func firstTailCut(after before: Double, from lowest: Int) -> Int {
            var fitting = inkEnd
            for cut in cuts.reversed() where cut >= lowest {
                guard before + tailWidth(tail(from: cut), after: before) <= limit else { break }
                fitting = cut
            }
            return fitting
        }
        switch mode {
        case .truncateHead:
            return LineContent(head: range.lowerBound..<range.lowerBound,
                               ellipsisThen: tail(from: firstTailCut(after: ellipsisWidth, from: range.lowerBound)))
        case .truncateMiddle:
            let leftCut = lastHeadCut(within: (available - ellipsisWidth) / 2 + 1e-9)
            let before = headWidth(head(upTo: leftCut)) + ellipsisWidth
            return LineContent(head: head(upTo: leftCut), ellipsisThen: tail(from: firstTailCut(after: before, from: leftCut)))
        case .wordWrap, .charWrap, .clip, .truncateTail:
            return LineContent(head: head(upTo: lastHeadCut(within: limit - ellipsisWidth)), ellipsisThen: inkEnd..<inkEnd)
        }
    }
}
