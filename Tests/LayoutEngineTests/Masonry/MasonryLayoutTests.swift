import Testing
import TestSupport
@testable import LayoutEngine

/// The masonry grid against CHTCollectionViewWaterfallLayout's `prepareLayout`, written again here
/// independently: one array of column heights per section, as CHT keeps them.
@Suite struct MasonryLayoutTests {
    enum Item { case aspect(Double, Double), height(Double) }

    /// CHT's placement, straight from its description: frames per section in grid coordinates.
    static func cht(width: Double, scale: Double, sections: [(MasonrySection, [Item])]) -> (frames: [[Rect]], columns: [[Int]], height: Double) {
        func floorToPixel(_ v: Double) -> Double { (v * scale).rounded(.down) / scale }
        var top = 0.0
        var frames: [[Rect]] = [], columns: [[Int]] = []
        for (section, items) in sections {
            top += section.headerInsets.top
            if section.headerHeight > 0 { top += section.headerHeight + section.headerInsets.bottom }
            top += section.insets.top
            let n = section.columns
            var heights = Array(repeating: top, count: n)
            let itemWidth = floorToPixel((width - section.insets.left - section.insets.right
                - Double(n - 1) * section.columnSpacing) / Double(n))
            var sectionFrames: [Rect] = [], sectionColumns: [Int] = []
            for (index, item) in items.enumerated() {
                var column = 0
                switch section.order {
                case .shortestFirst: for c in 0..<n where heights[c] < heights[column] { column = c }
                case .leftToRight: column = index % n
                case .rightToLeft: column = n - 1 - index % n
                }
                let height: Double
                switch item {
                case .aspect(let w, let h): height = w > 0 && h > 0 ? floorToPixel(h * itemWidth / w) : 0
                case .height(let h): height = h
                }
                let frame = Rect(x: section.insets.left + (itemWidth + section.columnSpacing) * Double(column),
                                 y: heights[column], width: itemWidth, height: height)
                sectionFrames.append(frame); sectionColumns.append(column)
                heights[column] = frame.maxY + section.itemSpacing
            }
            top = items.isEmpty ? top + section.insets.bottom : heights.max()! - section.itemSpacing + section.insets.bottom
            top += section.footerInsets.top
            if section.footerHeight > 0 { top += section.footerHeight + section.footerInsets.bottom }
            frames.append(sectionFrames); columns.append(sectionColumns)
        }
        return (frames, columns, top)
    }

    static func randomGrid(_ random: inout SplitMix64, columns: Int) -> (width: Double, scale: Double, sections: [(MasonrySection, [Item])]) {
        let scale = [1.0, 2, 3][random.int(0...2)]
        let width = random.double(200...1200)
        var sections: [(MasonrySection, [Item])] = []
        for _ in 0..<random.int(1...3) {
            let section = MasonrySection(
                columns: columns, columnSpacing: random.double(0...12), itemSpacing: random.double(0...12),
                insets: EdgeInsets(top: random.double(0...20), left: random.double(0...20),
                                   bottom: random.double(0...20), right: random.double(0...20)),
                order: MasonryItemOrder.allCases[random.int(0...2)],
                headerHeight: random.int(0...1) == 0 ? 0 : random.double(10...50),
                headerInsets: EdgeInsets(top: random.double(0...8), left: random.double(0...8), bottom: random.double(0...8), right: 0),
                footerHeight: random.int(0...1) == 0 ? 0 : random.double(10...50),
                footerInsets: EdgeInsets(top: random.double(0...8), left: 0, bottom: random.double(0...8), right: random.double(0...8)))
            let items: [Item] = (0..<random.int(0...300)).map { _ in
                random.int(0...1) == 0 ? .aspect(random.int(0...20) == 0 ? 0 : random.double(1...1000), random.double(0...1500)) : .height(random.double(0...400))
            }
            sections.append((section, items))
        }
        return (width, scale, sections)
    }

