import Foundation
import LayoutEngine
@testable import DesignSystem
import LayoutSnapshot
import Rasterizer
import Testing

/// Seed 004's PDF export as pages: each journal starts a page, the text flows on, and the pages
/// look as they should (references looked at: a first page and a continuation page, Latin and Korean).
@Suite struct JournalDocumentTests {
    static let latinText = Array(repeating: String(repeating: "The central bank kept its benchmark rate unchanged, "
        + "citing inflation that has cooled but not yet settled. ", count: 5), count: 9).joined(separator: "\n")
    static let koreanText = Array(repeating: String(repeating: "한국은행이 기준금리를 다섯 번 연속 동결했다. "
        + "물가 상승세는 둔화했지만 아직 안정되지 않았다는 판단이다. ", count: 4), count: 8).joined(separator: "\n")
    static let document = JournalDocument(journals: [
        .init(newsTitle: "Central bank holds rates for a fifth meeting as inflation cools",
              link: "https://www.example.com/news/2024/05/01/central-bank-holds-rates-for-a-fifth-meeting?utm_source=app",
              published: "Published 2024.05.01", title: "What it means for my savings", created: "Created 2024.05.01",
              edited: "Edited 2024.05.03", text: latinText),
        .init(newsTitle: "기준금리 다섯 번 연속 동결", link: "https://news.example.kr/economy/2024/05/01/12345",
              published: "발행 2024.05.01", title: "내 예금에는 어떤 의미일까", created: "작성 2024.05.01",
              edited: "편집 2024.05.03", text: koreanText),
    ])

    @Test func eachJournalStartsAPageAndItsTextFlowsOverWholeLines() throws {
        let (flow, blocks) = try Self.document.flow(theme: .standard, scale: 2)
        let firstOfSecond = try #require(flow.pages.firstIndex { $0.contains { blocks[$0.block].id == "journal.1.newsTitle" } })
        #expect(flow.pages[firstOfSecond].first.map { blocks[$0.block].id } == "journal.1.newsTitle")
        #expect(flow.pages[firstOfSecond].first?.top == Theme.standard.spacing.pagePadding)
        #expect(firstOfSecond >= 2, "the Latin journal's text needs more than one page")
        for (index, block) in blocks.enumerated() {
            let shown = flow.pages.flatMap { $0 }.filter { $0.block == index }.map(\.lines)
            #expect(shown.map(\.count).reduce(0, +) == block.flow.layout.lines.count, "\(block.id)")
        }
        let pages = try Self.document.pages(scale: 2)
        #expect(pages.count == flow.pages.count)
        #expect(pages[1].nodes.map(\.id) == ["journal.0.text"])
        #expect(pages.allSatisfy { $0.size == JournalDocument.pageSize })
    }

    /// Seed 004's drawing methods each return their rectangle's bottom and the next draws from it.
    /// A node's frame is its lines' box rounded up to the pixel grid, so the next element starts at
    /// most a pixel above the frame's bottom, never below it.
    @Test func eachHeaderElementStartsWhereThePreviousEnded() throws {
        let page = try #require(try Self.document.pages(scale: 2).first)
        let names = ["newsTitle", "link", "published", "title", "created", "edited"]
        let nodes = try names.map { name in try #require(page.nodes.first { $0.id == "journal.0.\(name)" }) }
        for (previous, node) in zip(nodes, nodes.dropFirst()) {
            #expect((-0.5...0).contains(node.frame.minY - previous.frame.maxY), "\(node.id) starts at the bottom of \(previous.id)")
        }
    }

    /// Seed 004's `addMemoContent`: `textView.textContainerInset = .init(top: 10, left: 10, bottom: 10, right: 10)`.
    @Test func theJournalTextStandsInAContainerInsetByTenPointsOnEverySide() throws {
        let pages = try Self.document.pages(scale: 2)
        let padding = Theme.standard.spacing.pagePadding
        let edited = try #require(pages[0].nodes.first { $0.id == "journal.0.edited" })
        let first = try #require(pages[0].nodes.first { $0.id == "journal.0.text" })
        #expect(first.frame.minX == padding + 10)
        #expect((-0.5...0).contains(first.frame.minY - (edited.frame.maxY + 10)))
        #expect(first.frame.width <= JournalDocument.pageSize.width - 2 * padding - 20)
        let continued = try #require(pages[1].nodes.first)
        #expect(continued.frame.minY == padding + 10)
        for page in pages {
            for node in page.nodes where node.id.hasSuffix(".text") {
                #expect(node.frame.maxY <= JournalDocument.pageSize.height - padding - 10 + 0.5, "the bottom inset")
            }
        }
    }

    /// Seed 004's `addNewsTitle`: wider than the page, the box is the content's width and two lines
    /// high (`titleStringSize.height * 2`) and clips the rest; otherwise it is the title's one line.
    @Test func aNewsTitleWiderThanThePageIsTwoLinesHighAndClipped() throws {
        let long = String(repeating: "Central bank holds rates as inflation cools and markets wait ", count: 4)
        let document = JournalDocument(journals: [.init(newsTitle: long, text: "a"), .init(newsTitle: "Rates hold", text: "b")])
        let pages = try document.pages(scale: 2)
        let padding = Theme.standard.spacing.pagePadding
        let wide = try #require(pages[0].nodes.first { $0.id == "journal.0.newsTitle" })
        guard case .text(let layout, _) = wide.content else { Issue.record("no text"); return }
        #expect(layout.lines.count == 2)
        #expect(wide.clipsToBounds)
        #expect(wide.frame.width == JournalDocument.pageSize.width - 2 * padding)
        let style = Theme.standard.typography.documentTitle.textStyle(alignment: .left)
        let line = try TextEngine.current.layout("Rates hold", style: style, scale: 2)
        #expect(abs(wide.frame.height - 2 * line.size.height) < 1)
        let short = try #require(pages[1].nodes.first { $0.id == "journal.1.newsTitle" })
        #expect(short.frame.size == line.size)
        #expect(!short.clipsToBounds)
    }

    @Test func pagesMatchTheirReferences() throws {
        let strategy = ImageSnapshot<Scene>.scene { [painter = ScenePainter()] in try painter.render($0) }
        let pages = try Self.document.pages(scale: 1)
        let korean = try #require(pages.firstIndex { $0.nodes.first?.id == "journal.1.newsTitle" })
        assertSnapshot(of: pages[0], as: strategy, named: "latin-first-page")
        assertSnapshot(of: pages[1], as: strategy, named: "latin-continuation-page")
        assertSnapshot(of: pages[korean], as: strategy, named: "korean-first-page")
        assertSnapshot(of: pages[korean + 1], as: strategy, named: "korean-continuation-page")
    }

    @Test func sceneFileKeysAreChecked() {
        #expect(decodingFailure(JournalDocument.self, #"{"journals": [{"newsTitle": "a", "txt": "b"}]}"#)?.path
            == ["journals", "[0]", "txt"])
        #expect(decodingFailure(JournalDocument.self, #"{"journal": []}"#) != nil)
    }
}
