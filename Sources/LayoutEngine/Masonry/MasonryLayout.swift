import Dispatch

/// A Pinterest-style grid: items of one width in a number of columns, each placed at the top of a
/// column chosen by `MasonryItemOrder`, so columns grow to different heights (COMPONENTS.md §9).
///
/// The placement is CHTCollectionViewWaterfallLayout's (`prepareLayout` in
/// CHTCollectionViewWaterfallLayout.m): per section, an optional header, the section's top inset,
/// every item at the current height of its column (a column's height then becomes the item's bottom
/// plus the item spacing), the section's bottom inset below its tallest column, an optional footer.
/// The column width is floored to the pixel grid: floor(((width - left - right) - (n - 1) x column
/// spacing) / n x scale) / scale, as CHT's `CHTFloorCGFloat`.
///
/// Frames are kept relative to their section's top, and the sections' tops in one prefix array, so
/// appending an item places only that item, changing one item's size re-places only the items after
/// it in its section (later sections only move), and a viewport query binary-searches each column.
public struct MasonryLayout: Sendable {
    /// The width of the grid in points (the collection view's width).
    public let width: Double
    /// Pixels per point: widths and aspect-fitted heights are floored to multiples of 1/scale.
    public let scale: Double
    /// The content is at least this tall (a collection view that always scrolls).
    public let minimumContentHeight: Double
    private var sections: [PlacedSection]
    /// `sectionTops[s]` is where section `s` starts; the last entry is the content's bottom.
    private var sectionTops: [Double]

    /// An empty grid of `sections`, `width` points wide.
    /// - Throws: `MasonryError` for a non-finite or negative number, no columns, or a column
    ///   narrower than one pixel.
    public init(width: Double, scale: Double = 1, sections: [MasonrySection] = [MasonrySection()],
                minimumContentHeight: Double = 0) throws(MasonryError) {
        try MasonryError.check(width, "width", allowsZero: true)
        guard scale.isFinite, scale > 0, scale <= 100 else {
            throw MasonryError(path: "scale", message: "expected a number above 0 and at most 100, found \(scale)")
        }
        try MasonryError.check(minimumContentHeight, "minimumContentHeight", allowsZero: true)
        self.width = width; self.scale = scale; self.minimumContentHeight = minimumContentHeight
        var placed: [PlacedSection] = []
        for (index, section) in sections.enumerated() {
            placed.append(try PlacedSection(section, width: width, scale: scale, path: "sections[\(index)]"))
        }
        self.sections = placed
        sectionTops = [0]
        for section in placed { sectionTops.append(sectionTops[sectionTops.count - 1] + section.height) }
    }

    /// The number of sections.
    public var sectionCount: Int { sections.count }

    /// The width every item of section `section` has.
    public func columnWidth(section: Int = 0) -> Double { sections[section].columnWidth }

    /// The number of items in section `section`.
    public func itemCount(section: Int = 0) -> Int { sections[section].frames.count }

    /// The grid's height: the last section's bottom, or `minimumContentHeight` if that is more.
    public var contentHeight: Double { max(sectionTops[sectionTops.count - 1], minimumContentHeight) }

    /// Where item `item` of section `section` is, in the grid's coordinates.
    public func frame(ofItem item: Int, section: Int = 0) -> Rect {
        sections[section].frames[item].offsetBy(dx: 0, dy: sectionTops[section])
    }

    /// The column item `item` of section `section` is in (0 is the leftmost).
    public func column(ofItem item: Int, section: Int = 0) -> Int { sections[section].columns[item] }

    /// The header's frame of section `section`, if it has a header.
    public func headerFrame(section: Int) -> Rect? {
        sections[section].header.map { $0.offsetBy(dx: 0, dy: sectionTops[section]) }
    }

    /// The footer's frame of section `section`, if it has a footer.
    public func footerFrame(section: Int) -> Rect? {
        sections[section].footer.map { $0.offsetBy(dx: 0, dy: sectionTops[section]) }
    }

