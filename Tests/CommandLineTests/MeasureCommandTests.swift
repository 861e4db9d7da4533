import Foundation
import LayoutEngine
import Testing
@testable import layout_render

@Suite struct MeasureCommandTests {
    struct Report: Decodable, Equatable {
        struct Line: Decodable, Equatable { var text: String; var width: Double }
        var width: Double
        var height: Double
        var lines: [Line]
    }

    func report(_ arguments: [String]) throws -> Report {
        let command = try MeasureCommand.parse(arguments)
        return try JSONDecoder().decode(Report.self, from: Data(try command.output().utf8))
    }

    @Test func jsonReportsTheEngineLayout() throws {
        let measured = try report(["--text", "Hello world, this is a paragraph of text that wraps.", "--font-size", "14",
                                   "--width", "120", "--json"])
        let layout = try TextEngine.shared.layout("Hello world, this is a paragraph of text that wraps.",
                                                  style: TextStyle(size: 14), maxWidth: 120)
        #expect(measured.width == layout.size.width)
        #expect(measured.height == layout.size.height)
        #expect(measured.lines == layout.lines.map { Report.Line(text: $0.text, width: $0.width) })
    }

    @Test func jsonKeysComeInTheDocumentedOrder() throws {
        let output = try MeasureCommand.parse(["--text", "Hi", "--json"]).output()
        #expect(output.hasPrefix("{\"width\":"))
        #expect(output.contains(",\"height\":"))
        #expect(output.contains(",\"lines\":[{\"text\":\"Hi\",\"width\":"))
    }

