import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Text field, skeleton, empty view and inset-grouped list layouts (COMPONENTS.md §8, §13).
@Suite struct ListAndFieldGeometryTests {
    let field = TextField(text: "dev_will").helper("2-10 characters").limit(10)

    @Test func textFieldBoxIs48HighBetweenTheMargins() throws {
        let box = try frames(field)["textField.box"]
        #expect(box.height == 48)
        #expect(box.minX == 20)
        #expect(box.maxX == 393 - 20)
    }

    @Test func helperAndCounterSit8BelowTheBoxAtItsEdges() throws {
        let f = try frames(field)
        #expect(same(f["textField.helper"].minY, f["textField.box"].maxY + 8))
        #expect(f["textField.helper"].minX == f["textField.box"].minX)
        #expect(same(f["textField.counter"].minY, f["textField.box"].maxY + 8))
        #expect(f["textField.counter"].maxX == f["textField.box"].maxX)
    }

    @Test func noHelperLineAndNoLimitMeansNoHelperNodes() throws {
        let f = try frames(TextField(text: "a"))
        #expect(!f.contains("textField.helper"))
        #expect(!f.contains("textField.counter"))
    }

    @Test func caretShowsOnlyWhileEditing() throws {
        #expect(!(try frames(field)).contains("textField.caret"))
        let f = try frames(field.state(.editing))
        #expect(f["textField.caret"].width == 2)
        #expect(f["textField.caret"].minX > f["textField.text"].minX)
    }

    @Test func errorStateDrawsTheRedBorder() throws {
        let nodes = try field.error(message: "Taken").sceneNodes(on: .iphone15, theme: .standard)
        let box = nodes.first?.children.first
        #expect(box?.border == Border(width: 1, color: Theme.standard.colors.systemRed))
    }

    @Test(arguments: [1, 3, 5])
    func skeletonHasOneRowPerCount(rows: Int) throws {
        let f = try frames(Skeleton(rows: rows))
        #expect(f["skeleton"].height == Double(rows) * Skeleton.rowHeight)
        #expect(f["skeleton"].minY == 59 + 16)
        #expect(f["skeleton.row.0.thumbnail"].size == Size(width: 64, height: 64))
    }

    @Test func skeletonSecondLineIsShorter() throws {
        let f = try frames(Skeleton())
        #expect(abs(f["skeleton.row.0.line.1"].width - f["skeleton.row.0.line.0"].width * 0.6) <= 1.0 / 3)
    }

    @Test func emptyViewMessageIsCenteredInTheSafeArea() throws {
        let f = try frames(EmptyView())
        #expect(f["emptyView"] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
        #expect(withinPixel(f["emptyView.message"].midY, f["emptyView"].midY, scale: 3))
    }

    @Test func listRowsAre44HighInTheMarginsSortedByCountThenRecency() throws {
        let list = InsetGroupedList().word("swift", count: 1, lastSearched: 3).word("ios", count: 4, lastSearched: 1)
            .word("ui", count: 1, lastSearched: 5)
        let nodes = try list.sceneNodes(on: .iphone15, theme: .standard)
        let f = FrameReport(scene: Scene(size: Device.iphone15.size, nodes: nodes))
        #expect(f["list.group"].minX == 20)
        #expect(f["list.group"].width == 393 - 40)
        #expect(f["list.group"].height == 3 * 44)
        #expect(f["list.row.1"].minY == f["list.row.0"].maxY)
        let titles = f.allEntries.filter { $0.id.hasSuffix(".title") }.map(\.id)
        #expect(titles == ["list.row.0.title", "list.row.1.title", "list.row.2.title"])
        #expect(f.allEntries.filter { $0.id.hasSuffix(".separator") }.count == 2)
        let firstRowTitle = nodes.first?.children.last?.children.first?.children.first
        guard case .text(let layout, _) = firstRowTitle?.content else {
            Issue.record("the first row has no title text")
            return
        }
        #expect(layout.lines.first?.text == "ios")
    }
}