    /// Places a new item at the end of section `section`; the items before it do not move.
    /// - Returns: the item's index in its section.
    /// - Throws: `MasonryError` for a size that is not finite and non-negative, or a measurement that failed.
    @discardableResult
    public mutating func append(_ size: MasonryItemSize, section: Int = 0) throws -> Int {
        let height = try sections[section].height(of: size, path: "items[\(sections[section].frames.count)]")
        let index = sections[section].append(height: height)
        updateTops(from: section)
        return index
    }

    /// Places `sizes` at the end of section `section`, in order, exactly as `append` one at a time
    /// would. The `.measured` sizes are measured first, on all cores: each measurement is
    /// independent and the placement after it runs in order, so the grid is the same with any
    /// number of threads. A measuring closure runs on worker threads, so it must not depend on
    /// task-local values (pass what it needs, such as a text engine, into it).
    /// - Throws: the first item's error in order, with nothing appended.
    public mutating func append(contentsOf sizes: [MasonryItemSize], section: Int = 0) throws(MasonryError) {
        let placed = sections[section]
        let first = placed.frames.count
        var heights = [Result<Double, MasonryError>](repeating: .success(0), count: sizes.count)
        @Sendable func measure(_ i: Int) -> Result<Double, MasonryError> {
            Result { () throws(MasonryError) -> Double in try placed.height(of: sizes[i], path: "items[\(first + i)]") }
        }
        let chunk = 256
        if sizes.count <= chunk {
            for i in sizes.indices { heights[i] = measure(i) }
        } else {
            heights.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let results = buffer
                DispatchQueue.concurrentPerform(iterations: (sizes.count + chunk - 1) / chunk) { c in
                    for i in c * chunk..<min(sizes.count, (c + 1) * chunk) { results[i] = measure(i) }
                }
            }
        }
        var grown = placed
        for height in heights { _ = grown.append(height: try height.get()) }
        sections[section] = grown
        updateTops(from: section)
    }

    /// Changes the size of item `item` of section `section`, placing again only the items after it in
    /// that section (later sections move as a whole).
    public mutating func setSize(_ size: MasonryItemSize, ofItem item: Int, section: Int = 0) throws {
        let height = try sections[section].height(of: size, path: "items[\(item)]")
        sections[section].replaceHeight(at: item, with: height)
        updateTops(from: section)
    }

    /// The items whose frames meet `rect` (grid coordinates), by section then index, found by a binary
    /// search per column: O(columns x log n + k) for k items found.
    public func items(in rect: Rect) -> [MasonryItemIndex] {
        var found: [MasonryItemIndex] = []
        guard rect.height >= 0 else { return found }
        // The first section whose bottom is below the rectangle's top.
        var section = firstIndex(in: sectionTops.count - 1) { sectionTops[$0 + 1] > rect.minY }
        while section < sections.count, sectionTops[section] < rect.maxY {
            let top = sectionTops[section]
            let items = sections[section].items(from: rect.minY - top, to: rect.maxY - top)
            found += items.map { MasonryItemIndex(section: section, item: $0) }
            section += 1
        }
        return found
    }

    private mutating func updateTops(from section: Int) {
        for s in section..<sections.count { sectionTops[s + 1] = sectionTops[s] + sections[s].height }
    }
}

/// An item's place: its section and its index there.
public struct MasonryItemIndex: Hashable, Sendable, Comparable {
    public var section: Int
    public var item: Int
    public init(section: Int, item: Int) { self.section = section; self.item = item }
    public static func < (a: Self, b: Self) -> Bool { (a.section, a.item) < (b.section, b.item) }
}

/// The first index in 0..<count for which `isAfter` holds, `isAfter` being false then true.
func firstIndex(in count: Int, where isAfter: (Int) -> Bool) -> Int {
    var low = 0, high = count
    while low < high {
        let middle = (low + high) / 2
        if isAfter(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}
