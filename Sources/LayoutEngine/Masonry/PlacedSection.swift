/// One section of a masonry grid as placed, in coordinates relative to the section's top: the
/// header, the items (frames, columns, and each column's items in order) and the footer.
struct PlacedSection: Sendable {
    let layout: MasonrySection
    let columnWidth: Double
    let scale: Double
    let header: Rect?
    /// Where the first item of every column starts: below the header and the section's top inset.
    let itemsTop: Double
    let gridWidth: Double
    private(set) var frames: [Rect] = []
    private(set) var columns: [Int] = []
    /// Each column's items, top to bottom (placement order, so both their tops and bottoms increase).
    private var columnItems: [[Int]]
    private(set) var footer: Rect?
    /// From the section's top to the footer's bottom inset.
    private(set) var height: Double = 0

    init(_ layout: MasonrySection, width: Double, scale: Double, path: String) throws(MasonryError) {
        guard layout.columns >= 1, layout.columns <= 1000 else {
            throw MasonryError(path: path + ".columns", message: "expected 1 to 1000 columns, found \(layout.columns)")
        }
        for (value, name) in [(layout.columnSpacing, "columnSpacing"), (layout.itemSpacing, "itemSpacing"),
                              (layout.headerHeight, "headerHeight"), (layout.footerHeight, "footerHeight")] {
            try MasonryError.check(value, "\(path).\(name)", allowsZero: true)
        }
        for (insets, name) in [(layout.insets, "insets"), (layout.headerInsets, "headerInsets"),
                               (layout.footerInsets, "footerInsets")] {
            for (value, side) in [(insets.top, "top"), (insets.left, "left"), (insets.bottom, "bottom"), (insets.right, "right")] {
                try MasonryError.check(value, "\(path).\(name).\(side)", allowsZero: true)
            }
        }
        let available = width - layout.insets.left - layout.insets.right
            - Double(layout.columns - 1) * layout.columnSpacing
        let columnWidth = (available / Double(layout.columns) * scale).rounded(.down) / scale
        guard columnWidth >= 1 / scale else {
            throw MasonryError(path: path + ".columns", message: "\(layout.columns) columns leave each column "
                + "\(available / Double(layout.columns)) points wide, less than one pixel; use fewer columns, "
                + "smaller spacing or insets, or a wider grid")
        }
        self.layout = layout; self.columnWidth = columnWidth; self.scale = scale; self.gridWidth = width
        // CHT: the header's top inset applies with or without a header; its frame and bottom inset only with one.
        var top = layout.headerInsets.top
        if layout.headerHeight > 0 {
            let frame = Rect(x: layout.headerInsets.left, y: top,
                             width: width - layout.headerInsets.left - layout.headerInsets.right, height: layout.headerHeight)
            header = frame
            top = frame.maxY + layout.headerInsets.bottom
        } else {
            header = nil
        }
        itemsTop = top + layout.insets.top
        columnItems = Array(repeating: [], count: layout.columns)
        finish()
    }

    /// The height of an item of `size` at this section's column width.
    func height(of size: MasonryItemSize, path: String) throws(MasonryError) -> Double {
        let height: Double
        switch size {
        case .aspect(let width, let itemHeight):
            try MasonryError.check(width, path + ".width", allowsZero: true)
            try MasonryError.check(itemHeight, path + ".height", allowsZero: true)
            height = width > 0 && itemHeight > 0 ? (itemHeight * columnWidth / width * scale).rounded(.down) / scale : 0
        case .height(let fixed):
            height = fixed
        case .measured(let measure):
            do { height = try measure(columnWidth) } catch {
                throw MasonryError(path: path, message: "measuring failed: \(error)")
            }
        }
        try MasonryError.check(height, path + ".height", allowsZero: true)
        return height
    }

    /// The height column `column` has reached: where its next item would start.
    private func columnHeight(_ column: Int) -> Double {
        columnItems[column].last.map { frames[$0].maxY + layout.itemSpacing } ?? itemsTop
    }

    /// Places an item `height` tall and returns its index.
    mutating func append(height: Double) -> Int {
        let index = place(height: height)
        finish()
        return index
    }

    /// Gives item `item` a new height and places it and every later item again.
    mutating func replaceHeight(at item: Int, with height: Double) {
        let later = frames[(item + 1)...].map(\.height)
        for column in columnItems.indices {
            while let last = columnItems[column].last, last >= item { columnItems[column].removeLast() }
        }
        frames.removeSubrange(item...)
        columns.removeSubrange(item...)
        place(height: height)
        for laterHeight in later { place(height: laterHeight) }
        finish()
    }

    @discardableResult
    private mutating func place(height: Double) -> Int {
        let index = frames.count
        let n = layout.columns
        let column: Int
        switch layout.order {
        case .shortestFirst:
            var shortest = 0, shortestHeight = columnHeight(0)
            for c in 1..<max(n, 1) where columnHeight(c) < shortestHeight { shortest = c; shortestHeight = columnHeight(c) }
            column = shortest
        case .leftToRight: column = index % n
        case .rightToLeft: column = n - 1 - index % n
        }
        let x = layout.insets.left + (columnWidth + layout.columnSpacing) * Double(column)
        frames.append(Rect(x: x, y: columnHeight(column), width: columnWidth, height: height))
        columns.append(column)
        columnItems[column].append(index)
        return index
    }

    /// The footer and the section's height from the tallest column.
    private mutating func finish() {
        let tallest = columnItems.indices.map(columnHeight).max() ?? itemsTop
        var top = (frames.isEmpty ? itemsTop : tallest - layout.itemSpacing) + layout.insets.bottom
        top += layout.footerInsets.top
        if layout.footerHeight > 0 {
            let frame = Rect(x: layout.footerInsets.left, y: top,
                             width: gridWidth - layout.footerInsets.left - layout.footerInsets.right,
                             height: layout.footerHeight)
            footer = frame
            top = frame.maxY + layout.footerInsets.bottom
        } else {
            footer = nil
        }
        height = top
    }

    /// The items whose frames meet the open band from `top` to `bottom` (section coordinates), in index
    /// order. In a column both tops and bottoms increase, so a binary search finds the first one.
    func items(from top: Double, to bottom: Double) -> [Int] {
        var found: [Int] = []
        for items in columnItems {
            var i = firstIndex(in: items.count) { frames[items[$0]].maxY > top }
            while i < items.count, frames[items[i]].minY < bottom {
                if frames[items[i]].maxY > top { found.append(items[i]) }
                i += 1
            }
        }
        if columnItems.count > 1 { found.sort() }
        return found
    }
}
