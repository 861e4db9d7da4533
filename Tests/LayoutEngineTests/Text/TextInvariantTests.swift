import Testing
@testable import LayoutEngine

/// Properties every layout keeps, checked on seeded random text mixing scripts, marks, emoji, controls,
/// hard breaks and spaces (the inputs most likely to break cluster and break-position bookkeeping).
@Suite struct TextInvariantTests {
    static let alphabet: [String] = [
        "a", "Z", "0", " ", " ", "  ", "-", ".", ",", "(", ")", "\"", "\t", "\n", "\r\n", "\u{2028}", "\u{2029}",
        "é", "e\u{301}", "\u{301}", "한", "글", "ㄱ", "\u{1100}\u{1161}", "漢", "ש", "ل", "\u{200D}", "\u{FE0F}",
        "👍", "👍🏽", "👩‍💻", "🇰🇷", "\u{13000}", "\u{0}", "\u{7F}", "\u{A0}", "\u{3000}", "…", "ﬁ",
        "\r", "\u{85}", "\u{B}", "\u{FFFD}", "\u{E0001}", "supercalifragilisticexpialidocious", "3.14", "1,000",
    ]

    struct Generator {
        var state: UInt64
        mutating func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
    }

    static func randomText(_ generator: inout Generator) -> String {
        (0..<(1 + generator.next() % 60)).map { _ in alphabet[generator.next() % alphabet.count] }.joined()
    }

    @Test func randomTextNeverFailsAndLinesStayInsideTheText() throws {
        var generator = Generator(state: 42)
        let modes: [LineBreakMode] = [.wordWrap, .charWrap, .truncateTail, .truncateHead, .truncateMiddle, .clip]
        for round in 0..<300 {
            let text = TextInvariantTests.randomText(&generator)
            var paragraph = ParagraphStyle()
            paragraph.lineBreakMode = modes[round % modes.count]
            paragraph.lineBreakStrategy = round % 2 == 0 ? .standard : .hangulWordPriority
            paragraph.numberOfLines = round % 3
            paragraph.alignment = TextAlignment.allCases[round % TextAlignment.allCases.count]
            let width: Double? = [nil, 0, 17, 60, 250][round % 5]
            let layout = try TextEngine.shared.layout(text, style: TextStyle(size: 13, paragraph: paragraph), maxWidth: width)
            let count = text.utf8.count
            for line in layout.lines {
                #expect(line.range.lowerBound >= 0 && line.range.upperBound <= count, "\(text.debugDescription)")
                #expect(line.width.isFinite && line.width >= 0, "\(text.debugDescription)")
            }
            if paragraph.numberOfLines > 0 { #expect(layout.lines.count <= paragraph.numberOfLines) }
            #expect(layout.size.width.isFinite && layout.size.height.isFinite)
            for run in layout.runs {
                #expect(run.glyphs.count == run.positions.count)
                #expect(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
            }
        }
    }

    @Test func wrappedLinesFitUnlessOneClusterIsWiderThanTheLine() throws {
        var generator = Generator(state: 7)
        for _ in 0..<200 {
            let text = TextInvariantTests.randomText(&generator)
            let layout = try TextEngine.shared.layout(text, style: TextStyle(size: 13), maxWidth: 60)
            for line in layout.lines where line.width > 60 + 1e-9 {
                #expect(line.text.count == 1, "line \(line.text.debugDescription) of \(text.debugDescription) is too wide")
            }
        }
    }

    @Test func wordWrapKeepsEveryNonSpaceCharacterInOrder() throws {
        var generator = Generator(state: 99)
        for _ in 0..<200 {
            let text = TextInvariantTests.randomText(&generator)
            let layout = try TextEngine.shared.layout(text, style: TextStyle(size: 13), maxWidth: 60)
            let kept = layout.lines.map(\.text).joined().unicodeScalars.filter { !$0.properties.isWhitespace }
            let original = text.unicodeScalars.filter { !$0.properties.isWhitespace }
            #expect(String(String.UnicodeScalarView(kept)) == String(String.UnicodeScalarView(original)),
                    "\(text.debugDescription)")
        }
    }
}
