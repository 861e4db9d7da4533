import CHarfBuzz
import Foundation
import Testing
@testable import LayoutEngine

/// The world's scripts against headless Chromium with the same font files in the same order (the
/// default fallback list as @font-face rules): right-to-left and mixed paragraphs, CJK, Thai's
/// dictionary breaks, Devanagari's conjuncts, emoji sequences and combining marks. Equal line
/// breaks, widths within 0.5 px (Chromium's LayoutUnits are 1/64 px), and for right-to-left
/// paragraphs each line's ink where Chromium puts it.
@Suite(.enabled(if: chromiumPath != nil, "chromium is not installed (make chromium installs it)"))
struct ChromiumWorldComparisonTests {
    struct Case {
        var name: String
        var text: String
        var size: Double
        var width: Double
    }

    /// The font files of the default fallback list, in order (the CJK collection's first face is JP,
    /// the face the engine picks for text without a language).
    static let fontFiles = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    static let texts: [(name: String, text: String)] = [
        ("arabic", "تصميم الواجهات يعتمد على قواعد بسيطة: الخط يعطي كل حرف عرضه، والسطر ينكسر بين الكلمات."),
        ("hebrew", "מערכת עיצוב היא הבטחה להציג את אותם רכיבים באופן עקבי בכל המסכים של האפליקציה."),
        ("mixed", "3 התראות חדשות מ-WhatsApp ועוד 12 הודעות מ-Slack (אתמול)"),
        ("japanese", "日本語の文章は単語の間に空白がなく、行は文字と文字の間で折り返されます。「気」や「広」も正しく表示されます。"),
        ("chinese", "设计系统是一套让各个页面以一致方式展示组件的约定，文字在字与字之间换行。"),
        ("thai", "ระบบการออกแบบคือข้อตกลงที่ทำให้ทุกหน้าจอแสดงส่วนประกอบเดียวกันอย่างสม่ำเสมอ"),
        ("devanagari", "डिज़ाइन सिस्टम एक वादा है कि हर स्क्रीन पर वही घटक एक जैसे दिखें।"),
        ("emoji", "Jane 👋 sent 👩‍👩‍👧‍👦 and 👍🏽 from 🇰🇷 at 1️⃣ o'clock"),
        ("marks", "Cafe\u{301} nai\u{308}ve re\u{301}sume\u{301} co\u{302}te\u{301} a\u{30A}ngstro\u{308}m"),
    ]

    static let cases: [Case] = texts.flatMap { entry in
        [(17.0, 120.0), (17, 237), (14, 160)].map { Case(name: entry.name, text: entry.text, size: $0.0, width: $0.1) }
    }

    static let style = TextStyle(fallback: Array(fontFiles.dropFirst()))

    @Test func linesEqualChromiumsWidthsAndRightToLeftPlacementWithinHalfAPixel() throws {
        let divs = ChromiumWorldComparisonTests.cases.map { testCase in
            "<div class=\"t\" dir=\"auto\" style=\"font-size:\(testCase.size)px;width:\(testCase.width)px\">"
                + ChromiumPage.escaped(testCase.text) + "</div>"
        }
        let expected = try ChromiumPage.lines(fontFiles: ChromiumWorldComparisonTests.fontFiles, style: "text-align: start;", divs: divs)
        try #require(expected.count == ChromiumWorldComparisonTests.cases.count)
        for (testCase, theirs) in zip(ChromiumWorldComparisonTests.cases, expected) {
            var style = ChromiumWorldComparisonTests.style
            style.family = ChromiumWorldComparisonTests.fontFiles[0]
            style.size = testCase.size
            let layout = try TextEngine.shared.layout(testCase.text, style: style, maxWidth: testCase.width)
            let label = "\(testCase.name) size \(testCase.size) width \(testCase.width)"
            #expect(layout.missingCharacters.isEmpty, "\(label)")
            #expect(layout.lines.map(\.text) == theirs.map(\.text), "\(label)")
            for (ours, line) in zip(layout.lines, theirs) where ours.text == line.text {
                #expect(abs(ours.width - line.width) <= 0.5, "\(label) \"\(ours.text)\": \(ours.width) vs \(line.width)")
                #expect(abs(ours.x - line.left) <= 0.5, "\(label) \"\(ours.text)\": x \(ours.x) vs \(line.left)")
            }
        }
    }

