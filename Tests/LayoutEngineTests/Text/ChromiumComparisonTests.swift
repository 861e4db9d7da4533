import Foundation
import Testing
@testable import LayoutEngine

/// Differential test against headless Chromium, which also shapes with HarfBuzz and breaks lines by UAX #14
/// (through ICU). Same font files via @font-face, DejaVu Sans then NanumGothic as the fallback;
/// `--font-render-hinting=none` plus `text-rendering: geometricPrecision` keep its advances unhinted.
/// Chromium reports positions in LayoutUnits (1/64 px), hence the 0.5 px tolerance on widths.
@Suite(.enabled(if: chromiumPath != nil, "chromium is not installed (make chromium installs it)"))
struct ChromiumComparisonTests {

    struct Case {
        var text: String
        var size: Double
        var width: Double
        var keepAll: Bool
    }

    static let english = """
        Typography on the web and on phones rests on the same few ideas: a font gives every glyph an advance, \
        kerning moves pairs such as AV, To and WAVE closer, and a line breaker decides where the text may wrap. \
        Well-known rules (UAX #14) allow breaks after hyphens and spaces, never before a comma or a period; \
        numbers like 3.14159 or 1,000,000 stay whole.
        """
    static let korean = """
        디자인 시스템은 여러 화면에서 같은 컴포넌트를 일관되게 보여 주기 위한 약속입니다. \
        친구 신청을 보내면 상대방이 수락할 때까지 기다려야 합니다. 취소하려면 아래 버튼을 누르세요.
        """
    static let mixed = "Swift 6로 만든 레이아웃 엔진이 Linux에서 PNG 이미지를 그립니다. 버전 0.1.0, 2026년 11월."

    static let cases: [Case] = {
        var cases: [Case] = []
        for size in [12.0, 14, 17, 20] {
            for width in [100.0, 160, 237] {
                cases.append(Case(text: english, size: size, width: width, keepAll: false))
                cases.append(Case(text: korean, size: size, width: width, keepAll: false))
                cases.append(Case(text: korean, size: size, width: width, keepAll: true))
                cases.append(Case(text: mixed, size: size, width: width, keepAll: false))
                cases.append(Case(text: mixed, size: size, width: width, keepAll: true))
            }
        }
        return cases
    }()

    @Test func lineBreaksEqualChromiumsAndWidthsAgreeWithinHalfAPixel() throws {
        let chromiumLines = try ChromiumComparisonTests.measureInChromium(ChromiumComparisonTests.cases)
        try #require(chromiumLines.count == ChromiumComparisonTests.cases.count)
        for (testCase, expected) in zip(ChromiumComparisonTests.cases, chromiumLines) {
            var paragraph = ParagraphStyle()
            if testCase.keepAll { paragraph.lineBreakStrategy = .hangulWordPriority }
            let layout = try TextEngine.shared.layout(testCase.text, style: TextStyle(size: testCase.size, paragraph: paragraph),
                                                      maxWidth: testCase.width)
            let label = "size \(testCase.size) width \(testCase.width) keepAll \(testCase.keepAll): \(testCase.text.prefix(20))"
            #expect(layout.lines.map(\.text) == expected.map(\.text), "\(label)")
            for (ours, theirs) in zip(layout.lines, expected) where ours.text == theirs.text {
                #expect(abs(ours.width - theirs.width) <= 0.5, "\(label) line \"\(ours.text)\": \(ours.width) vs \(theirs.width)")
            }
        }
    }

    /// Lays every case out in one Chromium page and reads each line's text and width back from Range rects.
    static func measureInChromium(_ cases: [Case]) throws -> [[ChromiumPage.MeasuredLine]] {
        let divs = cases.map { testCase in
            let breaking = testCase.keepAll ? "keep-all" : "normal"
            return "<div class=\"t\" style=\"font-size:\(testCase.size)px;width:\(testCase.width)px;word-break:\(breaking)\">"
                + ChromiumPage.escaped(testCase.text) + "</div>"
        }
        return try ChromiumPage.lines(fontFiles: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                                  "/usr/share/fonts/truetype/nanum/NanumGothic.ttf"], divs: divs)
    }
}
