import Testing
@testable import LayoutEngine

/// Stack geometry, one distribution, alignment or rule per test, with the frames computed
/// by hand in the comments. Most tests run on both axes: a stack at (10, 20), 300 long
/// along its axis and 100 across, and frames are read back in the stack's own axis
/// coordinates (`Rect(x: along, y: across, width: length, height: cross length)`, from
/// the stack's origin), so one set of numbers checks a row and a column.
@Suite struct StackTests {
    /// An item: its intrinsic (length along the axis, length across), or nil for a plain
    /// node without an intrinsic size.
    typealias Item = (along: Double, across: Double)?

    private struct Arranged {
        var items: [Rect]
        var stack: Rect
    }

    private func arrange(_ sizes: [Item], axis: Axis, distribution: StackDistribution = .fill,
                         alignment: StackAlignment = .fill, spacing: Double = 10,
                         length: Double? = 300, crossLength: Double? = 100,
                         configure: (LayoutSystem, [LayoutNode]) -> Void = { _, _ in }) throws -> Arranged {
        let system = LayoutSystem()
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let items = sizes.enumerated().map { index, size in
            guard let size else { return system.node("item\(index)", in: screen) }
            let intrinsic = axis == .horizontal ? Size(width: size.along, height: size.across)
                                                : Size(width: size.across, height: size.along)
            return system.node("item\(index)", in: screen, intrinsicSize: intrinsic)
        }
        configure(system, items)
        let stack = system.stack("stack", in: screen, axis: axis, distribution: distribution, alignment: alignment,
                                 spacing: spacing, arranged: items)
        let (main, cross) = axis == .horizontal ? (stack.width, stack.height) : (stack.height, stack.width)
        system.constrain(stack) {
            $0.left == screen.left + 10
            $0.top == screen.top + 20
            if let length { main == length }
            if let crossLength { cross == crossLength }
        }
        let result = try system.solve()
        #expect(result.ambiguous.isEmpty, "ambiguous: \(result.ambiguous)")
        func local(_ id: String) throws -> Rect {
            let frame = try #require(result.frame(id))
            let (dx, dy) = (frame.minX - 10, frame.minY - 20)
            return axis == .horizontal ? Rect(x: dx, y: dy, width: frame.width, height: frame.height)
                                       : Rect(x: dy, y: dx, width: frame.height, height: frame.width)
        }
        return Arranged(items: try items.map { try local($0.id) }, stack: try local("stack"))
    }

    private func along(_ frames: [Rect]) -> [Double] { frames.map(\.minX) }
    private func lengths(_ frames: [Rect]) -> [Double] { frames.map(\.width) }
    private func across(_ frames: [Rect]) -> [Double] { frames.map(\.minY) }
    private func crossLengths(_ frames: [Rect]) -> [Double] { frames.map(\.height) }

    private let three: [Item] = [(40, 20), (60, 30), (50, 40)]
    /// Three items that exactly fill 300 with two 10-point gaps.
    private let fitting: [Item] = [(80, 20), (100, 30), (100, 40)]

    // MARK: - Distributions

    @Test(arguments: Axis.allCases)
    func fillStretchesTheLowestHuggingItem(axis: Axis) throws {
        // 300 - 150 of items - 20 of spacing = 130 extra, all to item1: 60 + 130 = 190.
        let frames = try arrange(three, axis: axis) { _, items in items[1].contentHugging[axis] = LayoutPriority(200) }.items
        #expect(lengths(frames) == [40, 190, 50])
        #expect(along(frames) == [0, 50, 250])
        #expect(across(frames) == [0, 0, 0] && crossLengths(frames) == [100, 100, 100])
    }

    @Test(arguments: Axis.allCases)
    func fillGivesTiedSlackToTheFirstItem(axis: Axis) throws {
        // Equal hugging: UIKit resolves by index, the first item stretches: 40 + 130 = 170.
        let frames = try arrange(three, axis: axis).items
        #expect(lengths(frames) == [170, 60, 50])
        #expect(along(frames) == [0, 180, 250])
    }

    @Test(arguments: Axis.allCases)
    func fillCompressesTheLowestCompressionResistance(axis: Axis) throws {
        // 150 + 100 + 80 + 20 = 350 overflows by 50: item0 at 700 gives it up.
        let frames = try arrange([(150, 20), (100, 30), (80, 40)], axis: axis) { _, items in
            items[0].compressionResistance[axis] = LayoutPriority(700)
        }.items
        #expect(lengths(frames) == [100, 100, 80])
        #expect(along(frames) == [0, 110, 220])
    }

