import Testing
@testable import LayoutEngine
@testable import DesignSystem
import Previews

/// The text the layout command and the gallery write: numbers, JSON strings, HTML.
@Suite struct ReportFormattingTests {
    @Test func wholeNumbersPrintWithoutAFraction() {
        #expect(FrameReport.number(852) == "852")
        #expect(FrameReport.number(-0.0) == "0")
    }

    @Test func binaryNoiseIsRoundedAway() {
        #expect(FrameReport.number(135.00000000000003) == "135")
        #expect(FrameReport.number(61.666666666666664) == "61.666667")
        #expect(FrameReport.number(0.5) == "0.5")
    }

    @Test func jsonStringsEscapeQuotesBackslashesAndControls() {
        #expect(JSONText.quoted("a\"b\\c\nd") == #""a\"b\\c\nd""#)
        #expect(JSONText.quoted("친구/요청") == "\"친구/요청\"")
        #expect(JSONText.quoted("\u{01}\t") == #""\u0001\t""#)
    }

    @Test func galleryPageEscapesTextAndGroupsByComponent() {
        let entries = [
            CatalogEntry(component: "toast", state: "<shown>", language: .latin, spec: .toast(Toast(message: "a"))),
            CatalogEntry(component: "modal", state: "a&b", language: .korean, spec: .modal(AlertModal())),
        ]
        let page = GalleryPage(pictures: entries.map {
            GalleryPage.Picture(entry: $0, device: .iphoneSE, file: "\($0.component)/x.png", pixelWidth: 750,
                                pixelHeight: 1334)
        }).html
        #expect(page.contains("&lt;shown&gt;"))
        #expect(page.contains("a&amp;b"))
        #expect(!page.contains("<shown>"))
        let toast = page.range(of: "<section id=\"toast\">"), modal = page.range(of: "<section id=\"modal\">")
        #expect(toast != nil && modal != nil && toast!.lowerBound < modal!.lowerBound)
        #expect(page.contains("width=\"375\""))
        #expect(page.contains("750 × 1334 px @2x"))
    }
}