    /// Right-to-left and mixed paragraphs whose glyphs stand for one character each (Hebrew, Latin,
    /// digits, brackets): each line's glyphs in the order Chromium draws its characters, each glyph's
    /// left edge within half a pixel of Chromium's character box, and brackets mirrored (the glyph
    /// drawn left of a right-to-left parenthesis is "(", whichever character it stands for).
    @Test func rightToLeftGlyphsAreWhereChromiumDrawsThem() throws {
        let texts = Self.texts.filter { ["hebrew", "mixed"].contains($0.name) }.map(\.text)
            + ["הזמנה 4521 נשלחה ל-Dana [היום] עם iPhone 15"]
        let cases = texts.flatMap { text in [(17.0, 120.0), (17, 237), (14, 160)].map { (text: text, size: $0.0, width: $0.1) } }
        let divs = cases.map { "<div class=\"t\" dir=\"auto\" style=\"font-size:\($0.size)px;width:\($0.width)px\">" + ChromiumPage.escaped($0.text) + "</div>" }
        let boxes = try ChromiumPage.characterBoxes(fontFiles: Self.fontFiles, style: "text-align: start;", divs: divs)
        try #require(boxes.count == cases.count)
        /// Brackets compared as one shape: Chromium names the character, the glyph shows the mirrored one.
        func shape(_ c: String) -> String { [")": "(", "]": "["][c] ?? c }
        for (testCase, theirs) in zip(cases, boxes) {
            var style = Self.style
            style.family = Self.fontFiles[0]
            style.size = testCase.size
            let layout = try TextEngine.shared.layout(testCase.text, style: style, maxWidth: testCase.width)
            let label = "\(testCase.text.prefix(12)) size \(testCase.size) width \(testCase.width)"
            // Chromium's lines: a character whose box starts below the line so far starts the next.
            var theirLines: [[ChromiumPage.CharacterBox]] = []
            for box in theirs {
                if let top = theirLines.last?.first?.top, box.top < top + testCase.size * 0.8 { theirLines[theirLines.count - 1].append(box) } else { theirLines.append([box]) }
            }
            try #require(theirLines.count == layout.lines.count, "\(label)")
            for (line, theirLine) in zip(layout.lines, theirLines) {
                var ours: [(character: String, x: Double)] = []
                for run in layout.runs {
                    guard let face = run.font as? FontFace else { continue }
                    var characters: [UInt32: String] = [:]
                    for scalar in testCase.text.unicodeScalars {
                        var glyph: hb_codepoint_t = 0
                        if hb_font_get_nominal_glyph(face.hbFont, scalar.value, &glyph) != 0 { characters[glyph] = String(scalar) }
                    }
                    for (glyph, position) in zip(run.glyphs, run.positions) where abs(position.y - line.baseline) < 0.01 {
                        guard let character = characters[glyph], character != " " else { continue }
                        ours.append((character, position.x))
                    }
                }
                ours.sort { $0.x < $1.x }
                let sortedTheirs = theirLine.sorted { $0.left < $1.left }
                #expect(ours.map { shape($0.character) } == sortedTheirs.map { shape($0.character) }, "\(label): \(line.text)")
                guard ours.count == sortedTheirs.count else { continue }
                for (glyph, box) in zip(ours, sortedTheirs) {
                    #expect(abs(glyph.x - box.left) <= 0.5, "\(label) \"\(box.character)\": x \(glyph.x) vs \(box.left)")
                }
                let brackets = ours.map(\.character).filter { "()[]".contains($0) }
                if line.text.contains("(") || line.text.contains("[") {
                    #expect(brackets.first == "(" || brackets.first == "[", "\(label): the left bracket is drawn opening: \(brackets)")
                }
            }
        }
    }
}
