import Foundation
import Testing
@testable import LayoutEngine

/// Attributed text: runs with their own font, size, weight, color, kern and decorations, laid out as
/// one paragraph.
@Suite struct AttributedTextTests {
    let engine = TextEngine()
    let body = TextStyle(size: 17)
    static let red = Color(red: 255, green: 0, blue: 0)

    @Test func oneRunLaysOutExactlyAsPlainText() throws {
        let text = "Hello, 안녕하세요 world, a paragraph long enough to wrap twice"
        let plain = try engine.layout(text, style: body, maxWidth: 120, scale: 3)
        let attributed = try engine.layout(AttributedText([.init(text, font: body)]), maxWidth: 120, scale: 3)
        #expect(attributed.size == plain.size)
        #expect(attributed.lines == plain.lines)
        #expect(attributed.runs.map(\.glyphs) == plain.runs.map(\.glyphs))
        #expect(attributed.runs.map(\.positions) == plain.runs.map(\.positions))
        #expect(attributed.decorations.isEmpty)
    }

    @Test func aLineIsAsTallAsTheLargestFontOnIt() throws {
        let small = try engine.layout("ab", style: body)
        let big = try engine.layout("ab", style: TextStyle(size: 34))
        let mixed = try engine.layout(AttributedText([.init("a", font: body), .init("b", font: TextStyle(size: 34))]))
        #expect(mixed.lines.count == 1)
        #expect(abs(mixed.lines[0].height - big.lines[0].height) < 1e-9)
        #expect(mixed.lines[0].height > small.lines[0].height)
        // Each run is drawn at its own size, on one baseline.
        #expect(mixed.runs.map(\.fontSize) == [17, 34])
        #expect(mixed.runs[0].positions[0].y == mixed.runs[1].positions[0].y)
    }

    @Test func kernWidensOnlyItsOwnRun() throws {
        let plain = try engine.layout(AttributedText([.init("abc", font: body), .init("def", font: body)]))
        let kerned = try engine.layout(AttributedText([.init("abc", font: body, kern: 2), .init("def", font: body)]))
        #expect(abs(kerned.lines[0].width - plain.lines[0].width - 6) < 1e-9)
    }

    @Test func boldRunsUseTheBoldFace() throws {
        let layout = try engine.layout(AttributedText([.init("Regular ", font: body),
                                                       .init("Bold", font: TextStyle(size: 17, weight: .bold))]))
        let faces = layout.runs.compactMap { ($0.font as? FontFace)?.path }
        #expect(faces.count == 2 && faces[0] != faces[1])
        #expect(faces[1].contains("Bold"))
    }

    @Test func runsKeepTheirColorAndUncoloredRunsTheNodes() throws {
        let layout = try engine.layout(AttributedText([.init("plain ", font: body), .init("red", font: body, color: Self.red)]))
        #expect(layout.runs.map(\.color) == [nil, Self.red])
    }

    @Test func linesBreakAcrossRuns() throws {
        let words = "one two three four five six seven eight nine ten"
        let plain = try engine.layout(words, style: body, maxWidth: 100)
        let runs = words.split(separator: " ", omittingEmptySubsequences: false).enumerated().map { index, word in
            AttributedText.Run(String(word) + (index < 9 ? " " : ""), font: body, color: index % 2 == 0 ? Self.red : nil)
        }
        let attributed = try engine.layout(AttributedText(runs), maxWidth: 100)
        #expect(attributed.lines.map(\.text) == plain.lines.map(\.text))
        #expect(plain.lines.count > 2)
    }

