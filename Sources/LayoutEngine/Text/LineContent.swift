/// What a line shows: ranges of the text in order, and where an ellipsis goes between them.
struct LineContent {
    /// Byte ranges of the text, drawn one after the other.
    var visible: [Range<Int>]
    /// The ellipsis is drawn before `visible[ellipsisIndex]` (after the last range when equal to its count);
    /// nil for a line without one.
    var ellipsisIndex: Int?

    /// A whole line, as the line breaker chose it.
    init(_ span: LineSpan) {
        visible = [span.start..<span.inkEnd]
        ellipsisIndex = nil
    }

    init(visible: [Range<Int>], ellipsisIndex: Int?) {
        self.visible = visible; self.ellipsisIndex = ellipsisIndex
    }

    /// The last line allowed when more text follows: `range` (from the line's start to its paragraph's end)
    /// shortened around an ellipsis of `ellipsisWidth` so it fits in `available` points. Cuts fall between
    /// clusters; whitespace next to the ellipsis is dropped.
    static func truncated(_ range: Range<Int>, mode: LineBreakMode, paragraph: ShapedParagraph, text: UTF8Text,
                          available: Double, ellipsisWidth: Double) -> LineContent {
        let inkEnd = text.trailingSpaceStart(range)
        let cuts = [range.lowerBound] + paragraph.clusterBoundaries(in: range.lowerBound..<inkEnd) + [inkEnd]
        let budget = available - ellipsisWidth + 1e-9
        func head(upTo cut: Int) -> Range<Int> { range.lowerBound..<text.trailingSpaceStart(range.lowerBound..<cut) }
        func tail(from cut: Int) -> Range<Int> { text.leadingSpaceEnd(cut..<inkEnd)..<inkEnd }
        switch mode {
        case .truncateHead:
            let cut = cuts.first { paragraph.width(tail(from: $0)) <= budget } ?? inkEnd
            return LineContent(visible: [tail(from: cut)], ellipsisIndex: 0)
        case .truncateMiddle:
            let left = cuts.last { paragraph.width(head(upTo: $0)) <= budget / 2 } ?? range.lowerBound
            let leftWidth = paragraph.width(head(upTo: left))
            let right = cuts.first { $0 >= left && paragraph.width(tail(from: $0)) <= budget - leftWidth } ?? inkEnd
            return LineContent(visible: [head(upTo: left), tail(from: right)], ellipsisIndex: 1)
        case .wordWrap, .charWrap, .clip, .truncateTail:
            let cut = cuts.last { paragraph.width(head(upTo: $0)) <= budget } ?? range.lowerBound
            return LineContent(visible: [head(upTo: cut)], ellipsisIndex: 1)
        }
    }
}
