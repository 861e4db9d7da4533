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
    /// clusters; whitespace next to the ellipsis is dropped.
    static func truncated(_ range: Range<Int>, mode: LineBreakMode, paragraph: ShapedParagraph, text: UTF8Text,
                          available: Double, ellipsisWidth: Double) -> LineContent {
        let inkEnd = text.trailingSpaceStart(range)
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
}