    @Test(arguments: Axis.allCases)
    func fillCompressesTheLastItemOnATie(axis: Axis) throws {
        // Equal compression resistance: the last item gives up the 50: 80 - 50 = 30.
        let frames = try arrange([(150, 20), (100, 30), (80, 40)], axis: axis).items
        #expect(lengths(frames) == [150, 100, 30])
        #expect(along(frames) == [0, 160, 270])
    }

    @Test(arguments: Axis.allCases)
    func fillEquallyGivesEveryItemTheSameLength(axis: Axis) throws {
        // (300 - 2 x 15) / 3 = 90 each, whatever the intrinsic sizes.
        let frames = try arrange(three, axis: axis, distribution: .fillEqually, spacing: 15).items
        #expect(lengths(frames) == [90, 90, 90])
        #expect(along(frames) == [0, 105, 210])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallySharesTheSpaceAfterSpacingByIntrinsicLength(axis: Axis) throws {
        // 300 - 20 = 280 split 20 : 60 : 60 (1 : 3 : 3) = 40, 120, 120.
        let frames = try arrange([(20, 20), (60, 30), (60, 40)], axis: axis, distribution: .fillProportionally).items
        #expect(lengths(frames) == [40, 120, 120])
        #expect(along(frames) == [0, 50, 180])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallyWithoutSpacing(axis: Axis) throws {
        // 300 split 40 : 60 : 50 = 80, 120, 100.
        let frames = try arrange(three, axis: axis, distribution: .fillProportionally, spacing: 0).items
        #expect(lengths(frames) == [80, 120, 100])
        #expect(along(frames) == [0, 80, 200])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallyLeavesAnItemWithoutIntrinsicSizeItsOwnLength(axis: Axis) throws {
        // item1 is a plain node 50 long: 300 - 20 - 50 = 230 split 30 : 70 = 69, 161.
        let frames = try arrange([(30, 20), nil, (70, 40)], axis: axis, distribution: .fillProportionally) { system, items in
            system.constrain(items[1]) {
                (axis == .horizontal ? $0.width : $0.height) == 50
            }
        }.items
        #expect(lengths(frames) == [69, 50, 161])
        #expect(along(frames) == [0, 79, 139])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallyYieldsFromTheLastItemToARequiredLength(axis: Axis) throws {
        // Shares 40, 120, 120 (priorities 999, 998, 997), but item1 must be 100: the last
        // item's share breaks, 280 - 40 - 100 = 140.
        let frames = try arrange([(20, 20), (60, 30), (60, 40)], axis: axis, distribution: .fillProportionally) { system, items in
            system.constrain(items[1]) { (axis == .horizontal ? $0.width : $0.height) == 100 }
        }.items
        #expect(lengths(frames) == [40, 100, 140])
        #expect(along(frames) == [0, 50, 160])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallySharesEquallyWhenNoItemHasLength(axis: Axis) throws {
        // Intrinsic lengths 0, 0, 0: (300 - 30) / 3 = 90 each.
        let frames = try arrange([(0, 20), (0, 30), (0, 40)], axis: axis, distribution: .fillProportionally, spacing: 15).items
        #expect(lengths(frames) == [90, 90, 90])
        #expect(along(frames) == [0, 105, 210])
    }

    @Test(arguments: Axis.allCases)
    func fillProportionallyWithoutAGivenLengthTakesTheIntrinsicLengths(axis: Axis) throws {
        // Nothing sizes the stack: it is 20 + 10 + 60 + 10 + 60 = 160 long.
        let arranged = try arrange([(20, 20), (60, 30), (60, 40)], axis: axis, distribution: .fillProportionally, length: nil)
        #expect(lengths(arranged.items) == [20, 60, 60])
        #expect(along(arranged.items) == [0, 30, 100])
        #expect(arranged.stack.width == 160)
    }

