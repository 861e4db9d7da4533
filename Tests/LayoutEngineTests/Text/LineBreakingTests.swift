import Testing
@testable import LayoutEngine

@Suite struct LineBreakingTests {
    let engine = TextEngine()
    let style = TextStyle(size: 14)

    func lines(_ text: String, width: Double?, style: TextStyle? = nil) throws -> [String] {
        try engine.layout(text, style: style ?? self.style, maxWidth: width).lines.map(\.text)
    }

    @Test func wrapsBetweenWords() throws {
        #expect(try lines("Hello world, this is a paragraph of text that wraps.", width: 120)
            == ["Hello world, this", "is a paragraph of", "text that wraps."])
    }

    @Test func everyLineFitsTheWidth() throws {
        let layout = try engine.layout("Hello world, this is a paragraph of text that wraps.", style: style, maxWidth: 120)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
    }

    /// The ASCII table of breaks after a space, filled from one reused buffer, is libunibreak's
    /// answer for every pair as asked one pair at a time (and not all one way).
    @Test func theAsciiBreakAfterSpaceTableIsLibunibreaksAnswer() {
        var allowed = 0
        var differing: [String] = []
        for left in 0..<128 {
            for right in 0..<128 {
                let l = Unicode.Scalar(UInt8(left)), r = Unicode.Scalar(UInt8(right))
                let answer = BreakOpportunities.computeBreakAfterSpace(between: l, and: r)
                if BreakOpportunities.allowsBreakAfterSpace(between: l, and: r) != answer { differing.append("\(left) \(right)") }
                if answer { allowed += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(allowed > 8000 && allowed < 128 * 128)
    }

    @Test func hardBreaksOnNewlineCarriageReturnNewlineAndLineSeparator() throws {
        #expect(try lines("a\nb\r\nc\u{2028}d", width: nil) == ["a", "b", "c", "d"])
    }

    @Test func finalNewlineAddsNoLine() throws {
        #expect(try lines("a\n", width: nil) == ["a"])
        #expect(try lines("a\n\nb", width: nil) == ["a", "", "b"])
    }

    @Test func wordWiderThanTheLineBreaksBetweenCharacters() throws {
        let layout = try engine.layout("supercalifragilisticexpialidocious", style: style, maxWidth: 50)
        #expect(layout.lines.map(\.text).joined() == "supercalifragilisticexpialidocious")
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 50 })
    }

    @Test func longUnbrokenTextFillsWideLinesKeepingEveryCharacter() throws {
        // More than 64 clusters per line: the emergency break reads boundaries in several batches.
        let text = String(repeating: "abcdefghij", count: 200)
        let layout = try engine.layout(text, style: style, maxWidth: 1000)
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(layout.lines.allSatisfy { $0.width <= 1000 })
        #expect(layout.lines.dropLast().allSatisfy { $0.text.count > 64 })
        let next = try engine.layout(String(text.prefix(layout.lines[0].text.count + 1)), style: style)
        #expect(next.lines[0].width > 1000)
    }

    @Test func charWrapFillsEachLine() throws {
        var charStyle = style
        charStyle.paragraph.lineBreakMode = .charWrap
        let wrapped = try lines("Hello world again", width: 60, style: charStyle)
        #expect(wrapped.joined(separator: " ").replacingOccurrences(of: "  ", with: " ").filter { $0 != " " }
            == "Helloworldagain")
        #expect(wrapped[0].hasPrefix("Hello w"))
    }

    @Test func koreanBreaksBetweenSyllablesByDefault() throws {
        #expect(try lines("친구 신청 취소 안녕하세요 반갑습니다", width: 80)[0] == "친구 신청 취")
    }

    @Test func hangulWordPriorityKeepsKoreanWordsWhole() throws {
        var keepAll = style
        keepAll.paragraph.lineBreakStrategy = .hangulWordPriority
        let wrapped = try lines("친구 신청 취소 안녕하세요 반갑습니다", width: 80, style: keepAll)
        #expect(wrapped == ["친구 신청", "취소", "안녕하세요", "반갑습니다"])
    }

    @Test func noWidthMeansOneLinePerHardBreak() throws {
        #expect(try lines("a long line that would wrap\nsecond", width: nil) == ["a long line that would wrap", "second"])
    }

    @Test func lineRangesAreUTF8OffsetsIncludingHangingSpaces() throws {
        let layout = try engine.layout("Hello world", style: style, maxWidth: 50)
        #expect(layout.lines.map(\.range) == [0..<6, 6..<11])
    }
}
