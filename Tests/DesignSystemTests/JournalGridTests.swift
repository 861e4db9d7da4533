import Testing
import LayoutSnapshot
import Rasterizer
import SceneFile
@testable import LayoutEngine
@testable import DesignSystem

/// The journal grid of seed 004: measured card heights in a shortest-first masonry, scrolling,
/// selection marks, and its scene-file keys.
@Suite struct JournalGridTests {
    static let cards = (0..<12).map { i in
        JournalCard(title: "Journal \(i)", edited: "2024.05.0\(i % 9 + 1)", tag: "#tag\(i)",
                    memo: String(repeating: "word ", count: [3, 40, 12, 1, 25, 7][i % 6]))
    }

    @Test func aCardIsAsTallAsItsMeasuredLabelsAndTheSeedsInsets() throws {
        let theme = Theme.standard, card = Self.cards[1]
        let layout = try card.placement(width: 166.5, theme: theme, scale: 3, memoLines: 0)
        let engine = TextEngine.shared, width = 166.5 - theme.spacing.cardInset
        func height(_ text: String, _ style: TypeStyle, _ lines: Int) throws -> Double {
            try engine.layout(text, style: style.textStyle(alignment: .left, lines: lines), maxWidth: width, scale: 3).size.height
        }
        let labels = try height(card.title, theme.typography.cardTitle, 2) + height(card.edited, theme.typography.cardDetail, 1)
            + height(card.tag, theme.typography.cardDetail, 1) + height(card.memo, theme.typography.cardBody, 0)
        #expect(same(layout.height, labels + 3 * theme.spacing.cardInset + 2 * theme.spacing.cardLineGap))
        #expect(layout.labels.map(\.name) == ["title", "edited", "tag", "memo"])
    }

    /// The grid measures cards (no glyphs) on worker threads, and each label is drawn by a UILabel
    /// that lays its text out at the label's width: the measured heights are the drawn ones, and the
    /// grid uses the engine it is given.
    @Test func theMeasuredHeightIsTheDrawnLayoutsHeight() throws {
        let engine = TextEngine(registry: FontRegistry())
        let theme = Theme.standard
        for card in Self.cards + [JournalCard(title: "기준금리 다섯 번 연속 동결, 그 다음은 무엇일까요 정말로", edited: "2024.05.03 편집",
                                              tag: "#경제", memo: "한국은행이 기준금리를 다섯 번 연속 동결했다.\n물가 상승세는 둔화했다.")] {
            for (width, lines) in [(175.33, 0), (120, 2), (300, 1)] {
                let placement = try card.placement(width: width, theme: theme, scale: 3, memoLines: lines, engine: engine)
                for label in placement.labels {
                    let drawn = try engine.layout(label.text, style: label.style.textStyle(alignment: .left, lines: label.lines),
                                                  maxWidth: width - 2 * placement.inset, scale: 3)
                    #expect(drawn.size.height == label.height, "\(label.name) at \(width)")
                }
            }
        }
        let many = JournalGrid(cards: (0..<600).map { Self.cards[$0 % Self.cards.count] })
        _ = try TextEngine.$current.withValue(engine) { try many.masonry(on: .iphone15, theme: .standard) }
        #expect(engine.cachedWordCount > 0, "the cards were measured with the bound engine, not the shared one")
    }

