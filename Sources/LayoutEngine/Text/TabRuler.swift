/// Measures a line that holds tabs: each tab moves the pen to the paragraph style's next stop, and
/// where the text after it starts depends on the stop's alignment and on the width of that text's
/// column (see `TextTab`). Line breaking asks for widths at growing ends, so the tabs whose column is
/// complete (the next tab is already on the line) are placed once and kept; only the last tab's
/// placement waits for the line's end.
struct TabRuler {
    let paragraph: ShapedParagraph
    let text: UTF8Text
    let style: ParagraphStyle
    /// Points from the text's left edge to the line's start: stops are measured from that edge.
    let indent: Double
    private var lineStart = 0
    /// The tabs placed for good: the index of the next one in `paragraph.tabs`, where the text after
    /// the last one starts and the pen there (points from the line's start).
    private var next = 0, from = 0, pen = 0.0
    /// The last column terminator search: the tab, how far it looked and the terminator found, so a
    /// column grown by a word is not scanned again from its start.
    private var terminatorSearch = (tab: -1, scanned: 0, found: Int?.none)

    init(paragraph: ShapedParagraph, text: UTF8Text, style: ParagraphStyle, indent: Double, lineStart: Int) {
        self.paragraph = paragraph; self.text = text; self.style = style; self.indent = indent
        start(at: lineStart)
    }

    /// Forgets the tabs placed: the line starts at `lineStart`.
    mutating func start(at lineStart: Int) {
        self.lineStart = lineStart
        next = paragraph.firstTab(atOrAfter: lineStart)
        from = lineStart
        pen = 0
        terminatorSearch = (-1, 0, nil)
    }

    /// The width of the line from its start to `end`, every tab before `end` placed; `placed` hears
    /// each tab's offset and where the text after it starts (points from the line's start).
    mutating func width(to end: Int, placed: (_ tab: Int, _ columnStart: Double) -> Void = { _, _ in }) -> Double {
        if end < from { start(at: lineStart) }
        let tabs = paragraph.tabs
        while next < tabs.count, tabs[next] < end {
            let tab = tabs[next]
            let before = pen + paragraph.width(from..<tab)
            let columnEnd = next + 1 < tabs.count && tabs[next + 1] < end ? tabs[next + 1] : end
            let (after, waitsForEnd) = columnStart(tab: tab, pen: before, columnEnd: columnEnd)
            placed(tab, after)
            if waitsForEnd, columnEnd == end {
                // The last tab's column may still grow: placed again at the next end.
                return after + paragraph.width((tab + 1)..<end)
            }
            pen = after
            from = tab + 1
            next += 1
        }
        return pen + paragraph.width(from..<end)
    }

    /// Where the text after the tab at `tab` starts when the tab starts at `pen` and its column can run
    /// to `columnEnd`, and whether that depends on the column's width (a center or right stop).
    private mutating func columnStart(tab: Int, pen: Double, columnEnd: Int) -> (start: Double, waitsForEnd: Bool) {
        guard var stop = style.tabStop(after: indent + pen) else { return (pen + paragraph.width(tab..<(tab + 1)), false) }
        if paragraph.paragraphLevel == 1 {
            if stop.alignment == .right, !stop.columnTerminators.isEmpty {
                return (stop.columnStart(pen: indent + pen, column: decimalRightPart(after: tab, columnEnd: columnEnd, in: stop)) - indent, true)
            }
            // In a right-to-left paragraph the pen runs leftward from the right end and so do the stops'
            // locations, while alignments stay absolute (NSTextTab: "tabbed text is always positioned to the
            // left of a right-aligned tab, whether the line sweep direction is left to right or right to
            // left"): a right stop starts the column there, a left stop ends it there.
            stop.alignment = stop.alignment == .left ? .right : stop.alignment == .right ? .left : .center
        }
        if stop.alignment == .left { return (stop.location - indent, false) }
        let end = stop.columnTerminators.isEmpty ? columnEnd : terminator(after: tab, before: columnEnd, in: stop)
        return (stop.columnStart(pen: indent + pen, column: paragraph.width((tab + 1)..<end)) - indent, true)
    }

    /// How much of a decimal stop's column lies right of its separator's left edge, in a right-to-left
    /// paragraph: there the stop puts the separator, as in left-to-right text, because the numbers it
    /// aligns run left to right in any paragraph (UAX #9 rule W7; "These alignment types are absolute,
    /// not based on the line sweep direction"). Measured on the column as drawn, so a currency that
    /// follows the number logically but is drawn left of it ("12.50 ש״ח") stays left of the stop. A
    /// column without a separator ends at the stop, as a number without one does in left-to-right text.
    private mutating func decimalRightPart(after tab: Int, columnEnd: Int, in stop: TextTab) -> Double {
        let separator = terminator(after: tab, before: columnEnd, in: stop)
        guard separator < columnEnd else { return 0 }
        return paragraph.drawnWidth(of: (tab + 1)..<columnEnd,
                                    rightOfLeftEdgeOf: separator..<(separator + text.scalar(at: separator).length))
    }

    /// The first of the stop's column terminators after `tab` and before `end`, else `end`.
    private mutating func terminator(after tab: Int, before end: Int, in stop: TextTab) -> Int {
        if terminatorSearch.tab != tab || terminatorSearch.scanned > end { terminatorSearch = (tab, tab + 1, nil) }
        if let found = terminatorSearch.found { return found < end ? found : end }
        var i = terminatorSearch.scanned
        while i < end {
            let (scalar, length) = text.scalar(at: i)
            if stop.columnTerminators.contains(scalar) {
                terminatorSearch.found = i
                return i
            }
            i += length
        }
        terminatorSearch.scanned = i
        return end
    }
}