    @Test func fillProportionallyInAColumnUsesHeightsMeasuredAtTheColumnsWidth() throws {
        // A wraps: natural 200 x 20, at 100 wide two lines, 40 high. B is 100 x 20. The
        // column is 100 wide, 180 high: 40 : 20 gives 120 and 60 (the one-line 20 : 20
        // would give 90 and 90).
        let system = LayoutSystem()
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let a = system.node("a", in: screen) { width in
            guard let width, width < 200 else { return Size(width: 200, height: 20) }
            return Size(width: width, height: 20 * (200 / width).rounded(.up))
        }
        let b = system.node("b", in: screen, intrinsicSize: Size(width: 100, height: 20))
        let column = system.stack("column", in: screen, axis: .vertical, distribution: .fillProportionally, arranged: [a, b])
        system.constrain(column) {
            $0.left == 10
            $0.top == 20
            $0.width == 100
            $0.height == 180
        }
        let result = try system.solve()
        #expect(result.frame("a") == Rect(x: 10, y: 20, width: 100, height: 120))
        #expect(result.frame("b") == Rect(x: 10, y: 140, width: 100, height: 60))
    }

    @Test(arguments: Axis.allCases)
    func equalSpacingKeepsLengthsAndEvensTheGaps(axis: Axis) throws {
        // 300 - 150 of items = 150 over two gaps of 75.
        let frames = try arrange(three, axis: axis, distribution: .equalSpacing).items
        #expect(lengths(frames) == [40, 60, 50])
        #expect(along(frames) == [0, 115, 250])
    }

    @Test(arguments: Axis.allCases)
    func equalCenteringEvensTheDistanceBetweenCenters(axis: Axis) throws {
        // Centers: first 20, last 300 - 40 = 260, so the middle one 140: starts at 110.
        let frames = try arrange([(40, 20), (60, 30), (80, 40)], axis: axis, distribution: .equalCentering).items
        #expect(lengths(frames) == [40, 60, 80])
        #expect(along(frames) == [0, 110, 220])
    }

    @Test(arguments: Axis.allCases)
    func equalCenteringYieldsToTheMinimumSpacing(axis: Axis) throws {
        // Fixed lengths 40, 60, 180: the last starts at 120, so item1 must sit between
        // 40 + 10 and 120 - 10 - 60 = 50; even centers would put it at 85. The gaps win: 50.
        let frames = try arrange([nil, nil, nil], axis: axis, distribution: .equalCentering) { system, items in
            for (item, length) in zip(items, [40.0, 60, 180]) {
                system.constrain(item) { (axis == .horizontal ? $0.width : $0.height) == length }
            }
        }.items
        #expect(lengths(frames) == [40, 60, 180])
        #expect(along(frames) == [0, 50, 120])
    }

    // MARK: - Spacing

    @Test(arguments: Axis.allCases)
    func spacingSeparatesItems(axis: Axis) throws {
        // 80 + 10 + 100 + 10 + 100 = 300.
        let frames = try arrange(fitting, axis: axis).items
        #expect(along(frames) == [0, 90, 200])
        #expect(lengths(frames) == [80, 100, 100])
    }

    @Test(arguments: Axis.allCases)
    func aNegativeSpacingOverlapsItemsAsUIKitAllows(axis: Axis) throws {
        // 80 + 100 + 100 - 20 = 260: the first item takes the other 40 (120 long), and
        // each next item starts 10 before the previous one ends.
        let frames = try arrange(fitting, axis: axis, spacing: -10).items
        #expect(lengths(frames) == [120, 100, 100])
        #expect(along(frames) == [0, 110, 200])
    }

    @Test(arguments: Axis.allCases)
    func customSpacingAfterAnItemReplacesTheStackSpacing(axis: Axis) throws {
        // No gap after item0, 10 after item1 (the custom spacing after the last item means
        // nothing); item2 hugs least and takes the freed 10: 110 long.
        let frames = try arrange(fitting, axis: axis) { _, items in
            items[0].customSpacingAfter = 0
            items[2].customSpacingAfter = 50
            items[2].contentHugging[axis] = LayoutPriority(200)
        }.items
        #expect(along(frames) == [0, 80, 190])
        #expect(lengths(frames) == [80, 100, 110])
    }

    // MARK: - Hidden items

    @Test(arguments: Axis.allCases)
    func aHiddenItemCollapsesWithTheSpacingAroundIt(axis: Axis) throws {
        // item1 hidden: item0, one 10 gap, item2: 80 + 10 + 100 = 190, the first item takes
        // the other 110 (190 long), item2 starts at 200. item1 is a zero-length sliver at the
        // stack's start spanning its cross length.
        let frames = try arrange(fitting, axis: axis) { _, items in items[1].isHidden = true }.items
        #expect(frames[0] == Rect(x: 0, y: 0, width: 190, height: 100))
        #expect(frames[1] == Rect(x: 0, y: 0, width: 0, height: 100))
        #expect(frames[2] == Rect(x: 200, y: 0, width: 100, height: 100))
    }