    /// The whole content as one tall image: every card a node, the screen as tall as the top safe
    /// area and the content; too tall a grid is the canvas's clear size error.
    @Test func theWholeContentIsOneTallScreen() throws {
        let grid = JournalGrid(cards: Self.cards, showsWholeContent: true)
        let scene = try ComponentScene(device: .iphoneSE, content: [.journalGrid(grid.selecting([2]))]).makeScene()
        let masonry = try grid.masonry(on: .iphoneSE, theme: .standard)
        #expect(scene.size == Size(width: 375, height: Device.iphoneSE.safeArea.top + masonry.contentHeight))
        #expect(scene.nodes[0].children.count == Self.cards.count)
        let strategy = ImageSnapshot<Scene>.scene { [painter = ScenePainter()] in try painter.render($0) }
        assertSnapshot(of: scene, as: strategy, named: "whole-content-iphoneSE")

        let huge = JournalGrid(cards: (0..<20_000).map { Self.cards[$0 % Self.cards.count] }, showsWholeContent: true)
        let tall = try ComponentScene(device: .iphone15, content: [.journalGrid(huge)]).makeScene()
        #expect(tall.size.height > 1_000_000)
        #expect {
            try ScenePainter().render(tall)
        } throws: { "\($0)".hasPrefix("scene canvas:") }
        #expect(throws: (any Error).self) {
            try SceneFile.decode(ComponentScene.self, text: #"{"device": "iphone15", "content": [{"component": "journalGrid", "wholeContent": true, "contentOffset": 5}]}"#, format: .json)
        }
    }

    @Test func cardsGoToTheShortestColumnAtTheColumnWidth() throws {
        let grid = JournalGrid(cards: Self.cards)
        let masonry = try grid.masonry(on: .iphone15, theme: .standard)
        // (393 - 2 x 16 - 10) / 2 = 175.5 points = 526.5 pixels at 3x, floored to 526.
        #expect(masonry.columnWidth() == 526.0 / 3)
        // COMPONENTS.md §9: a card is as tall as its labels measured at the column width (less the
        // card's side insets) and its insets; measured here with the text engine, not the grid.
        let theme = Theme.standard, spacing = theme.spacing, type = theme.typography
        func measured(_ text: String, _ style: TypeStyle, _ lines: Int) throws -> Double {
            try TextEngine.shared.layout(text, style: style.textStyle(alignment: .left, lines: lines),
                                         maxWidth: 526.0 / 3 - spacing.cardInset, scale: 3).size.height
        }
        // Each card goes to the shortest column (the left one on a tie), 10 points below the grid's
        // top or the card above it.
        var bottoms = [10.0, 10.0]
        for (i, card) in Self.cards.enumerated() {
            let height = try measured(card.title, type.cardTitle, 2) + measured(card.edited, type.cardDetail, 1)
                + measured(card.tag, type.cardDetail, 1) + measured(card.memo, type.cardBody, 0)
                + 3 * spacing.cardInset + 2 * spacing.cardLineGap
            let column = bottoms[1] < bottoms[0] ? 1 : 0
            #expect(masonry.column(ofItem: i) == column)
            #expect(same(masonry.frame(ofItem: i).minY, bottoms[column]), "card \(i)")
            #expect(same(masonry.frame(ofItem: i).height, height), "card \(i)")
            bottoms[column] += height + 10
        }
    }

    @Test func onlyTheVisibleCardsBecomeNodesAtTheContentOffset() throws {
        let device = Device.iphoneSE
        let grid = JournalGrid(cards: Self.cards + Self.cards + Self.cards)
        let masonry = try grid.masonry(on: device, theme: .standard)
        let offset = 900.0
        let report = try frames(grid.scrolled(to: offset), on: device)
        let view = device.size.height - device.safeArea.top
        let shown = report.allEntries.map(\.id).filter { $0.hasPrefix("journal.card.") && $0.split(separator: ".").count == 3 }
        let expected = (0..<grid.cards.count).filter {
            let frame = masonry.frame(ofItem: $0)
            return frame.maxY > offset && frame.minY < offset + view
        }.map { "journal.card.\($0)" }
        #expect(shown == expected)
        let first = try #require(expected.first)
        let index = Int(first.split(separator: ".").last!)!
        #expect(same(report[first].minY, device.safeArea.top + masonry.frame(ofItem: index).minY - offset))
    }

    @Test func selectionModeMarksOnlyTheSelectedCardsAndMovesNothing() throws {
        let normal = try frames(JournalGrid(cards: Self.cards))
        let selecting = try frames(JournalGrid(cards: Self.cards).selecting([1, 4]))
        #expect(selecting.contains("journal.card.1.check") && selecting.contains("journal.card.4.check"))
        #expect(!selecting.contains("journal.card.0.check") && !normal.contains("journal.card.1.check"))
        #expect(normal.frame("journal.card.5") == selecting.frame("journal.card.5"))
    }

    @Test func scrollingPastTheContentIsAnErrorThatSaysTheLimit() {
        #expect(throws: JournalGridError.self) { try JournalGrid(cards: Self.cards).scrolled(to: 1e6).sceneNodes(on: .iphone15, theme: .standard) }
    }

    @Test func sceneFileKeysAreCheckedWithTheirPaths() {
        #expect(decodingFailure(JournalGrid.self, #"{"component": "journalGrid", "cards": [{"title": "a", "memmo": "b"}]}"#)?
            .path == ["cards", "[0]", "memmo"])
        #expect(decodingFailure(JournalGrid.self, #"{"component": "journalGrid", "cards": [{"title": "a"}], "selection": [3]}"#)?
            .debugDescription.contains("card indices from 0 to 0") == true)
        #expect(decodingFailure(JournalGrid.self, #"{"component": "journalGrid", "columns": 0}"#)?.path == ["columns"])
        #expect(decodingFailure(JournalGrid.self, #"{"component": "journalGrid", "contentOffset": -1}"#)?.path == ["contentOffset"])
    }
}
