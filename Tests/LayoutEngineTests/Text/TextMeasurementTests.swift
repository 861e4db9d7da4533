import Testing
@testable import LayoutEngine

@Suite struct TextMeasurementTests {
    let engine = TextEngine()
    let lineHeight14 = 2384.0 * 14 / 2048

    @Test func emptyTextHasZeroSizeAndNoLines() throws {
        let layout = try engine.layout("", style: TextStyle(size: 14))
        #expect(layout.size == .zero)
        #expect(layout.lines.isEmpty)
        #expect(layout.runs.isEmpty)
    }

    /// DejaVu Sans advances: H 1540, e 1260, l 569, o 1253 units; no kerning among these pairs.
    @Test func singleLineWidthIsTheSumOfUnhintedAdvances() throws {
        let layout = try engine.layout("Hello", style: TextStyle(size: 14))
        let expected = Double(1540 + 1260 + 569 + 569 + 1253) * 14 / 2048
        #expect(abs(layout.lines[0].width - expected) < 1e-9)
    }

    @Test func heightIsTheLineHeightRoundedUpToThePixelGrid() throws {
        let one = try engine.layout("Hello", style: TextStyle(size: 14), scale: 1)
        let three = try engine.layout("Hello", style: TextStyle(size: 14), scale: 3)
        #expect(one.size.height == 17)
        #expect(three.size.height == (lineHeight14 * 3).rounded(.up) / 3)
    }

    @Test func widthIsTheWidestLineRoundedUp() throws {
        let layout = try engine.layout("Hello\nHi", style: TextStyle(size: 14), scale: 2)
        #expect(layout.size.width == (layout.lines[0].width * 2).rounded(.up) / 2)
    }

    @Test func trailingSpacesHang() throws {
        let plain = try engine.layout("Hello", style: TextStyle(size: 14))
        let spaced = try engine.layout("Hello   ", style: TextStyle(size: 14))
        #expect(spaced.lines[0].width == plain.lines[0].width)
        #expect(spaced.lines[0].text == "Hello")
    }

    @Test func baselineOfFirstLineIsTheAscent() throws {
        let layout = try engine.layout("Hello", style: TextStyle(size: 14))
        #expect(abs(layout.lines[0].baseline - 1901.0 * 14 / 2048) < 1e-9)
    }

    @Test func kerningNarrowsAV() throws {
        let pair = try engine.layout("AV", style: TextStyle(size: 100))
        let a = try engine.layout("A", style: TextStyle(size: 100))
        let v = try engine.layout("V", style: TextStyle(size: 100))
        #expect(pair.lines[0].width < a.lines[0].width + v.lines[0].width - 1)
    }

    @Test func glyphPositionsAdvanceAlongTheBaseline() throws {
        let layout = try engine.layout("Hello", style: TextStyle(size: 14))
        let run = layout.runs[0]
        #expect(run.glyphs.count == 5)
        #expect(run.positions[0] == Point(x: 0, y: layout.lines[0].baseline))
        #expect(abs(run.positions[1].x - 1540.0 * 14 / 2048) < 1e-9)
    }
}
