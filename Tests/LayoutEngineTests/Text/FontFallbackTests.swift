import Foundation
import Testing
@testable import LayoutEngine

@Suite struct FontFallbackTests {
    let engine = TextEngine()

    func fileNames(_ layout: TextLayout) -> [String] {
        layout.runs.map { run in URL(fileURLWithPath: (run.font as? FontFace)?.path ?? "").lastPathComponent }
    }

    @Test func hangulIsDrawnWithNanumGothic() throws {
        let layout = try engine.layout("취소", style: TextStyle())
        #expect(fileNames(layout) == ["NanumGothic.ttf"])
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func boldHangulIsDrawnWithNanumGothicBold() throws {
        let layout = try engine.layout("친구 신청", style: TextStyle(weight: .bold))
        #expect(Set(fileNames(layout)) == ["NanumGothicBold.ttf", "DejaVuSans-Bold.ttf"])
    }

    @Test func mixedTextAlternatesFacesPerCluster() throws {
        let layout = try engine.layout("Swift 6로 만든", style: TextStyle())
        #expect(fileNames(layout) == ["DejaVuSans.ttf", "NanumGothic.ttf", "DejaVuSans.ttf", "NanumGothic.ttf"])
    }

    @Test func characterNoFontHasIsReportedAndDrawnAsNotdef() throws {
        let layout = try engine.layout("a\u{13000}b", style: TextStyle())
        #expect(layout.missingCharacters == ["\u{13000}"])
        #expect(fileNames(layout) == ["DejaVuSans.ttf"])
        #expect(layout.runs[0].glyphs[1] == 0)
    }

    @Test func combiningMarkStaysWithItsBase() throws {
        let layout = try engine.layout("e\u{301}", style: TextStyle())
        #expect(layout.missingCharacters.isEmpty)
        #expect(fileNames(layout) == ["DejaVuSans.ttf"])
        #expect(layout.lines[0].text == "e\u{301}")
    }

    @Test func tabsAndControlCharactersDrawNoNotdefBox() throws {
        let layout = try engine.layout("a\tb\u{0}c\u{7F}", style: TextStyle())
        #expect(!layout.runs[0].glyphs.contains(0))
        #expect(layout.missingCharacters.isEmpty)
    }

    @Test func aTabPastTheLastStopIsAsWideAsASpaceAndAControlHasNoWidth() throws {
        let width = { (text: String) in
            try self.engine.layout(text, style: TextStyle(paragraph: ParagraphStyle(tabStops: []))).lines[0].width
        }
        #expect(try width("a\tb") == width("a b"))
        #expect(try width("l\u{1}l") == width("ll"))
    }

    @Test func aLineIsAsTallAsTheFontsDrawnOnIt() throws {
        // Issue 23's measure contract: a line's height is the largest ascent plus the largest descent (plus
        // leading) of the fonts used on that line, not of the whole fallback list or the whole text.
        let mixed = try engine.layout("Hello\nสวัสดี\nHello สวัสดี", style: TextStyle())
        let latin = try engine.layout("Hello", style: TextStyle()).lines[0]
        let thai = try engine.layout("สวัสดี", style: TextStyle()).lines[0]
        #expect(latin.height != thai.height)
        #expect(mixed.lines[0].height == latin.height && mixed.lines[1].height == thai.height)
        #expect(mixed.lines[2].ascent == max(latin.ascent, thai.ascent))
        #expect(mixed.lines[2].descent == max(latin.descent, thai.descent))
    }

    @Test func missingCharactersAreListedOnce() throws {
        let layout = try engine.layout("\u{13000} \u{13000} \u{13001}", style: TextStyle())
        #expect(layout.missingCharacters == ["\u{13000}", "\u{13001}"])
    }

    @Test func flagsLayOutWithoutTrippingLibunibreak() throws {
        // libunibreak 5.1 asserts on a regional indicator after another character; the engine works around it.
        let layout = try engine.layout("a🇰🇷🇯🇵 b🇰🇷", style: TextStyle(), maxWidth: 10)
        #expect(layout.lines.map(\.text).joined().contains("🇰🇷"))
    }

    @Test func flagPairsStayOnOneLine() throws {
        let layout = try engine.layout("🇰🇷🇯🇵🇺🇸", style: TextStyle(), maxWidth: 1)
        #expect(layout.lines.map(\.text) == ["🇰🇷", "🇯🇵", "🇺🇸"])
    }

    @Test func rightToLeftRunsAreShapedRightToLeft() throws {
        // Hebrew shalom: HarfBuzz returns RTL glyphs in visual order, so the first glyph drawn is the last letter.
        let layout = try engine.layout("שלום", style: TextStyle(size: 20))
        let glyphs = layout.runs[0].glyphs
        let first = try engine.layout("ש", style: TextStyle(size: 20)).runs[0].glyphs[0]
        let last = try engine.layout("ם", style: TextStyle(size: 20)).runs[0].glyphs[0]
        #expect(glyphs.first == last)
        #expect(glyphs.last == first)
    }
}
