/// One stretch of typeset text in one style: a plain text is one span, an `AttributedText` one per
/// non-empty run. Spans cover the text in order, without gaps.
struct TextSpan {
    /// Bytes of the text.
    var range: Range<Int>
    var chain: FontChain
    /// The font size in points.
    var size: Double
    /// Points after every cluster.
    var letterSpacing: Double
    /// nil: the text node's color.
    var color: Color?
    var underline: TextDecoration.Style?
    var strikethrough: TextDecoration.Style?
}

extension [TextSpan] {
    /// The index of the span holding byte `offset` (the last span for the text's end).
    func index(containing offset: Int) -> Int {
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if self[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
