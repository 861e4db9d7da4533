import Foundation

/// A table's sections as its data source and delegate describe them at one width: row counts,
/// row heights (fixed or self-sized), header and footer heights and views. Made once per
/// `reloadData` and width; `positions` places everything from it.
@MainActor
struct TableGeometry {
    /// A section header or footer: nothing, or the view drawn (the delegate's, or a system view with the title).
    struct Supplementary {
        var view: UIView?
    }

    struct Section {
        var rowCount: Int
        /// Each row's fixed height, -1 where it sizes itself; nil when every row sizes itself.
        var rowHeights: [CGFloat]?
        /// Each row's estimate (used for self-sizing rows until they are shown); empty when no row sizes itself.
        var estimatedRowHeights: [CGFloat]
        var header = Supplementary()
        var footer = Supplementary()
        var headerPadding: CGFloat = 0
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0

        func fixedRowHeight(_ row: Int) -> CGFloat? {
            guard let rowHeights, rowHeights[row] >= 0 else { return nil }
            return rowHeights[row]
        }
    }

    let width: CGFloat
    /// The display's pixels per point: places are rounded to its pixel grid, as UIKit rounds frames.
    let scale: CGFloat
    /// The text size it was made for: rows and titles are measured again when it changes.
    let contentSizeCategory: UIContentSizeCategory
    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    func contains(_ path: IndexPath) -> Bool {
        path.count == 2 && sections.indices.contains(path.section) && (0..<sections[path.section].rowCount).contains(path.row)
    }

    /// Asks `table`'s data source and delegate for everything but the cells.
    init(table: UITableView) {
        width = table.bounds.width
        scale = table.traitCollection.displayScale > 0 ? table.traitCollection.displayScale : 3
        contentSizeCategory = table.traitCollection.preferredContentSizeCategory
        let dataSource = table.dataSource, delegate = table.delegate
        tableHeaderHeight = TableGeometry.height(of: table.tableHeaderView, width: width)
        tableFooterHeight = TableGeometry.height(of: table.tableFooterView, width: width)
        guard let dataSource else { return }
        let sectionCount = TableGeometry.count(dataSource.numberOfSections(in: table), table: table, what: "sections", section: nil)
        for index in 0..<sectionCount {
            let rows = TableGeometry.count(dataSource.tableView(table, numberOfRowsInSection: index), table: table, what: "rows",
                                           section: index)
            var section = Section(rowCount: rows, rowHeights: nil, estimatedRowHeights: [])
            var automatic = false
            if delegate != nil || table.rowHeight != UITableView.automaticDimension {
                var heights = [CGFloat](repeating: UITableView.automaticDimension, count: rows)
                for row in 0..<rows {
                    let path = IndexPath(row: row, section: index)
                    let height = delegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight
                    heights[row] = TableGeometry.checked(height, table: table, what: "row height", at: "\(path)")
                    if heights[row] < 0 { automatic = true }
                }
                section.rowHeights = heights
            } else {
                automatic = rows > 0
            }
            if automatic {
                section.estimatedRowHeights = (0..<rows).map { row in
                    let estimate = delegate?.tableView(table, estimatedHeightForRowAt: IndexPath(row: row, section: index))
                        ?? table.estimatedRowHeight
                    // UIKit's estimate when none is given (or estimation is off: 0) is a 44-pt row.
                    return estimate.isFinite && estimate > 0 ? estimate : 44
                }
            }
            let grouped = table.style != .plain
            // Header: the delegate's view, else a system view with the data source's title.
            section.header.view = delegate?.tableView(table, viewForHeaderInSection: index)
                ?? dataSource.tableView(table, titleForHeaderInSection: index).map { table.systemHeaderFooter(title: $0, header: true) }
            section.footer.view = delegate?.tableView(table, viewForFooterInSection: index)
                ?? dataSource.tableView(table, titleForFooterInSection: index).map { table.systemHeaderFooter(title: $0, header: false) }
            let headerHeight = TableGeometry.checked(delegate?.tableView(table, heightForHeaderInSection: index) ?? table.sectionHeaderHeight,
                                                     table: table, what: "header height", at: "section \(index)")
            let footerHeight = TableGeometry.checked(delegate?.tableView(table, heightForFooterInSection: index) ?? table.sectionFooterHeight,
                                                     table: table, what: "footer height", at: "section \(index)")
            // Grouped tables read a height of 0 as "the default" (UIKit's long-standing rule; a
            // delegate hides a header with `.leastNormalMagnitude`).
            section.headerHeight = headerHeight > 0 || (headerHeight == 0 && !grouped) ? headerHeight
                : section.header.view.map { TableGeometry.height(of: $0, width: self.width) }
                ?? (grouped ? (index == 0 ? 35 : 17.5) : 0)
            section.footerHeight = footerHeight > 0 || (footerHeight == 0 && !grouped) ? footerHeight
                : section.footer.view.map { TableGeometry.height(of: $0, width: self.width) } ?? (grouped ? 17.5 : 0)
            if section.headerHeight > 0 {
                let padding = table.sectionHeaderTopPadding
                section.headerPadding = padding >= 0 && padding.isFinite ? padding : (grouped ? 0 : 22)
            }
            sections.append(section)
        }
    }

