import Testing
@testable import LayoutEngine

/// Tab stops (NSParagraphStyle's `tabStops` and `defaultTabInterval`): a tab moves the pen to the next
/// stop, measured from the text's left edge, on whichever line the tab lands.
@Suite struct TabStopTests {
    let engine = TextEngine()

    func glyphXs(_ layout: TextLayout) -> [Double] { layout.runs.flatMap(\.positions).map(\.x) }

    @Test func theDefaultStopsAreEvery28Points() throws {
        let layout = try engine.layout("a\tb\tc", style: TextStyle())
        let xs = glyphXs(layout)
        #expect(xs.count == 5)
        #expect(xs[2] == 28 && xs[4] == 56, "\(xs)")
        let c = try engine.layout("c", style: TextStyle()).lines[0].width
        #expect(abs(layout.lines[0].width - (56 + c)) < 1e-9)
    }

    @Test func explicitStopsInAnyOrderThenTheDefaultInterval() throws {
        let paragraph = ParagraphStyle(tabStops: [100, 40], defaultTabInterval: 50)
        let xs = glyphXs(try engine.layout("a\tb\tc\td", style: TextStyle(paragraph: paragraph)))
        // 40 and 100 as given, then the next multiple of 50 after 100 + "c".
        #expect(xs[2] == 40 && xs[4] == 100 && xs[6] == 150, "\(xs)")
    }

    @Test func aTabPastTheLastStopWithNoIntervalIsASpace() throws {
        let paragraph = ParagraphStyle(tabStops: [10])
        let tabbed = try engine.layout("abcdef\tg", style: TextStyle(paragraph: paragraph)).lines[0].width
        let spaced = try engine.layout("abcdef g", style: TextStyle(paragraph: paragraph)).lines[0].width
        #expect(tabbed == spaced)
    }

    @Test func stopsCountFromTheLeftEdgeSoTheFirstLineIndentCounts() throws {
        let paragraph = ParagraphStyle(firstLineHeadIndent: 10)
        let xs = glyphXs(try engine.layout("a\tb", style: TextStyle(paragraph: paragraph)))
        #expect(xs[0] == 10 && xs[2] == 28, "\(xs)")
    }

    @Test func aWrappedLineMeasuresItsTabsFromItsOwnStart() throws {
        // "xxxxx" fills the first line; the second starts with "y", then a tab to 28 from its start.
        let layout = try engine.layout("xxxxx y\tz", style: TextStyle(), maxWidth: 60)
        let last = try #require(layout.lines.last)
        #expect(last.text == "y\tz")
        let z = try engine.layout("z", style: TextStyle()).lines[0].width
        #expect(abs(last.width - (28 + z)) < 1e-9, "\(layout.lines.map(\.text))")
        let zX = try #require(layout.runs.last?.positions.last?.x)
        #expect(zX == 28)
    }

    @Test func measuringAgreesWithLayout() throws {
        let text = "Name\tJane\nRole\tDesign systems\tand more text to wrap\tz"
        let style = TextStyle(paragraph: ParagraphStyle(tabStops: [60, 200]))
        #expect(try engine.measure(text, style: style, maxWidth: 150, scale: 3) == engine.layout(text, style: style, maxWidth: 150, scale: 3).size)
        for line in try engine.layout(text, style: style, maxWidth: 150).lines { #expect(line.width <= 150 + 1e-9) }
    }

    @Test func tooManyOrInvalidStopsAreRefused() {
        #expect(throws: TextLayoutError.self) {
            try engine.layout("a\tb", style: TextStyle(paragraph: ParagraphStyle(tabStops: [.nan])))
        }
        #expect(throws: TextLayoutError.self) {
            try engine.layout("a\tb", style: TextStyle(paragraph: ParagraphStyle(tabStops: Array(repeating: 1, count: 1_001))))
        }
    }
}