    @Test func plainReportGivesTheSizeAndEachLine() throws {
        let output = try MeasureCommand.parse(["--text", "Hello world", "--font-size", "14", "--width", "50"]).output()
        let lines = output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("size ") && lines[0].hasSuffix("2 line(s)"))
        #expect(lines[1].hasSuffix("\tHello") && lines[2].hasSuffix("\tworld"))
    }

    @Test func plainReportNamesCharactersNoFontHas() throws {
        let output = try MeasureCommand.parse(["--text", "a\u{13000}"]).output()
        #expect(output.hasSuffix("no font has: \u{13000}"))
    }

    @Test func fontTakesAFilePath() throws {
        let byPath = try report(["--text", "Hi", "--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "--json"])
        let byFamily = try report(["--text", "Hi", "--weight", "bold", "--json"])
        #expect(byPath == byFamily)
    }

    @Test func charModeBreaksBetweenCharactersAndLineTextsDropTrailingSpaces() throws {
        let text = "Hello wonderful world of text "
        let measured = try report(["--text", text, "--font-size", "14", "--width", "50", "--line-break", "char", "--json"])
        let layout = try TextEngine.shared.layout(text, style: TextStyle(size: 14, paragraph: ParagraphStyle(lineBreakMode: .charWrap)),
                                                  maxWidth: 50)
        #expect(measured.lines == layout.lines.map { Report.Line(text: $0.text, width: $0.width) })
        #expect(measured.lines.count > 3 && measured.lines.allSatisfy { !$0.text.hasSuffix(" ") }, "\(measured.lines)")
        #expect(measured.lines.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " }, "every character is on a line")
    }

    @Test func hangulWordModeKeepsKoreanWordsWhole() throws {
        let measured = try report(["--text", "친구 신청 취소 안녕하세요", "--font-size", "14", "--width", "80",
                                   "--line-break", "hangul-word", "--json"])
        #expect(measured.lines.map(\.text) == ["친구 신청", "취소", "안녕하세요"])
    }

    @Test func linesLimitEndsWithAnEllipsis() throws {
        let measured = try report(["--text", "one two three four five six seven", "--font-size", "14", "--width", "60",
                                   "--lines", "2", "--json"])
        #expect(measured.lines.count == 2)
        #expect(measured.lines[1].text.hasSuffix("\u{2026}"))
    }

    @Test func scaleRoundsTheSizeToItsPixelGrid() throws {
        let measured = try report(["--text", "Hello", "--font-size", "14", "--scale", "3", "--json"])
        #expect((measured.height * 3).rounded() == measured.height * 3)
        #expect((measured.width * 3).rounded() == measured.width * 3)
    }

    @Test func missingFontFileIsAClearError() throws {
        let command = try MeasureCommand.parse(["--text", "Hi", "--font", "/nonexistent/x.ttf", "--json"])
        #expect(throws: FontError.unreadable(path: "/nonexistent/x.ttf", reason: "no readable file at this path")) {
            try command.output()
        }
    }

    @Test func unknownLineBreakModeIsRejected() {
        #expect(throws: (any Error).self) {
            try MeasureCommand.parse(["--text", "Hi", "--line-break", "sometimes"])
        }
    }

    /// A negative number is read as the option's value (not as a missing value), then refused with
    /// the option's name, exit 2.
    @Test(arguments: [["--width", "-5"], ["--width=-5"], ["--font-size", "-3"], ["--scale", "0"], ["--lines", "-1"]])
    func negativeOrZeroNumbersAreUsageErrorsNamingTheOption(option: [String]) throws {
        let result = try BuiltCommand.run(["measure", "--text", "Hi"] + option)
        #expect(result.status == 2)
        let name = option[0].components(separatedBy: "=")[0]
        #expect(result.standardError.contains("\(name) must be"), "\(result.standardError)")
        #expect(!result.standardError.contains("Missing value"))
    }

    @Test func anEmptyTextMeasuresZeroNotMinusZero() throws {
        let result = try BuiltCommand.run(["measure", "--text", "", "--json"])
        #expect(result.standardOutput == #"{"width":0.0,"height":0.0,"lines":[]}"# + "\n")
    }

    @Test func fontListIsTheFallbackOrderForEachCluster() throws {
        let measured = try report(["--text", "Hi 안녕", "--font", "NanumGothic, DejaVu Sans", "--json"])
        let layout = try TextEngine.shared.layout("Hi 안녕", style: TextStyle(family: "NanumGothic", fallback: ["DejaVu Sans"]))
        #expect(measured.lines == layout.lines.map { Report.Line(text: $0.text, width: $0.width) })
        let dejaVuFirst = try report(["--text", "Hi 안녕", "--font", "DejaVu Sans,NanumGothic", "--json"])
        #expect(dejaVuFirst.lines[0].width != measured.lines[0].width, "Latin comes from the first font that has it")
    }

    @Test func directionKeepsLinesInLogicalOrder() throws {
        let text = "3 התראות חדשות מ-WhatsApp"
        let auto = try report(["--text", text, "--direction", "auto", "--json"])
        let rtl = try report(["--text", text, "--direction", "rtl", "--json"])
        let ltr = try report(["--text", text, "--direction", "ltr", "--json"])
        #expect(auto.lines.map(\.text) == [text], "lines stay in logical order")
        #expect(ltr.lines.map(\.text) == [text])
        #expect(auto == rtl, "auto takes the first strong character's direction: Hebrew, right to left")
    }

    @Test func unknownDirectionIsRejected() {
        #expect(throws: (any Error).self) {
            try MeasureCommand.parse(["--text", "Hi", "--direction", "sideways"])
        }
    }

    @Test func missingGlyphsAreNamedOnStandardError() throws {
        let result = try BuiltCommand.run(["measure", "--text", "a\u{13000}b", "--font", "DejaVu Sans", "--json"])
        #expect(result.status == 0)
        #expect(result.standardError.contains("no font has \"\u{13000}\" (U+13000)"), "\(result.standardError)")
    }

    @Test func aFontsMalformedColorTableIsNamedOnStandardError() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts")
        let broken = try BuiltCommand.run(["measure", "--text", "AB", "--font", fonts.appendingPathComponent("ColorPaintsBroken.ttf").path, "--json"])
        #expect(broken.status == 0)
        #expect(broken.standardError.contains("ColorPaintsBroken.ttf: malformed COLR table"), "\(broken.standardError)")
        // A paint cycle in glyph "L" is named with its glyph.
        let paints = try BuiltCommand.run(["measure", "--text", "AKL", "--font", fonts.appendingPathComponent("ColorPaints.ttf").path, "--json"])
        #expect(paints.standardError.contains("glyph 15: malformed COLR paint"), "\(paints.standardError)")
        let plain = try BuiltCommand.run(["measure", "--text", "A", "--font", fonts.appendingPathComponent("ColorPaints.ttf").path, "--json"])
        #expect(plain.standardError.isEmpty, "\(plain.standardError)")
    }

    @Test func everyUIKitWeightIsAccepted() throws {
        for weight in FontWeight.allCases {
            #expect(try report(["--text", "Hi", "--weight", weight.rawValue, "--json"]).lines.count == 1)
        }
        #expect(throws: (any Error).self) { try MeasureCommand.parse(["--text", "Hi", "--weight", "hefty"]).validate() }
    }
}
