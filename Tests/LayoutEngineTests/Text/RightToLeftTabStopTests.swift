import Foundation
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

    /// The x of the first glyph of `character` in `layout`'s first line (its left edge, for the glyphs tested here).
    func x(of character: Character, in layout: TextLayout) throws -> Double {
        let glyph = try #require(engine.layout(String(character), style: TextStyle()).runs.first?.glyphs.first)
        let placed = layout.runs.flatMap { zip($0.glyphs, $0.positions) }
        return try #require(placed.first { $0.0 == glyph }?.1.x)
    }

    @Test(arguments: [("12.50", "12"), ("104.5", "104"), ("9", "9")])
    func aDecimalStopPutsTheSeparatorAtTheStop(price: String, integer: String) throws {
        // Numbers run left to right in any paragraph (UAX #9 rule W7): the integer part ends 100 points
        // from the right edge, where the separator starts; a number without one ends there.
        let (layout, xs) = try laidOut("קפה\t" + price, stops: [TextTab.decimal(at: 100)])
        #expect(try abs(xs[0] - (200 - width(integer))) < 1e-9, "\(xs)")
        if price.contains(".") { #expect(try abs(x(of: ".", in: layout) - 200) < 1e-9, "\(xs)") }
        let fraction = String(price.dropFirst(integer.count))
        let right = fraction.isEmpty ? 0 : try width(fraction)
        #expect(try abs(layout.lines[0].width - (100 - right + width(price))) < 1e-9)
    }

    @Test func aDecimalStopAlignsTheSeparatorWhereItIsDrawnNotWhereItIsStored() throws {
        // "12.50 ש״ח": the currency follows the number in logical order, so it is drawn left of it; only
        // ".50" lies right of the separator.
        let (layout, xs) = try laidOut("מחיר\t12.50 ש״ח", stops: [TextTab.decimal(at: 100)])
        #expect(try abs(x(of: ".", in: layout) - 200) < 1e-9, "\(xs)")
        #expect(try abs(layout.lines[0].width - (100 - width(".50") + width("12.50 ש״ח"))) < 1e-9)
    }

    /// Each glyph's id and x from its line's start, in x order.
    func placed(_ layout: TextLayout) -> [(glyph: UInt32, x: Double)] {
        layout.runs.flatMap { zip($0.glyphs, $0.positions).map { ($0.0, $0.1.x - layout.lines[0].x) } }.sorted { $0.x < $1.x }
    }

    @Test(arguments: [(WritingDirection.rightToLeft, "קפה\tשחור\tחזק עם חלב ועוגה ליד החלון הגדול של בית הקפה הישן בעיר"),
                      (.leftToRight, "Tea\tBlack\tstrong with milk and cake by the big window of the old cafe in town")])
    func aLineTruncatedInTheMiddleDrawsAsItsTextWithTheEllipsisWould(direction: WritingDirection, text: String) throws {
        // The head keeps its columns (counted from the line's start edge); the tail, after the ellipsis,
        // takes none of them.
        var paragraph = ParagraphStyle(lineBreakMode: .truncateMiddle, numberOfLines: 1, baseWritingDirection: direction,
                                       tabStops: [TextTab(location: 60, alignment: .right), TextTab(location: 120)])
        let truncated = try engine.layout(text, style: TextStyle(paragraph: paragraph), maxWidth: 300)
        let line = try #require(truncated.lines.first)
        #expect(line.text.components(separatedBy: "\t").count == 3 && line.text.contains("…") && !line.text.hasSuffix("…"), "\(line.text)")
        paragraph.numberOfLines = 0
        paragraph.lineBreakMode = .wordWrap
        let whole = try engine.layout(line.text, style: TextStyle(paragraph: paragraph))
        #expect(whole.lines.count == 1)
        #expect(abs(line.width - whole.lines[0].width) < 1e-9)
        let (drawn, expected) = (placed(truncated), placed(whole))
        #expect(drawn.map(\.glyph) == expected.map(\.glyph))
        #expect(zip(drawn, expected).allSatisfy { abs($0.x - $1.x) < 1e-9 }, "\(drawn.map(\.x)) vs \(expected.map(\.x))")
    }

    @Test func aLeftToRightParagraphKeepsCountingFromTheLeft() throws {
        let paragraph = ParagraphStyle(tabStops: [TextTab(location: 100, alignment: .left)])
        let layout = try engine.layout("ab\tcd", style: TextStyle(paragraph: paragraph), maxWidth: 300)
        #expect(layout.runs.flatMap(\.positions).map(\.x)[3] == 100)
    }
}
