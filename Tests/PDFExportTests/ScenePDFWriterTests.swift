import DesignSystem
import Foundation
import LayoutEngine
@testable import PDFExport
import Rasterizer
import TestSupport
import Testing

/// The PDF of seed 004's document pages and of drawn scenes, read back with poppler: the text comes
/// back in order page by page, fonts are embedded subsets, pages rasterized by pdftoppm look like
/// our PNG pages, and the same scenes give the same bytes.
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (pdftotext, pdftoppm, pdffonts)"))
struct ScenePDFWriterTests {
    static let document = JournalDocument(journals: [
        .init(newsTitle: "Central bank holds rates for a fifth meeting as inflation cools",
              link: "https://www.example.com/news/2024/05/01/central-bank-holds-rates",
              published: "Published 2024.05.01", title: "What it means for my savings", created: "Created 2024.05.01",
              edited: "Edited 2024.05.03",
              text: Array(repeating: "The central bank kept its benchmark rate unchanged, citing inflation that has cooled "
                  + "but not yet settled.", count: 60).joined(separator: " ")),
        .init(newsTitle: "기준금리 다섯 번 연속 동결", link: "https://news.example.kr/economy/2024/05/01/12345",
              published: "발행 2024.05.01", title: "내 예금에는 어떤 의미일까", created: "작성 2024.05.01",
              edited: "편집 2024.05.03", text: "한국은행이 기준금리를 다섯 번 연속 동결했다. 물가 상승세는 둔화했지만 아직 안정되지 않았다는 판단이다."),
    ])

    /// Every word of the text nodes of `scene`, top to bottom, as the pages show them.
    static func words(of scene: Scene) -> [String] {
        scene.nodes.sorted { $0.frame.minY < $1.frame.minY }.flatMap { node -> [String] in
            guard case .text(let layout, _) = node.content else { return [] }
            return layout.lines.flatMap { $0.text.split(whereSeparator: \.isWhitespace).map(String.init) }
        }
    }

    @Test func pdftotextGivesEachPagesTextBackInOrder() throws {
        let pages = try Self.document.pages(scale: 2)
        let file = try Scratch.directory("pdf").appendingPathComponent("journals.pdf").path
        try ScenePDFWriter().write(pages, toPath: file)
        let info = try Poppler.run("pdfinfo", [file])
        #expect(info.contains("Pages:           \(pages.count)\n"), "\(info)")
        #expect(pages.count >= 3, "the Latin journal runs over a page, the Korean one starts its own")
        for (index, page) in pages.enumerated() {
            let text = try Poppler.run("pdftotext", ["-f", "\(index + 1)", "-l", "\(index + 1)", "-enc", "UTF-8", file, "-"])
            let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            #expect(words == Self.words(of: page), "page \(index + 1)")
        }
    }

    @Test func textIsInEmbeddedFontSubsets() throws {
        let file = try Scratch.directory("pdf").appendingPathComponent("journals.pdf").path
        try ScenePDFWriter().write(try Self.document.pages(scale: 2), toPath: file)
        let fonts = try Poppler.run("pdffonts", [file]).split(separator: "\n").dropFirst(2)
        #expect(fonts.contains { $0.contains("DejaVuSans") }, "\(fonts)")
        #expect(fonts.contains { $0.contains("NanumGothic") }, "\(fonts)")
        for font in fonts {
            // pdffonts columns: name type encoding emb sub uni object ID
            let columns = font.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns.suffix(5).prefix(3) == ["yes", "yes", "yes"], "embedded, subset, with a ToUnicode map: \(font)")
        }
    }

    @Test func theSameScenesGiveTheSameBytes() throws {
        let pages = try Self.document.pages(scale: 2)
        let first = try ScenePDFWriter().data(for: pages)
        let second = try ScenePDFWriter().data(for: pages)
        #expect(first == second)
        #expect(first.starts(with: Array("%PDF-".utf8)))
    }
}
