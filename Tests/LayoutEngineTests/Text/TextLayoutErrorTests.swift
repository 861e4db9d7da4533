import Testing
@testable import LayoutEngine

@Suite struct TextLayoutErrorTests {
    let engine = TextEngine()

    func field(of body: () throws -> TextLayout) -> String? {
        do {
            _ = try body()
            return nil
        } catch let TextLayoutError.invalidValue(field, _, _) {
            return field
        } catch {
            return "\(error)"
        }
    }

    @Test func nanFontSizeIsRejected() {
        #expect(field { try engine.layout("a", style: TextStyle(size: .nan)) } == "style.size")
    }

    @Test func zeroAndHugeFontSizesAreRejected() {
        #expect(field { try engine.layout("a", style: TextStyle(size: 0)) } == "style.size")
        #expect(field { try engine.layout("a", style: TextStyle(size: 1e12)) } == "style.size")
    }

    @Test func negativeWidthIsRejected() {
        #expect(field { try engine.layout("a", style: TextStyle(), maxWidth: -1) } == "maxWidth")
    }

    @Test func infiniteWidthMeansUnlimited() throws {
        let unlimited = try engine.layout("a b c", style: TextStyle(), maxWidth: .infinity)
        #expect(unlimited.lines.count == 1)
    }

    @Test func zeroWidthPutsOneClusterPerLine() throws {
        let layout = try engine.layout("abc", style: TextStyle(), maxWidth: 0)
        #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func nonPositiveScaleIsRejected() {
        #expect(field { try engine.layout("a", style: TextStyle(), scale: 0) } == "scale")
        #expect(field { try engine.layout("a", style: TextStyle(), scale: -.infinity) } == "scale")
    }

    @Test func negativeNumberOfLinesIsRejected() {
        var style = TextStyle()
        style.paragraph.numberOfLines = -1
        #expect(field { try engine.layout("a", style: style) } == "style.paragraph.numberOfLines")
    }

    @Test func nanLineSpacingIsRejected() {
        var style = TextStyle()
        style.paragraph.lineSpacing = .nan
        #expect(field { try engine.layout("a", style: style) } == "style.paragraph.lineSpacing")
    }

    @Test func unknownFamilyIsAFontError() {
        #expect(throws: FontError.notFound(family: "Comic Nothing", weight: .regular)) {
            try engine.layout("a", style: TextStyle(family: "Comic Nothing"))
        }
    }

    @Test func indentWiderThanTheLineStillMakesProgress() throws {
        var style = TextStyle()
        style.paragraph.firstLineHeadIndent = 500
        let layout = try engine.layout("ab cd", style: style, maxWidth: 100)
        // The first line has no room at all: it still takes one cluster; the rest fits the next line.
        #expect(layout.lines.map(\.text) == ["a", "b cd"])
    }
}