    /// Whether two frame lists agree to 1e-9 of their magnitude: the grid keeps frames relative to
    /// their section, CHT in one running sum, so the last bits of a sum may differ.
    static func agree(_ a: [Rect], _ b: [Rect]) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) }
        return a.count == b.count && zip(a, b).allSatisfy { p, q in
            close(p.minX, q.minX) && close(p.minY, q.minY) && close(p.width, q.width) && close(p.height, q.height)
        }
    }

    static func size(_ item: Item) -> MasonryItemSize {
        switch item {
        case .aspect(let w, let h): .aspect(width: w, height: h)
        case .height(let h): .height(h)
        }
    }

    @Test(arguments: 1...6) func placesEveryItemAsCHTDoes(columns: Int) throws {
        var random = SplitMix64(seed: UInt64(columns) * 7919)
        for _ in 0..<12 {
            let grid = Self.randomGrid(&random, columns: columns)
            var layout = try MasonryLayout(width: grid.width, scale: grid.scale, sections: grid.sections.map(\.0))
            for (s, (_, items)) in grid.sections.enumerated() {
                for item in items { try layout.append(Self.size(item), section: s) }
            }
            let expected = Self.cht(width: grid.width, scale: grid.scale, sections: grid.sections)
            for s in grid.sections.indices {
                #expect(Self.agree((0..<layout.itemCount(section: s)).map { layout.frame(ofItem: $0, section: s) }, expected.frames[s]))
                #expect((0..<layout.itemCount(section: s)).map { layout.column(ofItem: $0, section: s) } == expected.columns[s])
            }
            #expect(Self.agree([Rect(x: 0, y: 0, width: 0, height: layout.contentHeight)], [Rect(x: 0, y: 0, width: 0, height: expected.height)]))
        }
    }

    @Test func theColumnWidthIsFlooredToThePixelGrid() throws {
        let section = MasonrySection(columns: 2, columnSpacing: 10, insets: EdgeInsets(left: 16, right: 16))
        // (375 - 32 - 10) / 2 = 166.5: on the 2x grid; 499.5 pixels at 3x floor to 499; 166 at 1x.
        #expect(try MasonryLayout(width: 375, scale: 2, sections: [section]).columnWidth() == 166.5)
        #expect(try MasonryLayout(width: 375, scale: 3, sections: [section]).columnWidth() == 499.0 / 3)
        let oneX = try MasonryLayout(width: 375, scale: 1, sections: [MasonrySection(columns: 2, columnSpacing: 10,
                                                                                     insets: EdgeInsets(left: 16, right: 16))])
        #expect(oneX.columnWidth() == 166)
    }

    @Test func shortestFirstBreaksTiesToTheLeftAndFillsTheShortestColumn() throws {
        var layout = try MasonryLayout(width: 210, sections: [MasonrySection(columns: 2, columnSpacing: 10, itemSpacing: 10)])
        for height in [100.0, 50, 30, 30] { try layout.append(.height(height)) }
        // 100 -> left; 50 -> right (60); 30 -> right (shorter: 60 < 110) ending at 90 +10 = 100; 30 -> right again (100 < 110).
        #expect((0..<4).map { layout.column(ofItem: $0) } == [0, 1, 1, 1])
        #expect(layout.frame(ofItem: 3) == Rect(x: 110, y: 100, width: 100, height: 30))
        #expect(layout.contentHeight == 130)
    }

    @Test func anEmptyGridIsItsInsetsTall() throws {
        let layout = try MasonryLayout(width: 100, sections: [MasonrySection(insets: EdgeInsets(top: 7, bottom: 5))])
        #expect(layout.contentHeight == 12)
        let tall = try MasonryLayout(width: 100, sections: [MasonrySection()], minimumContentHeight: 600)
        #expect(tall.contentHeight == 600)
    }

    @Test func changingOneHeightGivesTheLayoutOfAFreshGrid() throws {
        var random = SplitMix64(seed: 42)
        for columns in 1...4 {
            let grid = Self.randomGrid(&random, columns: columns)
            var layout = try MasonryLayout(width: grid.width, scale: grid.scale, sections: grid.sections.map(\.0))
            var sections = grid.sections
            for (s, (_, items)) in sections.enumerated() { for item in items { try layout.append(Self.size(item), section: s) } }
            for _ in 0..<20 {
                let s = random.int(0...(sections.count - 1))
                guard !sections[s].1.isEmpty else { continue }
                let i = random.int(0...(sections[s].1.count - 1))
                let height = random.double(0...300)
                sections[s].1[i] = .height(height)
                try layout.setSize(.height(height), ofItem: i, section: s)
            }
            let expected = Self.cht(width: grid.width, scale: grid.scale, sections: sections)
            for s in sections.indices {
                #expect(Self.agree((0..<layout.itemCount(section: s)).map { layout.frame(ofItem: $0, section: s) }, expected.frames[s]))
            }
            #expect(Self.agree([Rect(x: 0, y: 0, width: 0, height: layout.contentHeight)], [Rect(x: 0, y: 0, width: 0, height: expected.height)]))
        }
    }

    /// Appending many items at once measures them on all cores; the grid is the one appending them
    /// one at a time gives, and an error is the first item's in order, with nothing appended.
    @Test func appendingManyAtOnceIsAppendingOneAtATime() throws {
        var random = SplitMix64(seed: 99)
        let items: [Item] = (0..<3000).map { i in
            switch i % 3 {
            case 0: .height(random.double(0...300))
            case 1: .aspect(random.double(1...400), random.double(0...400))
            default: .height(random.double(10...90))
            }
        }
        let sizes: [MasonryItemSize] = items.enumerated().map { i, item in
            i % 3 == 2 ? .measured { width in width / 3 + Double(i % 17) } : Self.size(item)
        }
        let section = MasonrySection(columns: 3, columnSpacing: 7, itemSpacing: 5, insets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6))
        var one = try MasonryLayout(width: 393, scale: 3, sections: [section, section])
        var many = one
        try one.append(.height(12), section: 0)
        try many.append(.height(12), section: 0)
        for size in sizes { try one.append(size, section: 1) }
        try many.append(contentsOf: sizes, section: 1)
        #expect(many.itemCount(section: 1) == sizes.count)
        #expect((0..<sizes.count).allSatisfy { many.frame(ofItem: $0, section: 1) == one.frame(ofItem: $0, section: 1) })
        #expect(many.contentHeight == one.contentHeight)

        struct Refused: Error {}
        var failing = sizes
        failing[2900] = .measured { _ in throw Refused() }
        failing[1200] = .height(-1)
        let before = many
        // Item 1200 of the batch is item 4200 of the section, which holds 3000 already.
        #expect {
            try many.append(contentsOf: failing, section: 1)
        } throws: { ($0 as? MasonryError)?.path == "items[4200].height" }
        #expect(many.itemCount(section: 1) == before.itemCount(section: 1))
    }

    @Test func aViewportQueryFindsExactlyTheItemsThatMeetIt() throws {
        var random = SplitMix64(seed: 7)
        for columns in 1...5 {
            let grid = Self.randomGrid(&random, columns: columns)
            var layout = try MasonryLayout(width: grid.width, scale: grid.scale, sections: grid.sections.map(\.0))
            for (s, (_, items)) in grid.sections.enumerated() { for item in items { try layout.append(Self.size(item), section: s) } }
            for _ in 0..<50 {
                let top = random.double(-100...(layout.contentHeight + 100))
                let viewport = Rect(x: 0, y: top, width: grid.width, height: random.double(0...900))
                var expected: [MasonryItemIndex] = []
                for s in 0..<layout.sectionCount {
                    for i in 0..<layout.itemCount(section: s) {
                        let frame = layout.frame(ofItem: i, section: s)
                        if frame.maxY > viewport.minY && frame.minY < viewport.maxY { expected.append(MasonryItemIndex(section: s, item: i)) }
                    }
                }
                #expect(layout.items(in: viewport) == expected)
            }
        }
    }

    @Test func headersAndFootersSpanTheGridWithTheirInsets() throws {
        var layout = try MasonryLayout(width: 300, sections: [
            MasonrySection(insets: EdgeInsets(top: 4, bottom: 6), headerHeight: 40,
                           headerInsets: EdgeInsets(top: 2, left: 8, bottom: 3, right: 8),
                           footerHeight: 20, footerInsets: EdgeInsets(top: 1, bottom: 1)),
        ])
        try layout.append(.height(50))
        #expect(layout.headerFrame(section: 0) == Rect(x: 8, y: 2, width: 284, height: 40))
        #expect(layout.frame(ofItem: 0).minY == 49)
        #expect(layout.footerFrame(section: 0) == Rect(x: 0, y: 49 + 50 + 6 + 1, width: 300, height: 20))
        #expect(layout.contentHeight == 127)
    }

    @Test func badNumbersAreErrorsThatSayWhere() {
        #expect(throws: MasonryError.self) { try MasonryLayout(width: .nan) }
        #expect { try MasonryLayout(width: 100, sections: [MasonrySection(columns: 0)]) } throws: { error in
            (error as? MasonryError)?.path == "sections[0].columns"
        }
        #expect { try MasonryLayout(width: 10, scale: 2, sections: [MasonrySection(columns: 6, columnSpacing: 2)]) } throws: { error in
            (error as? MasonryError)?.message.contains("less than one pixel") == true
        }
        #expect { var layout = try MasonryLayout(width: 100); try layout.append(.height(-1)) } throws: { error in
            (error as? MasonryError)?.path == "items[0].height"
        }
        #expect { var layout = try MasonryLayout(width: 100); try layout.append(.aspect(width: .infinity, height: 3)) } throws: { error in
            (error as? MasonryError)?.path == "items[0].width"
        }
    }
}
