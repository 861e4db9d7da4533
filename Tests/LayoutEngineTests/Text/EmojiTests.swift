import Foundation
import Testing
@testable import LayoutEngine

/// Emoji: Noto Color Emoji's bitmaps, one glyph per sequence, the strike's advance.
@Suite struct EmojiTests {
    let engine = TextEngine()

    func emojiRuns(_ text: String, size: Double = 17) throws -> [GlyphRun] {
        try engine.layout(text, style: TextStyle(size: size)).runs.filter { ($0.font as? FontFace)?.isColorBitmap == true }
    }

    @Test func aWavingHandIsOneColorGlyph() throws {
        let runs = try emojiRuns("Jane 👋")
        #expect(runs.count == 1 && runs[0].glyphs.count == 1)
        let bitmap = try #require(runs[0].font.colorGlyph(runs[0].glyphs[0]))
        #expect(bitmap.ppem == 109 && bitmap.width == 136 && bitmap.height == 128)
    }

    @Test func advanceIsTheStrikeAdvanceScaled() throws {
        // 136 pixels at 109 ppem, as Chromium draws Noto Color Emoji.
        let width = try engine.layout("👋", style: TextStyle(size: 17)).lines[0].width
        #expect(abs(width - 17 * 136 / 109) < 1e-9)
    }

    @Test(arguments: ["👩‍👩‍👧‍👦", "👍🏽", "🇰🇷", "1️⃣", "🏳️‍🌈"])
    func sequencesAreOneGlyph(_ sequence: String) throws {
        let runs = try emojiRuns(sequence)
        #expect(runs.flatMap(\.glyphs).count == 1, "\(sequence)")
        #expect(try engine.layout(sequence, style: TextStyle()).missingCharacters.isEmpty)
    }

    @Test func textPresentationSelectorKeepsTheTextFont() throws {
        // U+2764 HEAVY BLACK HEART is text by default (DejaVu Sans has it); U+FE0F asks for the emoji.
        #expect(try emojiRuns("\u{2764}").isEmpty)
        #expect(try emojiRuns("\u{2764}\u{FE0F}").count == 1)
    }

    @Test func emojiLineIsTallerThanAPlainLatinLine() throws {
        let plain = try engine.layout("Jane", style: TextStyle()).lines[0]
        let waving = try engine.layout("Jane 👋", style: TextStyle()).lines[0]
        #expect(waving.height >= plain.height)
    }
}
