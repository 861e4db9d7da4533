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

/// `measure` is `layout(...).size` without the glyphs: the same on every kind of text and style.
@Suite struct MeasureAgreesWithLayoutTests {
    static let texts = [
        "", "Hello", "Hello\nHi", "The quick brown fox jumps over the lazy dog, again and again and again.",
        "한국은행이 기준금리를 다섯 번 연속 동결했다. 물가 상승세는 둔화했지만 아직 안정되지 않았다는 판단이다.",
        "mixed 한글 and Latin\u{2028}with a line separator\n\nand an empty paragraph",
        "https://www.example.com/news/2024/05/01/a-very-long-url-without-any-spaces-at-all?utm_source=app",
        "   leading spaces and trailing   ",
    ]

    @Test(arguments: texts)
    func measureIsTheLayoutsSize(text: String) throws {
        let engine = TextEngine()
        var paragraph = ParagraphStyle()
        for (alignment, mode, lines, width, scale) in [
            (TextAlignment.left, LineBreakMode.wordWrap, 0, 120.0 as Double?, 3.0),
            (.center, .truncateTail, 2, 90, 2), (.justified, .charWrap, 0, 77.5, 1),
            (.right, .truncateMiddle, 1, 200, 3), (.natural, .wordWrap, 0, nil, 2),
        ] {
            paragraph.alignment = alignment; paragraph.lineBreakMode = mode; paragraph.numberOfLines = lines
            paragraph.lineSpacing = 3; paragraph.paragraphSpacing = 5; paragraph.firstLineHeadIndent = 7
            let style = TextStyle(size: 15, paragraph: paragraph)
            let layout = try engine.layout(text, style: style, maxWidth: width, scale: scale)
            #expect(try engine.measure(text, style: style, maxWidth: width, scale: scale) == layout.size,
                    "\(alignment) \(mode) \(lines) lines at \(String(describing: width))")
        }
    }

    @Test func measureRejectsWhatLayoutRejects() {
        #expect(throws: TextLayoutError.self) { try TextEngine().measure("x", style: TextStyle(size: .nan)) }
        #expect(throws: TextLayoutError.self) { try TextEngine().measure("x", style: TextStyle(size: 14), maxWidth: -1) }
    }
}
