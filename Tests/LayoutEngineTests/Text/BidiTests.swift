import Foundation
import Testing
@testable import LayoutEngine

/// UAX #9 through ICU: lines measured and broken in logical order, drawn in visual order.
@Suite struct BidiTests {
    let engine = TextEngine()

    /// The glyphs of `layout` in drawing order with their fonts' file names and x positions.
    func placed(_ layout: TextLayout) -> [(glyph: UInt32, font: String, x: Double)] {
        layout.runs.flatMap { run in
            zip(run.glyphs, run.positions).map { ($0, URL(fileURLWithPath: (run.font as? FontFace)?.path ?? "").lastPathComponent, $1.x) }
        }
    }

    /// The glyph id `face` gives `character` on its own.
    func glyph(_ character: Character, _ style: TextStyle = TextStyle(size: 20)) throws -> UInt32 {
        try engine.layout(String(character), style: style).runs[0].glyphs[0]
    }

    @Test func hebrewRowWithAnEnglishWordAndANumberDrawsInVisualOrder() throws {
        // "3 new notifications from WhatsApp": Hebrew first strong, so the paragraph runs right to left;
        // "3" is drawn rightmost, "WhatsApp" keeps its letters left to right at the left end.
        let text = "3 התראות חדשות מ-WhatsApp"
        let layout = try engine.layout(text, style: TextStyle(size: 20))
        #expect(layout.lines.map(\.text) == [text])
        let glyphs = placed(layout)
        let w = try glyph("W"), p = try glyph("p"), three = try glyph("3")
        let xW = try #require(glyphs.first { $0.glyph == w }?.x)
        let xP = try #require(glyphs.last { $0.glyph == p }?.x)
        let x3 = try #require(glyphs.first { $0.glyph == three }?.x)
        #expect(xW < xP, "WhatsApp reads left to right")
        #expect(x3 > xP, "the number sits at the right end")
        #expect(glyphs.map(\.x).max()! == x3)
        // Spaces are kept: the drawn line is as wide as the measured one.
        let width = layout.lines[0].width
        #expect(abs(width - (try engine.layout("3 התראות", style: TextStyle(size: 20)).lines[0].width
                             + engine.layout(" חדשות מ-WhatsApp", style: TextStyle(size: 20)).lines[0].width)) < 0.01)
    }

    @Test func naturalAlignmentFollowsTheParagraphDirection() throws {
        let hebrew = try engine.layout("שלום", style: TextStyle(size: 20), maxWidth: 200)
        let english = try engine.layout("Hello", style: TextStyle(size: 20), maxWidth: 200)
        #expect(abs(hebrew.lines[0].x + hebrew.lines[0].width - 200) < 1e-9)
        #expect(english.lines[0].x == 0)
    }

    @Test func explicitLeftToRightDirectionKeepsHebrewOnTheLeft() throws {
        var paragraph = ParagraphStyle()
        paragraph.baseWritingDirection = .leftToRight
        let layout = try engine.layout("שלום", style: TextStyle(size: 20, paragraph: paragraph), maxWidth: 200)
        #expect(layout.lines[0].x == 0)
    }

    @Test func rightToLeftDirectionPutsALatinParagraphOnTheRight() throws {
        var paragraph = ParagraphStyle()
        paragraph.baseWritingDirection = .rightToLeft
        let layout = try engine.layout("abc!", style: TextStyle(size: 20, paragraph: paragraph), maxWidth: 200)
        #expect(layout.lines[0].x > 100)
        // The "!" is neutral at the end of a right-to-left paragraph: drawn left of "abc".
        let glyphs = placed(layout)
        let bang = try glyph("!"), a = try glyph("a")
        #expect(try #require(glyphs.first { $0.glyph == bang }?.x) < (try #require(glyphs.first { $0.glyph == a }?.x)))
    }

    @Test func bracketsAreMirroredInRightToLeftRuns() throws {
        // In right-to-left text "(" is drawn with the glyph of ")" (UAX #9 L4, Bidi_Mirrored).
        let layout = try engine.layout("שלום (עולם)", style: TextStyle(size: 20))
        let glyphs = placed(layout).map(\.glyph)
        let open = try glyph("("), close = try glyph(")")
        // Visual order, left to right: "(" of the mirrored ")" first, then the word, then the mirrored "(".
        let brackets = glyphs.filter { $0 == open || $0 == close }
        #expect(brackets == [open, close])
        #expect(glyphs.firstIndex(of: open)! < glyphs.firstIndex(of: close)!)
    }

    @Test func linesStayInLogicalOrderAndBreakAsMeasured() throws {
        let text = "שלום עולם, זהו טקסט ארוך שנשבר לכמה שורות"
        let layout = try engine.layout(text, style: TextStyle(size: 17), maxWidth: 120)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined(separator: " ") == text)
        for line in layout.lines { #expect(line.width <= 120 + 1e-9) }
    }

    @Test func arabicLettersTakeTheirJoiningForms() throws {
        // "كتب" shaped right to left as one run: its first letter takes its initial form, not the isolated one.
        let alone = try engine.layout("كتب", style: TextStyle(size: 20))
        let isolated = try engine.layout("ك", style: TextStyle(size: 20))
        let forms = alone.runs.flatMap(\.glyphs)
        #expect(forms.count == 3)
        #expect(!forms.contains(isolated.runs[0].glyphs[0]), "the first letter takes its initial form")
        #expect(alone.missingCharacters.isEmpty)
    }

    @Test func visualOrderReversesOddLevelsFromTheHighestDown() {
        #expect(BidiLevels.visualOrder([0, 0, 0]) == [0, 1, 2])
        #expect(BidiLevels.visualOrder([1, 1, 1]) == [2, 1, 0])
        // An English word (level 2) inside a right-to-left paragraph keeps its order.
        #expect(BidiLevels.visualOrder([1, 2, 2, 1]) == [3, 1, 2, 0])
        #expect(BidiLevels.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
    }

    @Test func leftToRightTextSkipsTheBidiAlgorithm() {
        let text = Array("Hello, 안녕하세요 Привет".utf8)
        text.withUnsafeBufferPointer { bytes in
            let levels = BidiLevels(UTF8Text(bytes: bytes), range: 0..<bytes.count, direction: .natural)
            #expect(levels.levels == nil && levels.paragraphLevel == 0)
        }
    }
}
