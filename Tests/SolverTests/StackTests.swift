import Testing
@testable import LayoutEngine

/// Stack geometry: each distribution and alignment on fixed-size items, checked against
/// the frames UIKit's UIStackView gives the same configuration.
@Suite struct StackTests {
    /// A 300 x 100 container at (10, 20) holding a stack that fills it, with items of the
    /// given intrinsic sizes; returns the solved frames.
    private func layout(_ sizes: [Size], axis: Axis = .horizontal, distribution: StackDistribution = .fill,
                        alignment: StackAlignment = .fill, spacing: Double = 10,
                        direction: LayoutDirection = .leftToRight,
                        configure: ([LayoutNode]) -> Void = { _ in }) throws -> [Rect] {
        let system = LayoutSystem(layoutDirection: direction)
        let screen = system.root("screen", size: Size(width: 400, height: 400))
        let items = sizes.enumerated().map { index, size in
            system.node("item\(index)", in: screen) { _ in size }
        }
        configure(items)
        let stack = system.stack("stack", in: screen, axis: axis, distribution: distribution, alignment: alignment,
                                 spacing: spacing, arranged: items)
        system.constrain(stack) {
            $0.left == screen.left + 10
            $0.top == screen.top + 20
            $0.width == 300
            $0.height == 100
        }
        let result = try system.solve()
        return try items.map { try #require(result.frame($0.id)) }
    }

    private let three = [Size(width: 40, height: 20), Size(width: 60, height: 30), Size(width: 50, height: 40)]

    @Test func fillEquallyGivesEveryItemTheSameLength() throws {
        let frames = try layout(three, distribution: .fillEqually)
        // (300 - 2 * 10) / 3 each.
        let width = 280.0 / 3
        for (index, frame) in frames.enumerated() {
            #expect(abs(frame.minX - (10 + Double(index) * (width + 10))) <= 0.5)
            #expect(abs(frame.width - width) <= 1)
            #expect(frame.minY == 20 && frame.height == 100)
        }
    }

    @Test func fillStretchesTheLowestHuggingItem() throws {
        let frames = try layout(three, distribution: .fill) { items in
            items[1].contentHugging.horizontal = LayoutPriority(200)
        }
        #expect(frames.map(\.width) == [40, 190, 50])
        #expect(frames.map(\.minX) == [10, 60, 260])
    }

    @Test func fillProportionallySharesByIntrinsicLength() throws {
        let frames = try layout(three, distribution: .fillProportionally, spacing: 0)
        // 300 split 40 : 60 : 50.
        #expect(frames.map(\.width) == [80, 120, 100])
    }

    @Test func equalSpacingKeepsLengthsAndEvensTheGaps() throws {
        let frames = try layout(three, distribution: .equalSpacing)
        // 300 - 150 of items = 150 over two gaps.
        #expect(frames.map(\.width) == [40, 60, 50])
        #expect(frames.map(\.minX) == [10, 125, 260])
    }

    @Test func equalCenteringEvensTheDistanceBetweenCenters() throws {
        let frames = try layout(three, distribution: .equalCentering)
        let centers = frames.map(\.midX)
        #expect(abs((centers[1] - centers[0]) - (centers[2] - centers[1])) <= 1)
        #expect(frames.first?.minX == 10 && frames.last?.maxX == 310)
    }

    @Test func customSpacingAfterAnItemReplacesTheStackSpacing() throws {
        let frames = try layout(three, distribution: .equalSpacing, spacing: 0) { items in
            items[0].customSpacingAfter = 100
        }
        // The first gap must be at least 100 and the gaps equal, so both are 100 and the
        // items, 150 wide together, are compressed into the remaining 100.
        #expect(frames[1].minX - frames[0].maxX == 100)
        #expect(frames[2].minX - frames[1].maxX == 100)
        #expect(frames.map(\.width).reduce(0, +) == 100)
    }

    @Test func crossAxisAlignments() throws {
        let leading = try layout(three, alignment: .leading)
        #expect(leading.map(\.minY) == [20, 20, 20])
        #expect(leading.map(\.height) == [20, 30, 40])
        let center = try layout(three, alignment: .center)
        #expect(center.map(\.midY) == [70, 70, 70])
        let trailing = try layout(three, alignment: .trailing)
        #expect(trailing.map(\.maxY) == [120, 120, 120])
        let fill = try layout(three, alignment: .fill)
        #expect(fill.map(\.height) == [100, 100, 100])
    }

    @Test func firstBaselineAlignmentLinesUpBaselines() throws {
        let frames = try layout(three, alignment: .firstBaseline) { items in
            for (item, ascent) in zip(items, [15.0, 25.0, 30.0]) { item.firstBaselineFromTop = ascent }
        }
        let baselines = zip(frames, [15.0, 25.0, 30.0]).map { $0.minY + $1 }
        #expect(Set(baselines).count == 1)
        #expect(frames.allSatisfy { $0.minY >= 20 && $0.maxY <= 120 })
    }

    @Test func horizontalStacksRunFromTheRightInRightToLeftLayouts() throws {
        let frames = try layout(three, distribution: .equalSpacing, direction: .rightToLeft)
        #expect(frames.map(\.maxX) == [310, 195, 60])
    }

    @Test func verticalStacksPlaceItemsTopToBottom() throws {
        let frames = try layout(three, axis: .vertical, distribution: .fillEqually, spacing: 5)
        // (100 - 2 * 5) / 3 = 30 each.
        #expect(frames.map(\.minY) == [20, 55, 90])
        #expect(frames.map(\.width) == [300, 300, 300])
    }

    @Test func aHiddenItemCollapsesWithItsSpacing() throws {
        let frames = try layout(three, distribution: .equalSpacing) { items in items[1].isHidden = true }
        #expect(frames[1].width == 0)
        #expect(frames[0].minX == 10 && frames[2].maxX == 310)
    }
}