    /// The places of everything, with `rowHeight` giving each row's height.
    struct Positions {
        struct Section {
            var top: CGFloat
            var headerTop: CGFloat
            /// The top of each row, and the end of the last one.
            var rowTops: [CGFloat]
            var bottom: CGFloat
        }
        var sections: [Section]
        var contentHeight: CGFloat
    }

    func positions(rowHeight: (IndexPath) -> CGFloat) -> Positions {
        // Places on the pixel grid: a row at a half point (after a 17.5-pt footer) would leave a
        // seam of the table's background between two rows at 3x.
        let scale = self.scale
        func snapped(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var y = tableHeaderHeight
        var placed: [Positions.Section] = []
        placed.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            let top = y
            let headerTop = snapped(y + section.headerPadding)
            y = snapped(headerTop + section.headerHeight)
            var tops = [CGFloat]()
            tops.reserveCapacity(section.rowCount + 1)
            for row in 0..<section.rowCount {
                tops.append(y)
                y = snapped(y + (section.fixedRowHeight(row) ?? rowHeight(IndexPath(row: row, section: index))))
            }
            tops.append(y)
            y = snapped(y + section.footerHeight)
            placed.append(Positions.Section(top: top, headerTop: headerTop, rowTops: tops, bottom: y))
        }
        return Positions(sections: placed, contentHeight: y + tableFooterHeight)
    }

    /// A view's height at `width`: its frame's, else what its constraints give.
    static func height(of view: UIView?, width: CGFloat) -> CGFloat {
        guard let view else { return 0 }
        if view.bounds.height > 0 { return view.bounds.height }
        let fitted = view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        return fitted.isFinite ? max(0, fitted) : 0
    }

    /// A count from the data source; a negative one is reported as UIKit raises it, and taken as 0.
    private static func count(_ value: Int, table: UITableView, what: String, section: Int?) -> Int {
        guard value < 0 else { return value }
        let place = section.map { " in section \($0)" } ?? ""
        table.report("Failed to allocate data stores for \(value) \(what)\(place). Consider using fewer \(what)")
        return 0
    }

    /// A height from the delegate or the table; NaN, infinite or negative (other than
    /// `automaticDimension`) is reported as UIKit asserts it, and taken as automatic.
    private static func checked(_ value: CGFloat, table: UITableView, what: String, at place: String) -> CGFloat {
        if value == UITableView.automaticDimension || (value.isFinite && value >= 0) { return value }
        table.report("Invalid \(what) (\(value)) provided by table delegate at \(place). Value must be at least 0.0, or UITableViewAutomaticDimension.")
        return UITableView.automaticDimension
    }
}
