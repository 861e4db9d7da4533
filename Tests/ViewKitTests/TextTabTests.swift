import Foundation
import Testing
import LayoutEngine
@testable import ViewKit

/// `NSTextTab`s set through `NSMutableParagraphStyle` reach a label's layout with their alignment:
/// the text after a tab lines up on the stop by its start, middle, end or decimal separator.
@MainActor
struct TextTabTests {
    /// A label showing `text` in 17 pt with `tabs`, laid out on one line.
    private func layout(_ text: String, tabs: [NSTextTab]) throws -> (TextLayout, UILabel) {
        let style = NSMutableParagraphStyle()
        style.tabStops = tabs
        let label = UILabel()
        label.attributedText = NSAttributedString(string: text, attributes: [
            .paragraphStyle: style, .font: UIFont.systemFont(ofSize: 17),
        ])
        return (try #require(label.textLayout(width: nil)), label)
    }

    /// The width of `text` in the label's font, laid out alone.
    private func width(_ text: String, in label: UILabel) throws -> Double {
        try TextEngine.current.layout(text, style: label.engineStyle(lines: 1)).lines[0].width
    }

    private func xs(_ layout: TextLayout) -> [Double] { layout.runs.flatMap(\.positions).map(\.x) }

    @Test func aDecimalStopFromTheLocalesTerminatorsLinesUpTheSeparator() throws {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        let tab = NSTextTab(textAlignment: .right, location: 120, options: [.columnTerminators: terminators])
        let (layout, label) = try layout("Mocha\t12.75", tabs: [tab])
        // "Mocha" and the tab are six glyphs; the column starts at the seventh.
        #expect(try abs(xs(layout)[6] - (120 - width("12", in: label))) < 1e-9, "\(xs(layout))")
    }

    @Test func theGermanDecimalSeparatorIsAComma() {
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "de_DE"))
        #expect(terminators.contains(","))
        #expect(!terminators.contains("."))
    }

    @Test func rightAndCenterStopsAlignTheirColumns() throws {
        let tabs = [NSTextTab(textAlignment: .center, location: 100), NSTextTab(textAlignment: .right, location: 220)]
        let (layout, label) = try layout("a\tmid\tend", tabs: tabs)
        let positions = xs(layout)
        #expect(try abs(positions[2] - (100 - width("mid", in: label) / 2)) < 1e-9, "\(positions)")
        #expect(try abs(positions[6] - (220 - width("end", in: label))) < 1e-9, "\(positions)")
    }

    @Test func addTabStopKeepsTheStopsSortedAndTheIntervalApplies() throws {
        let style = NSMutableParagraphStyle()
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .left, location: 90))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 30))
        style.defaultTabInterval = 40
        #expect(style.tabStops.map(\.location) == [30, 90])
        let engine = style.engineParagraph(numberOfLines: 0, direction: .leftToRight)
        #expect(engine.tabStops == [30, 90])
        #expect(engine.defaultTabInterval == 40)
    }
}
