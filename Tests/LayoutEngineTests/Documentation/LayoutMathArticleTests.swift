// The code of the DocC article "The layout math alone"
// (Sources/LayoutEngine/LayoutEngine.docc/LayoutMathAlone.md), compiled and checked here.
// DocumentationSampleTests checks that every Swift block of the article appears in this file.
import LayoutEngine
import Testing

@Suite struct LayoutMathArticleTests {
    @Test func aCardLaidOutAroundItsMeasuredTitle() throws {
        let text = TextEngine.shared
        let style = TextStyle(size: 17, weight: .bold)
        let layout = LayoutSystem(scale: 3)
        let screen = layout.root("screen", size: Size(width: 393, height: 852),
                                 safeArea: EdgeInsets(top: 59, bottom: 34))
        let card = layout.node("card", in: screen)
        let title = layout.node("title", in: card, intrinsicSize: { width in
            (try? text.measure("Friend request", style: style, maxWidth: width, scale: 3)) ?? .zero
        })
        layout.constrain(card) {
            $0.width == 270
            $0.centerX == screen.centerX
            $0.top == screen.safeArea.top + 24
            $0.top == title.top - 16
            $0.bottom == title.bottom + 16
        }
        layout.constrain(title) { $0.centerX == card.centerX }
        let frames = try layout.solve()
        let cardFrame = frames.frame("card")!    // 270 wide, centered, 24 pt below the safe area

        #expect(cardFrame.minY == 59 + 24 && cardFrame.width == 270 && abs(cardFrame.midX - 393.0 / 2) < 1.0 / 3)
        let titleFrame = try #require(frames.frame("title"))
        #expect(titleFrame.minY == cardFrame.minY + 16 && cardFrame.maxY == titleFrame.maxY + 16)
    }

    @Test func aParagraphMeasuredAsBoundingRectMeasuresIt() throws {
        let paragraph = try TextEngine.shared.layout(
            "김철수님에게 친구를 요청하시겠어요? The request can be cancelled later.",
            style: TextStyle(size: 15), maxWidth: 200, scale: 3)
        let lineCount = paragraph.lines.count           // wrapped at 200 pt by UAX #14
        let height = paragraph.size.height              // rounded up to the 1/3 pt grid

        #expect(lineCount >= 2 && paragraph.size.width <= 200)
        #expect((height * 3).rounded() == height * 3)
    }

    @Test func aMasonryGridPlacesEachItemInTheShortestColumn() throws {
        var grid = try MasonryLayout(width: 375, scale: 3,
                                     sections: [MasonrySection(columns: 2, columnSpacing: 10, itemSpacing: 10)])
        try grid.append(contentsOf: [.aspect(width: 4, height: 3), .height(120), .height(80)])
        let third = grid.frame(ofItem: 2)          // under the second item: its column is the shorter

        #expect(grid.frame(ofItem: 0).height > 120 && grid.column(ofItem: 2) == 1)
        #expect(third.minX == grid.frame(ofItem: 1).minX && third.minY == grid.frame(ofItem: 1).maxY + 10)
    }
}
