import Testing
@testable import LayoutEngine

@Suite struct ParagraphStyleTests {
    let engine = TextEngine()
    let text = "The quick brown fox jumps over the lazy dog and keeps running far away"

    func layout(_ text: String? = nil, width: Double? = 120, _ change: (inout ParagraphStyle) -> Void) throws -> TextLayout {
        var paragraph = ParagraphStyle()
        change(&paragraph)
        return try engine.layout(text ?? self.text, style: TextStyle(size: 14, paragraph: paragraph), maxWidth: width)
    }

    @Test func defaultsAreUIKits() {
        let style = ParagraphStyle()
        #expect(style.alignment == .natural)
        #expect(style.lineBreakMode == .wordWrap)
        #expect(style.numberOfLines == 0)
        #expect(style.lineHeightMultiple == 0 && style.lineSpacing == 0 && style.letterSpacing == 0)
    }

    @Test func numberOfLinesLimitsTheLinesWithoutEllipsisWhenWrapping() throws {
        let all = try layout { _ in }
        let two = try layout { $0.numberOfLines = 2 }
        #expect(two.lines.map(\.text) == Array(all.lines.prefix(2)).map(\.text))
        #expect(two.size.height < all.size.height)
    }

    @Test func truncateTailEndsTheLastLineWithAnEllipsisThatFits() throws {
        let layout = try layout { $0.numberOfLines = 2; $0.lineBreakMode = .truncateTail }
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].text.hasSuffix("\u{2026}"))
        #expect(layout.lines[1].width <= 120)
        #expect(layout.lines[1].range.upperBound == text.utf8.count)
    }

    @Test func truncateHeadStartsTheLastLineWithAnEllipsis() throws {
        let layout = try layout(width: 100) { $0.numberOfLines = 1; $0.lineBreakMode = .truncateHead }
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.hasPrefix("\u{2026}"))
        #expect(layout.lines[0].text.hasSuffix("far away"))
        #expect(layout.lines[0].width <= 100)
    }

    @Test func truncateMiddleKeepsBothEnds() throws {
        let layout = try layout(width: 100) { $0.numberOfLines = 1; $0.lineBreakMode = .truncateMiddle }
        let line = layout.lines[0].text
        #expect(line.hasPrefix("The"))
        #expect(line.hasSuffix("away"))
        #expect(line.contains("\u{2026}"))
        #expect(layout.lines[0].width <= 100)
    }

    @Test(arguments: LineBreakMode.allCases)
    func everyLineBreakModeStopsAtNumberOfLines(mode: LineBreakMode) throws {
        // Wrapping modes keep the first lines as they break without a limit; truncating ones wrap by
        // words and end the last line allowed with an ellipsis.
        let unlimited = try layout { $0.lineBreakMode = mode.truncates ? .wordWrap : mode }
        let two = try layout { $0.numberOfLines = 2; $0.lineBreakMode = mode }
        #expect(unlimited.lines.count > 2)
        #expect(two.lines.count == 2)
        #expect(two.lines.allSatisfy { $0.width <= 120 + 1e-9 }, "\(two.lines.map(\.width))")
        #expect(two.lines[0].text == unlimited.lines[0].text)
        #expect(two.lines[1].text.contains("\u{2026}") == mode.truncates, "\(two.lines[1].text)")
        if !mode.truncates { #expect(two.lines[1].text == unlimited.lines[1].text) }
        #expect(two.size.height < unlimited.size.height)
    }

    @Test func truncationAddsNothingWhenAllTextFits() throws {
        let layout = try layout("Short", width: 100) { $0.numberOfLines = 1; $0.lineBreakMode = .truncateTail }
        #expect(layout.lines.map(\.text) == ["Short"])
    }

    @Test func centeredLinesSitInTheMiddleOfTheWidth() throws {
        let layout = try layout { $0.alignment = .center }
        for line in layout.lines { #expect(abs(line.x - (120 - line.width) / 2) < 1e-9) }
        #expect(abs(layout.runs[0].positions[0].x - layout.lines[0].x) < 1e-9)
    }

    @Test func rightAlignedLinesEndAtTheWidth() throws {
        let layout = try layout { $0.alignment = .right }
        for line in layout.lines { #expect(abs(line.x + line.width - 120) < 1e-9) }
    }

    @Test func justifiedLinesStretchTheirSpacesExceptTheParagraphsLast() throws {
        let left = try layout { _ in }
        let justified = try layout { $0.alignment = .justified }
        // One glyph per character in this ASCII text: the first line's last glyph is at index count - 1.
        let lastOfLine = left.lines[0].text.count - 1
        let shift = justified.runs[0].positions[lastOfLine].x - left.runs[0].positions[lastOfLine].x
        #expect(abs(shift - (120 - left.lines[0].width)) < 1e-9)
        let lastLine = justified.lines.count - 1
        #expect(justified.lines[lastLine].x == 0)
        #expect(justified.runs[0].positions.last == left.runs[0].positions.last)
    }

    @Test func lineHeightMultipleScalesEachLineAndPutsTheExtraAbove() throws {
        let plain = try layout("A", width: nil) { _ in }
        let tall = try layout("A", width: nil) { $0.lineHeightMultiple = 1.5 }
        #expect(abs(tall.lines[0].height - plain.lines[0].height * 1.5) < 1e-9)
        #expect(abs(tall.lines[0].baseline - plain.lines[0].baseline - plain.lines[0].height * 0.5) < 1e-9)
    }

    @Test func minimumAndMaximumLineHeightClampTheHeight() throws {
        let raised = try layout("A", width: nil) { $0.minimumLineHeight = 30 }
        let capped = try layout("A", width: nil) { $0.maximumLineHeight = 10 }
        #expect(raised.lines[0].height == 30)
        #expect(capped.lines[0].height == 10)
    }

    @Test func lineSpacingGoesBetweenLinesOnly() throws {
        let plain = try layout("a\u{2028}b", width: nil) { _ in }
        let spaced = try layout("a\u{2028}b", width: nil) { $0.lineSpacing = 7 }
        #expect(abs(spaced.lines[1].baseline - plain.lines[1].baseline - 7) < 1e-9)
        #expect(spaced.size.height == (plain.lines[1].baseline + 7 + plain.lines[1].descent).rounded(.up)
            || spaced.size.height == plain.size.height + 7)
    }

    @Test func paragraphSpacingFollowsNewlinesButNotLineSeparators() throws {
        let newline = try layout("a\nb", width: nil) { $0.paragraphSpacing = 9 }
        let separator = try layout("a\u{2028}b", width: nil) { $0.paragraphSpacing = 9 }
        #expect(abs(newline.lines[1].baseline - separator.lines[1].baseline - 9) < 1e-9)
    }

    @Test func letterSpacingAddsAfterEveryCharacter() throws {
        let plain = try layout("Hello", width: nil) { _ in }
        let spaced = try layout("Hello", width: nil) { $0.letterSpacing = 2 }
        #expect(abs(spaced.lines[0].width - plain.lines[0].width - 10) < 1e-9)
    }

    @Test func firstLineHeadIndentIndentsTheFirstLineOfEachParagraph() throws {
        let layout = try layout("one two three four five six\nseven\u{2028}eight", width: 80) { $0.firstLineHeadIndent = 20 }
        #expect(layout.lines[0].x == 20)
        #expect(layout.lines[1].x == 0)
        let seven = try #require(layout.lines.first { $0.text == "seven" })
        let eight = try #require(layout.lines.first { $0.text == "eight" })
        #expect(seven.x == 20)
        #expect(eight.x == 0)
    }
}