    @Test func underlineAndStrikethroughSpanTheirRunWithTheFontsMetrics() throws {
        let layout = try engine.layout(AttributedText([
            .init("plain ", font: body), .init("under", font: body, underline: .single),
            .init(" struck", font: body, color: Self.red, strikethrough: .single),
        ]))
        #expect(layout.decorations.count == 2)
        let under = layout.decorations[0], struck = layout.decorations[1]
        let line = layout.lines[0]
        let underWidth = try engine.layout("under", style: body).lines[0].width
        let before = try engine.layout("plain under", style: body).lines[0].width - underWidth
        #expect(abs(under.rect.minX - before) < 1e-9 && abs(under.rect.width - underWidth) < 1e-9)
        #expect(under.rect.minY > line.baseline, "an underline sits below the baseline")
        #expect(struck.rect.maxY < line.baseline, "a strikethrough crosses the letters, above the baseline")
        #expect(under.color == nil && struck.color == Self.red)
        #expect(abs(struck.rect.maxX - line.width) < 1e-9)
        // DejaVu Sans's post table: underline thickness 90 of 2048 units.
        #expect(abs(under.rect.height - 17 * 90 / 2048) < 1e-9)
    }

    @Test func anUnderlineUnderSeveralFontsIsOneLine() throws {
        let layout = try engine.layout(AttributedText([.init("Hi 안녕 there", font: body, underline: .single)]))
        #expect(layout.runs.count > 1)
        #expect(layout.decorations.count == 1)
        #expect(abs(layout.decorations[0].rect.width - layout.lines[0].width) < 1e-9)
    }

    @Test func aDoubleUnderlineIsTwoLines() throws {
        let layout = try engine.layout(AttributedText([.init("twice", font: body, underline: .double)]))
        #expect(layout.decorations.count == 2)
        #expect(layout.decorations[1].rect.minY > layout.decorations[0].rect.maxY)
    }

    /// Issue 23: a word that changes font keeps its joining forms. "كتب" with its middle letter bold
    /// is shaped with the whole word as context, so each letter takes the form it has in the word.
    @Test func aWordThatChangesFontKeepsItsArabicJoiningForms() throws {
        let arabic = TextStyle(family: "Noto Sans Arabic", size: 20)
        let bold = TextStyle(family: "Noto Sans Arabic", size: 20, weight: .bold)
        let whole = try engine.layout("كتب", style: arabic).runs.flatMap(\.glyphs)
        let split = try engine.layout(AttributedText([.init("ك", font: arabic), .init("ت", font: bold), .init("ب", font: arabic)]))
        let regular = try engine.registry.face(family: "Noto Sans Arabic", weight: .regular).path
        let regularGlyphs = split.runs.filter { ($0.font as? FontFace)?.path == regular }.flatMap(\.glyphs)
        // The regular letters are the first and last of the word: initial and final forms, as in the whole word.
        #expect(Set(regularGlyphs) == Set([whole.first!, whole.last!]))
        let isolated = try engine.layout("ت", style: bold).runs.flatMap(\.glyphs)
        let middle = split.runs.filter { ($0.font as? FontFace)?.path != regular }.flatMap(\.glyphs)
        #expect(middle.count == 1 && middle != isolated, "the bold middle letter takes its medial form")
    }

    @Test func aRunWithAnInvalidSizeIsNamed() {
        #expect(throws: TextLayoutError.self) {
            try engine.layout(AttributedText([.init("a", font: body), .init("b", font: TextStyle(size: .nan))]))
        }
        do {
            _ = try engine.layout(AttributedText([.init("a", font: body), .init("b", font: TextStyle(size: -1))]))
        } catch {
            #expect("\(error)".contains("runs[1].font.size"), "\(error)")
        }
    }

    @Test func measureEqualsLayoutsSize() throws {
        let text = AttributedText([.init("Big ", font: TextStyle(size: 30)), .init("and small words that wrap", font: body)])
        #expect(try engine.measure(text, maxWidth: 90, scale: 2) == engine.layout(text, maxWidth: 90, scale: 2).size)
    }

    @Test func emptyTextHasNoLines() throws {
        let layout = try engine.layout(AttributedText([.init("", font: body)]))
        #expect(layout.lines.isEmpty && layout.size == .zero)
    }
}
