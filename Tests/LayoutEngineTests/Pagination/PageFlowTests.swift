import Testing
@testable import LayoutEngine

/// Paragraphs flowed across pages: no line is split, lost or repeated, none crosses the bottom
/// padding, and every block starts where the previous one ended.
@Suite struct PageFlowTests {
    static let a4 = Size(width: 595, height: 842)
    static let padding = EdgeInsets(all: 40)
    static let engine = TextEngine.shared

    static func layout(_ text: String, size: Double = 14) throws -> TextLayout {
        try engine.layout(text, style: TextStyle(size: size), maxWidth: a4.width - 80, scale: 2)
    }

    /// Every invariant of a flow, checked against the blocks it was made from.
    static func checkInvariants(_ flow: PageFlow, _ blocks: [PageFlow.Block], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let limit = a4.height - padding.bottom
        var next = Array(repeating: 0, count: blocks.count)
        for page in flow.pages {
            var previousBottom = padding.top
            for piece in page {
                let lines = blocks[piece.block].layout.lines
                #expect(piece.lines.lowerBound == next[piece.block], "a line was lost or repeated", sourceLocation: sourceLocation)
                next[piece.block] = piece.lines.upperBound
                #expect(piece.top >= previousBottom - 1e-9, "pieces overlap", sourceLocation: sourceLocation)
                let last = lines[piece.lines.upperBound - 1]
                let bottom = piece.top - lines[piece.lines.lowerBound].top + last.top + last.height
                let aloneAndTooTall = page.count == 1 && piece.lines.count == 1
                #expect(bottom <= limit + 1e-9 || aloneAndTooTall, "a line crosses the bottom padding", sourceLocation: sourceLocation)
                previousBottom = bottom
            }
        }
        #expect(next == blocks.map(\.layout.lines.count), "not every line was placed", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 400),
        String(repeating: "다람쥐 헌 쳇바퀴에 타고파. 키스의 고유조건은 입술끼리 만나야 하고 특별한 기술은 필요치 않다. ", count: 300),
        String(repeating: "Mixed 한국어 and English 문장이 섞인 text. ", count: 350),
        String(repeating: "Supercalifragilisticexpialidocious" + String(repeating: "x", count: 200) + " ", count: 40),
        String(repeating: "line\n", count: 300),
        "",
    ])
    func longTextsFlowWithoutLosingOrSplittingLines(text: String) throws {
        let blocks = [PageFlow.Block(try Self.layout("A title that is long enough to wrap onto a second line of the page", size: 20)),
                      PageFlow.Block(try Self.layout(text), spacingBefore: 10)]
        let flow = PageFlow(blocks, pageSize: Self.a4, padding: Self.padding)
        Self.checkInvariants(flow, blocks)
        let shown = flow.pages.flatMap { $0 }.filter { $0.block == 1 }.flatMap { blocks[1].layout.lines[$0.lines].map(\.text) }
        #expect(shown == blocks[1].layout.lines.map(\.text))
    }

    @Test func aTextThatExactlyFillsAPageTakesOnePageAndOneMoreLineTakesTwo() throws {
        let one = try Self.layout("x")
        let lineHeight = one.lines[0].height
        let fitting = Int((Self.a4.height - 80) / lineHeight)
        let exact = try Self.layout(Array(repeating: "x", count: fitting).joined(separator: "\n"))
        let size = Size(width: Self.a4.width, height: 80 + exact.lines.last!.top + exact.lines.last!.height)
        #expect(PageFlow([PageFlow.Block(exact)], pageSize: size, padding: Self.padding).pages.count == 1)
        let more = try Self.layout(Array(repeating: "x", count: fitting + 1).joined(separator: "\n"))
        let flow = PageFlow([PageFlow.Block(more)], pageSize: size, padding: Self.padding)
        #expect(flow.pages.map { $0.map(\.lines) } == [[0..<fitting], [fitting..<(fitting + 1)]])
        #expect(flow.pages[1][0].top == 40)
    }

    @Test func eachBlockStartsWhereThePreviousEndedAndJournalsStartPages() throws {
        let title = try Self.layout("Title", size: 20), body = try Self.layout("Body")
        let flow = PageFlow([PageFlow.Block(title), PageFlow.Block(body, spacingBefore: 4),
                             PageFlow.Block(title, startsPage: true), PageFlow.Block(body)],
                            pageSize: Self.a4, padding: Self.padding)
        #expect(flow.pages.count == 2)
        #expect(flow.pages[0][1].top == 40 + title.lines[0].height + 4)
        #expect(flow.pages[1].map(\.top) == [40, 40 + title.lines[0].height])
    }

    @Test func aPageShowsOnlyItsLinesGlyphs() throws {
        let layout = try Self.layout("first line\nsecond line\nthird line")
        let middle = layout.lines(1..<2, scale: 2)
        #expect(middle.lines.map(\.text) == ["second line"])
        #expect(middle.lines[0].top == 0)
        #expect(middle.runs.reduce(0) { $0 + $1.glyphs.count } == "secondline".count + 1)
        #expect(middle.runs.allSatisfy { $0.positions.allSatisfy { $0.y == middle.lines[0].baseline } })
        #expect(middle.size.height == (layout.lines[1].height * 2).rounded(.up) / 2)
    }

    /// A block in a text container (UITextView.textContainerInset): on every page its lines keep the
    /// inset below where they start and above the bottom padding, and the next block starts the
    /// inset below its last line.
    @Test func aContainerInsetKeepsTheLinesInsideItOnEveryPage() throws {
        let inset = 10.0
        let text = try Self.layout(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 300))
        let after = try Self.layout("after")
        let blocks = [PageFlow.Block(try Self.layout("Title", size: 20)), PageFlow.Block(text, containerInset: inset), PageFlow.Block(after)]
        let flow = PageFlow(blocks, pageSize: Self.a4, padding: Self.padding)
        let title = try #require(flow.pages[0].first)
        let pieces = flow.pages.flatMap { $0 }.filter { $0.block == 1 }
        #expect(pieces.count > 1)
        #expect(abs(pieces[0].top - (title.top + blocks[0].layout.lines[0].height + inset)) < 1e-9)
        for (index, piece) in pieces.enumerated() {
            if index > 0 { #expect(piece.top == Self.padding.top + inset) }
            let last = text.lines[piece.lines.upperBound - 1]
            let bottom = piece.top - text.lines[piece.lines.lowerBound].top + last.top + last.height
            #expect(bottom <= Self.a4.height - Self.padding.bottom - inset + 1e-9)
        }
        let lastPiece = try #require(pieces.last)
        let lastLine = text.lines[lastPiece.lines.upperBound - 1]
        let textBottom = lastPiece.top - text.lines[lastPiece.lines.lowerBound].top + lastLine.top + lastLine.height
        let lastPage = try #require(flow.pages.last)
        let next = try #require(lastPage.first { $0.block == 2 }, "300 sentences leave room below on their last page")
        #expect(abs(next.top - (textBottom + inset)) < 1e-9)
    }
}
