import Testing
@testable import LayoutEngine

/// Tab stops in a right-to-left paragraph. Apple's NSTextTab: "A tab's location, on the other hand, is
/// relative to the back margin. A tab set at 1.5", for example, is at 1.5" from the right in right to
/// left text", while alignments are absolute: "tabbed text is always positioned to the left of a
/// right-aligned tab, whether the line sweep direction is left to right or right to left"
/// (https://developer.apple.com/documentation/uikit/nstexttab). Expected positions come from the
/// widths of the columns laid out alone.
@Suite struct RightToLeftTabStopTests {
    let engine = TextEngine()

    func width(_ text: String) throws -> Double { try engine.layout(text, style: TextStyle()).lines[0].width }

    /// `text` in a right-to-left paragraph 300 points wide, and its glyphs' x positions, left to right.
    func laidOut(_ text: String, stops: [TextTab] = [], interval: Double = 28) throws -> (TextLayout, [Double]) {
        let paragraph = ParagraphStyle(baseWritingDirection: .rightToLeft, tabStops: stops, defaultTabInterval: interval)
        let layout = try engine.layout(text, style: TextStyle(paragraph: paragraph), maxWidth: 300)
        return (layout, layout.runs.flatMap(\.positions).map(\.x).sorted())
    }

    @Test func aRightStopStartsTheColumnThereCountingFromTheRightEdge() throws {
        let (layout, xs) = try laidOut("שלום\tעולם", stops: [TextTab(location: 100, alignment: .right)])
        // The first column ends at the right edge; the second's right end is 100 points from it.
        #expect(try abs(xs[0] - (300 - 100 - width("עולם"))) < 1e-9, "\(xs)")
        #expect(try abs(xs[xs.count - 4] - (300 - width("שלום"))) < 1e-9, "\(xs)")
        #expect(try abs(layout.lines[0].width - (100 + width("עולם"))) < 1e-9)
    }

    @Test func aLeftStopEndsTheColumnThere() throws {
        let (layout, xs) = try laidOut("שלום\tעולם", stops: [TextTab(location: 100, alignment: .left)])
        // Text to the right of a left stop: the column ends (its left end) 100 points from the right edge.
        #expect(abs(xs[0] - 200) < 1e-9, "\(xs)")
        #expect(abs(layout.lines[0].width - 100) < 1e-9)
    }

    @Test func theDefaultStopsCountFromTheRightEdge() throws {
        // UIKit's default stops are left stops every 28 points: in right-to-left text each column
        // after a tab ends (its left end) 28 and 56 points from the right edge.
        let (_, xs) = try laidOut("א\tב\tג")
        #expect(xs[0] == 300 - 56, "\(xs)")
        #expect(xs.contains(300 - 28), "\(xs)")
        #expect(try abs(xs[xs.count - 1] - (300 - width("א"))) < 1e-9, "\(xs)")
    }

    @Test func aLeftToRightParagraphKeepsCountingFromTheLeft() throws {
        let paragraph = ParagraphStyle(tabStops: [TextTab(location: 100, alignment: .left)])
        let layout = try engine.layout("ab\tcd", style: TextStyle(paragraph: paragraph), maxWidth: 300)
        #expect(layout.runs.flatMap(\.positions).map(\.x)[3] == 100)
    }
}