    @Test(arguments: Axis.allCases)
    func theSpacingBeforeAHiddenItemIsTheOneThatStays(axis: Axis) throws {
        // Custom 30 after item0 stays between item0 and item2; item1's custom 50 goes with
        // it: item0 = 300 - 30 - 100 = 170, item2 at 200.
        let frames = try arrange(fitting, axis: axis) { _, items in
            items[0].customSpacingAfter = 30
            items[1].customSpacingAfter = 50
            items[1].isHidden = true
        }.items
        #expect(lengths(frames) == [170, 0, 100])
        #expect(along(frames) == [0, 0, 200])
    }

    @Test(arguments: Axis.allCases)
    func hiddenItemsLeaveEqualSpacingToTheVisibleOnes(axis: Axis) throws {
        // item0 (40) and item2 (50) with one gap of 300 - 90 = 210.
        let frames = try arrange(three, axis: axis, distribution: .equalSpacing) { _, items in items[1].isHidden = true }.items
        #expect(along(frames) == [0, 0, 250])
        #expect(lengths(frames) == [40, 0, 50])
    }

    @Test(arguments: Axis.allCases)
    func aStackOfHiddenItemsCollapsesToNothing(axis: Axis) throws {
        let arranged = try arrange(three, axis: axis, length: nil, crossLength: nil) { _, items in
            for item in items { item.isHidden = true }
        }
        #expect(arranged.stack == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    // MARK: - Alignments

    @Test(arguments: Axis.allCases)
    func fillAlignmentSpansTheCrossLength(axis: Axis) throws {
        let frames = try arrange(fitting, axis: axis, alignment: .fill).items
        #expect(across(frames) == [0, 0, 0] && crossLengths(frames) == [100, 100, 100])
    }

    @Test(arguments: Axis.allCases)
    func leadingAlignmentKeepsIntrinsicCrossLengthsAtTheStart(axis: Axis) throws {
        let frames = try arrange(fitting, axis: axis, alignment: .leading).items
        #expect(across(frames) == [0, 0, 0] && crossLengths(frames) == [20, 30, 40])
    }

    @Test(arguments: Axis.allCases)
    func centerAlignmentCentersAcross(axis: Axis) throws {
        // (100 - 20) / 2, (100 - 30) / 2, (100 - 40) / 2.
        let frames = try arrange(fitting, axis: axis, alignment: .center).items
        #expect(across(frames) == [40, 35, 30] && crossLengths(frames) == [20, 30, 40])
    }

    @Test(arguments: Axis.allCases)
    func trailingAlignmentKeepsIntrinsicCrossLengthsAtTheEnd(axis: Axis) throws {
        let frames = try arrange(fitting, axis: axis, alignment: .trailing).items
        #expect(across(frames) == [80, 70, 60] && crossLengths(frames) == [20, 30, 40])
    }

    @Test(arguments: Axis.allCases)
    func aStackWithoutCrossSizeHugsItsLargestItem(axis: Axis) throws {
        // 40 across, the largest item; the others centered in it.
        let arranged = try arrange(fitting, axis: axis, alignment: .center, crossLength: nil)
        #expect(arranged.stack == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(across(arranged.items) == [10, 5, 0])
    }

    @Test func firstBaselineAlignmentHangsItemsFromTheTallestAscent() throws {
        // Ascents 15, 25, 30: item2 touches the top, the shared baseline is at 30, so the
        // tops are 30 - 15 and 30 - 25. Without a fixed height the row is as tall as the
        // lowest bottom: max(15 + 20, 5 + 30, 0 + 40) = 40.
        for crossLength in [100.0, nil] {
            let arranged = try arrange(fitting, axis: .horizontal, alignment: .firstBaseline, crossLength: crossLength) { _, items in
                for (item, ascent) in zip(items, [15.0, 25, 30]) { item.firstBaselineFromTop = ascent }
            }
            #expect(across(arranged.items) == [15, 5, 0])
            #expect(crossLengths(arranged.items) == [20, 30, 40])
            #expect(arranged.stack.height == crossLength ?? 40)
        }
    }

    @Test func firstBaselineAlignmentInAColumnIsLeading() throws {
        let frames = try arrange(fitting, axis: .vertical, alignment: .firstBaseline).items
        #expect(across(frames) == [0, 0, 0] && crossLengths(frames) == [20, 30, 40])
    }

    @Test func stacksNest() throws {
        // A 200-wide column (spacing 8): a title 20 high, then a row (fillEqually, spacing
        // 4) of a (30 x 10) and b (50 x 16). The row's items get (200 - 4) / 2 = 98 each and
        // the row is as high as b's compression resistance keeps it: 16, at 20 + 8 = 28.
        // The column hugs its content: 20 + 8 + 16 = 44.
        let system = LayoutSystem()
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let title = system.node("title", in: screen, intrinsicSize: Size(width: 120, height: 20))
        let a = system.node("a", in: screen, intrinsicSize: Size(width: 30, height: 10))
        let b = system.node("b", in: screen, intrinsicSize: Size(width: 50, height: 16))
        let row = system.stack("row", in: screen, axis: .horizontal, distribution: .fillEqually, spacing: 4, arranged: [a, b])
        let column = system.stack("column", in: screen, axis: .vertical, spacing: 8, arranged: [title, row])
        system.constrain(column) {
            $0.left == 0
            $0.top == 0
            $0.width == 200
        }
        let result = try system.solve()
        #expect(result.frame("column") == Rect(x: 0, y: 0, width: 200, height: 44))
        #expect(result.frame("title") == Rect(x: 0, y: 0, width: 200, height: 20))
        #expect(result.frame("row") == Rect(x: 0, y: 28, width: 200, height: 16))
        #expect(result.frame("a") == Rect(x: 0, y: 28, width: 98, height: 16))
        #expect(result.frame("b") == Rect(x: 102, y: 28, width: 98, height: 16))
        #expect(result.ambiguous.isEmpty)
    }

    // MARK: - Right to left

    /// A row of `fitting` items in a right-to-left layout, the stack at (10, 20), 300 x 100.
    private func rightToLeftRow(configure: ([LayoutNode]) -> Void = { _ in }) throws -> LayoutResult {
        let system = LayoutSystem(layoutDirection: .rightToLeft)
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let items = [80.0, 100, 100].enumerated().map { index, width in
            system.node("item\(index)", in: screen, intrinsicSize: Size(width: width, height: 20))
        }
        configure(items)
        let row = system.stack("row", in: screen, axis: .horizontal, spacing: 10, arranged: items)
        system.constrain(row) {
            $0.frame.edges(equalTo: screen.frame, insets: EdgeInsets(top: 20, left: 90, bottom: 280, right: 10))
        }
        return try system.solve()
    }

    @Test func aRowRunsFromTheRightInRightToLeftLayouts() throws {
        // The leading edge is the right one, at 310: item0 310 - 80 = 230, item1
        // 230 - 10 - 100 = 120, item2 10.
        let result = try rightToLeftRow()
        #expect(result.frame("row") == Rect(x: 10, y: 20, width: 300, height: 100))
        #expect(["item0", "item1", "item2"].map { result.frame($0)?.minX } == [230, 120, 10])
    }

    @Test func aHiddenItemCollapsesAtTheRightInRightToLeftLayouts() throws {
        // item0 takes the slack (190 long, from 310 back to 120), item2 at 10; the hidden
        // item1 is a sliver at the stack's leading (right) edge.
        let result = try rightToLeftRow { items in items[1].isHidden = true }
        #expect(result.frame("item0") == Rect(x: 120, y: 20, width: 190, height: 100))
        #expect(result.frame("item1") == Rect(x: 310, y: 20, width: 0, height: 100))
        #expect(result.frame("item2") == Rect(x: 10, y: 20, width: 100, height: 100))
    }

    @Test func aColumnsLeadingAlignmentIsTheRightEdgeInRightToLeftLayouts() throws {
        // A 100-wide column at x 10: items 80 and 60 wide sit against x 110.
        let system = LayoutSystem(layoutDirection: .rightToLeft)
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let wide = system.node("wide", in: screen, intrinsicSize: Size(width: 80, height: 30))
        let narrow = system.node("narrow", in: screen, intrinsicSize: Size(width: 60, height: 30))
        let column = system.stack("column", in: screen, axis: .vertical, distribution: .equalSpacing,
                                  alignment: .leading, arranged: [wide, narrow])
        system.constrain(column) {
            $0.left == 10
            $0.top == 20
            $0.width == 100
            $0.height == 300
        }
        let result = try system.solve()
        #expect(result.frame("wide") == Rect(x: 30, y: 20, width: 80, height: 30))
        #expect(result.frame("narrow") == Rect(x: 50, y: 290, width: 60, height: 30))
    }
}
