import Foundation

/// A scrolling list of rows in sections (UIKit's `UITableView`). In `layoutSubviews` it works out
/// every section's and row's place (heights from `rowHeight`, the delegate, or, with
/// `automaticDimension`, the cell's own constraints at the table's width), asks the data source
/// only for the cells visible at its `contentOffset` and height (a 10,000-row table makes a
/// screenful), places them as subviews with their separators, the section headers and footers
/// and the table header and footer views, and sets `contentSize`. Rows not yet shown are placed
/// at their estimated height (`estimatedRowHeight`, 44 pt unless set), as UIKit does.
///
/// Styles as iOS 17 draws them: `.plain` rows on `systemBackground` with headers in headline
/// (17 pt semibold) that stay pinned at the top while their section scrolls under them, and 22 pt
/// of `sectionHeaderTopPadding` above each header; `.grouped` rows on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`, sections 35 pt apart,
/// headers in footnote (13 pt) uppercased and footers in footnote, in `secondaryLabel`;
/// `.insetGrouped` the same with each section inset by the table's side margin (16 pt, 20 pt on
/// tables 414 pt wide and wider) and rounded with a 10-pt corner radius. Separators are a hairline
/// (one pixel) of `UIColor.separator`, inset 16 pt from the leading edge (or to the text of a row
/// with an image), between the rows of a grouped section and under every row of a plain one.
///
/// Drawing everything: `assertSnapshot(of: table, size: .width(375))` draws the whole content
/// (the table is made as tall as its content), `.fixed(size)` what is visible at `contentOffset`.
///
/// Bad input is reported as UIKit raises it (on standard error and as a failure of the snapshot
/// that draws the table, `LayoutReport.exceptions`), and the table goes on: a negative row or
/// section count is taken as 0, an unregistered reuse identifier gets a default-style cell, a NaN,
/// infinite or negative height is taken as `automaticDimension`.
///
/// Not drawn: animations (every update shows its end state), editing controls, swipe actions,
/// the section index, scroll indicators.
open class UITableView: UIScrollView {
    /// UIKit's table styles.
    public enum Style: Int, Sendable, Hashable { case plain, grouped, insetGrouped }
    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable, Hashable { case none, top, middle, bottom }
    /// UIKit's row animations; updates are drawn at their end.
    public enum RowAnimation: Int, Sendable, Hashable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable, Hashable { case fromCellEdges, fromAutomaticInsets }
    /// UIKit's separator styles (`UITableViewCell.SeparatorStyle`).
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle

    /// "Size this from its content" for heights (UIKit's `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    public weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// The delegate as a table's: `delegate` is the scroll view's (UIKit's `UITableViewDelegate`
    /// refines `UIScrollViewDelegate`).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Space above each section header; automatic is 22 pt in a plain table, none in grouped ones.
    public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    public var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// The separators' inset; unset, 16 pt from the leading edge (20 pt on tables 414 pt wide and wider).
    public var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: systemMargin, bottom: 0, right: 0) }
        set { explicitSeparatorInset = newValue; setNeedsLayout() }
    }
    private var explicitSeparatorInset: UIEdgeInsets?
    public var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    public var cellLayoutMarginsFollowReadableWidth = false
    public var insetsContentViewsToSafeArea = true
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var allowsSelectionDuringEditing = false
    public var allowsMultipleSelectionDuringEditing = false
    public var isEditing = false
    public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    public var sectionIndexColor: UIColor?
    public var sectionIndexBackgroundColor: UIColor?
    public var sectionIndexMinimumDisplayRowCount = 0
    public var remembersLastFocusedIndexPath = false
    public var dragInteractionEnabled = false
    public var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    /// A view above the first section, as tall as its frame (or its constraints when its frame has no height).
    public var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableHeaderView) }
    }
    /// A view below the last section.
    public var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, tableFooterView) }
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUp()
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    // MARK: Registration and reuse

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

    /// Registers the class `dequeueReusableCell(withIdentifier:for:)` makes for `identifier`.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let cell = cellClass as? UITableViewCell.Type else {
            report("registering a cell class (\(cellClass)) that is not a subclass of UITableViewCell for identifier \(identifier)")
            return
        }
        cellClasses[identifier] = cell
    }
    /// Registers the class `dequeueReusableHeaderFooterView(withIdentifier:)` makes for `identifier`.
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let view = aClass as? UITableViewHeaderFooterView.Type else {
            report("registering a class (\(aClass)) that is not a subclass of UITableViewHeaderFooterView for identifier \(identifier)")
            return
        }
        headerFooterClasses[identifier] = view
    }

    /// A cell for `identifier`: a reused one, or a new one of the registered class. An
    /// unregistered identifier is reported as UIKit raises it, and a default-style cell returned.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        report("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return prepared(UITableViewCell(style: .default, reuseIdentifier: identifier))
    }
    /// A reused cell for `identifier`, a new one of its registered class, or nil when it has none.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return prepared(cell)
        }
        guard let cellClass = cellClasses[identifier] else { return nil }
        return prepared(cellClass.init(dequeuedWithReuseIdentifier: identifier))
    }
    /// A reused or new header or footer view of the class registered for `identifier`, or nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = reusableHeaderFooters[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = headerFooterClasses[identifier] else { return nil }
        let view = viewClass.init(dequeuedWithReuseIdentifier: identifier)
        view.table = self
        return view
    }

    private func prepared(_ cell: UITableViewCell) -> UITableViewCell {
        cell.table = self
        cell.isSelected = false
        cell.isHighlighted = false
        return cell
    }

    // MARK: Data

    /// The counts, heights and supplementary content of every section, made from the data source
    /// and delegate for one width; nil when it must be made again.
    private var geometry: TableGeometry?
    /// Self-sized heights of rows, kept until the data or the width changes.
    private var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The cells on screen, by row.
    private var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    private var shownSupplementaryViews: [UIView] = []
    private var separatorViews: [UIView] = []
    private var selectedRows: [IndexPath] = []
    private var pendingScroll: (IndexPath, ScrollPosition)?
    /// The adjusted top inset the content offset last rested at (nil before the first layout): a
    /// table at rest at its top stays there when the inset changes (a navigation bar placed or
    /// grown to a large title after the first layout), as UIKit keeps it.
    private var restingTopInset: CGFloat?
    /// What was reported since the last `reloadData()`.
    private var standingReports = StandingReports()
    override var restsAtTopEdge: Bool {
        guard let resting = restingTopInset else { return false }
        return abs(contentOffset.y + resting) < 0.5
    }

    /// Forgets the layout and asks the data source again at the next layout (visible cells go back
    /// to the reuse queues).
    open func reloadData() {
        for (row, cell) in visibleCellsByRow { retire(cell, row: row) }
        visibleCellsByRow = [:]
        for view in shownSupplementaryViews { view.removeFromSuperview() }
        shownSupplementaryViews = []
        measuredRowHeights = [:]
        geometry = nil
        standingReports.removeAll()
        setNeedsLayout()
    }
    private func invalidateGeometry() {
        geometry = nil
        setNeedsLayout()
    }
    /// Updates are drawn at their end state: each of these reloads.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }
    public func reloadSectionIndexTitles() {}
    public func beginUpdates() {}
    public func endUpdates() { reloadData() }
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    public var numberOfSections: Int { currentGeometry().sections.count }
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = currentGeometry().sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    // MARK: Geometry

    /// The side margin of rows' content and of inset-grouped sections: 16 pt, 20 pt on tables
    /// 414 pt wide and wider (iOS's layout margins on iPhone Plus and Max widths).
    var systemMargin: CGFloat { bounds.width >= 414 ? 20 : 16 }
    /// How far an inset-grouped section is inset from each side.
    var sectionInset: CGFloat { style == .insetGrouped ? systemMargin : 0 }
    /// The width of a row.
    var rowWidth: CGFloat { max(0, bounds.width - 2 * sectionInset) }

    private func currentGeometry() -> TableGeometry {
        if let geometry, geometry.width == bounds.width,
           geometry.contentSizeCategory == traitCollection.preferredContentSizeCategory { return geometry }
        // Another width or text size: the title views are made again and the rows measured again.
        for view in shownSupplementaryViews { view.removeFromSuperview() }
        shownSupplementaryViews = []
        measuredRowHeights = [:]
        let made = TableGeometry(table: self)
        geometry = made
        return made
    }

    /// The height a row is drawn at: its own, its self-sized one, or its estimate until it is shown.
    func rowHeight(_ row: IndexPath, in geometry: TableGeometry) -> CGFloat {
        let section = geometry.sections[row.section]
        if let fixed = section.fixedRowHeight(row.row) { return fixed }
        return measuredRowHeights[row] ?? section.estimatedRowHeights[row.row]
    }

    /// The rectangle of a section, header and footer included, in content coordinates.
    public func rect(forSection section: Int) -> CGRect {
        let g = currentGeometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let positions = g.positions(rowHeight: { self.rowHeight($0, in: g) })
        let s = positions.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let g = currentGeometry()
        guard g.contains(indexPath) else { return .zero }
        let positions = g.positions(rowHeight: { self.rowHeight($0, in: g) })
        let tops = positions.sections[indexPath.section].rowTops
        return CGRect(x: sectionInset, y: tops[indexPath.row], width: rowWidth, height: tops[indexPath.row + 1] - tops[indexPath.row])
    }
    public func rectForHeader(inSection section: Int) -> CGRect {
        let g = currentGeometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.positions(rowHeight: { self.rowHeight($0, in: g) }).sections[section]
        return CGRect(x: 0, y: s.headerTop, width: bounds.width, height: g.sections[section].headerHeight)
    }
    public func rectForFooter(inSection section: Int) -> CGRect {
        let g = currentGeometry()
        guard g.sections.indices.contains(section) else { return .zero }
        let s = g.positions(rowHeight: { self.rowHeight($0, in: g) }).sections[section]
        return CGRect(x: 0, y: s.bottom - g.sections[section].footerHeight, width: bounds.width, height: g.sections[section].footerHeight)
    }

    // MARK: Visible content

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByRow[indexPath]
    }
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByRow.sorted { $0.key < $1.key }.map(\.value)
    }
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByRow.keys.sorted()
    }
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }?.key
    }
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        let g = currentGeometry()
        let positions = g.positions(rowHeight: { self.rowHeight($0, in: g) })
        for (section, s) in positions.sections.enumerated() where point.y >= s.top && point.y < s.bottom {
            for row in 0..<g.sections[section].rowCount {
                let path = IndexPath(row: row, section: section)
                let top = s.rowTops[row]
                if point.y >= top && point.y < top + rowHeight(path, in: g) { return path }
            }
        }
        return nil
    }
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        currentGeometry().sections[safe: section]?.header.view as? UITableViewHeaderFooterView
    }
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        currentGeometry().sections[safe: section]?.footer.view as? UITableViewHeaderFooterView
    }

    // MARK: Selection and scrolling

    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    /// Selects the row (drawn with the selection background) and scrolls to it; the delegate is not
    /// told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { visibleCellsByRow[row]?.setSelected(false, animated: false) }
            selectedRows = []
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { visibleCellsByRow[row]?.setSelected(false, animated: false) }
            selectedRows = []
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
        setNeedsLayout()
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
    }
    /// Sets `contentOffset` so the row is at `scrollPosition` (at the next layout, when the rows'
    /// places are known); no animation.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        pendingScroll = (indexPath, scrollPosition)
        setNeedsLayout()
    }
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = selectedRows.first { scrollToRow(at: row, at: scrollPosition, animated: animated) }
    }

    // MARK: Layout

    /// `contentInset` plus the safe area's top and bottom (a full-screen table starts below the
    /// status bar and ends above the home indicator), unless `contentInsetAdjustmentBehavior` is `.never`.
    public override var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        if contentInsetAdjustmentBehavior != .never {
            inset.top += safeAreaInsets.top
            inset.bottom += safeAreaInsets.bottom
        }
        return inset
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let top = adjustedContentInset.top
        if let resting = restingTopInset {
            if resting != top, abs(contentOffset.y + resting) < 0.5 { contentOffset.y = -top }
        } else if top != 0, contentOffset == .zero {
            contentOffset.y = -top
        }
        restingTopInset = top
        let g = currentGeometry()
        var positions = g.positions(rowHeight: { self.rowHeight($0, in: g) })
        // Measure the self-sizing rows that come into view, until the visible rows stay the same.
        for _ in 0..<6 {
            applyPendingScroll(positions, g)
            var measured = false
            for row in visibleRows(positions, g) where g.sections[row.section].fixedRowHeight(row.row) == nil && measuredRowHeights[row] == nil {
                let cell = cell(for: row)
                measuredRowHeights[row] = measure(cell, row: row)
                measured = true
            }
            if !measured { break }
            positions = g.positions(rowHeight: { self.rowHeight($0, in: g) })
        }
        // Scrolled once: a later contentOffset set by hand stays.
        pendingScroll = nil
        placeCells(positions, g)
        placeSupplementaryViews(positions, g)
        placeSeparators(positions, g)
        let size = CGSize(width: bounds.width, height: positions.contentHeight)
        setContentSizeFromOwnLayout(size)
        standingReports.recordAgain(by: self)
    }

    private func applyPendingScroll(_ positions: TableGeometry.Positions, _ g: TableGeometry) {
        guard let (row, position) = pendingScroll else { return }
        guard g.contains(row) else {
            pendingScroll = nil
            report("Attempted to scroll the table view to an out-of-bounds row (\(row.count == 2 ? row.row : -1)) when there are only \(g.sections[safe: row.section]?.rowCount ?? 0) rows in section \(row.count == 2 ? row.section : -1).")
            return
        }
        let top = positions.sections[row.section].rowTops[row.row], height = rowHeight(row, in: g)
        let inset = adjustedContentInset
        let visible = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch position {
        case .top: y = top - inset.top
        case .middle: y = top + height / 2 - inset.top - visible / 2
        case .bottom: y = top + height - inset.top - visible
        case .none:
            y = contentOffset.y
            if top < y + inset.top { y = top - inset.top }
            if top + height > y + inset.top + visible { y = top + height - inset.top - visible }
        }
        let highest = max(-inset.top, positions.contentHeight + inset.bottom - bounds.height)
        y = min(max(y, -inset.top), highest)
        if contentOffset.y != y { contentOffset.y = y }
    }

    /// The rows that overlap the visible part of the content.
    private func visibleRows(_ positions: TableGeometry.Positions, _ g: TableGeometry) -> [IndexPath] {
        let top = bounds.minY, bottom = bounds.maxY
        var rows: [IndexPath] = []
        for (section, s) in positions.sections.enumerated() where s.bottom > top && s.top < bottom {
            let tops = s.rowTops
            // The first row whose bottom is below the visible top: a binary search over the tops.
            var low = 0, high = g.sections[section].rowCount
            while low < high {
                let mid = (low + high) / 2
                if tops[mid + 1] <= top { low = mid + 1 } else { high = mid }
            }
            var row = low
            while row < g.sections[section].rowCount && tops[row] < bottom {
                rows.append(IndexPath(row: row, section: section))
                row += 1
            }
        }
        return rows
    }

    /// The cell of `row`: the one on screen, or the data source's.
    private func cell(for row: IndexPath) -> UITableViewCell {
        if let cell = visibleCellsByRow[row] { return cell }
        let cell = dataSource?.tableView(self, cellForRowAt: row) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.table = self
        cell.isSelected = selectedRows.contains(row)
        visibleCellsByRow[row] = cell
        if cell.superview !== self { insertSubview(cell, at: firstCellIndex) }
        cell.frame = CGRect(x: sectionInset, y: cell.frame.minY, width: rowWidth, height: cell.bounds.height)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: row)
        return cell
    }
    /// Cells go above the background view.
    private var firstCellIndex: Int { backgroundView == nil ? 0 : 1 }

    /// The cell's height at the row's width from its constraints (`systemLayoutSizeFitting`).
    private func measure(_ cell: UITableViewCell, row: IndexPath) -> CGFloat {
        cell.applyMargins(forWidth: rowWidth)
        let size = cell.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        guard size.height.isFinite, size.height >= 0 else {
            report("the cell at \(row) measured \(size.height) pt tall; its height is taken as 44")
            return 44
        }
        return size.height
    }

    private func placeCells(_ positions: TableGeometry.Positions, _ g: TableGeometry) {
        let rows = visibleRows(positions, g)
        let shown = Set(rows)
        for (row, cell) in visibleCellsByRow where !shown.contains(row) {
            retire(cell, row: row)
            visibleCellsByRow[row] = nil
        }
        for row in rows {
            let cell = cell(for: row)
            let section = g.sections[row.section]
            let tops = positions.sections[row.section].rowTops
            let frame = CGRect(x: sectionInset, y: tops[row.row], width: rowWidth, height: tops[row.row + 1] - tops[row.row])
            if cell.frame != frame { cell.frame = frame }
            // An inset-grouped section is a rounded card: its first and last rows round their outer corners.
            var corners: CACornerMask = []
            if style == .insetGrouped {
                if row.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if row.row == section.rowCount - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            }
            let radius: CGFloat = corners.isEmpty ? 0 : 10
            if cell.layer.cornerRadius != radius || cell.layer.maskedCorners != corners {
                cell.layer.cornerRadius = radius
                cell.layer.maskedCorners = corners.isEmpty ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner,
                                                             .layerMaxXMaxYCorner] : corners
                cell.clipsToBounds = !corners.isEmpty
            }
        }
    }

    private func retire(_ cell: UITableViewCell, row: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: row)
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    private func placeSupplementaryViews(_ positions: TableGeometry.Positions, _ g: TableGeometry) {
        var shown: [UIView] = []
        func place(_ view: UIView, _ frame: CGRect) {
            if view.superview !== self { addSubview(view) }
            if view.frame != frame { view.frame = frame }
            shown.append(view)
        }
        let top = bounds.minY, bottom = bounds.maxY
        if let header = tableHeaderView { place(header, CGRect(x: 0, y: 0, width: bounds.width, height: g.tableHeaderHeight)) }
        for (index, section) in g.sections.enumerated() {
            let s = positions.sections[index]
            guard s.bottom > top && s.top < bottom else { continue }
            if let view = section.footer.view {
                place(view, CGRect(x: 0, y: s.bottom - section.footerHeight, width: bounds.width, height: section.footerHeight))
            }
            if let view = section.header.view {
                var y = s.headerTop
                // A plain table's header stays at the top while its section scrolls under it.
                if style == .plain {
                    let pinned = contentOffset.y + adjustedContentInset.top
                    y = max(y, min(pinned, s.bottom - section.footerHeight - section.headerHeight))
                }
                place(view, CGRect(x: 0, y: y, width: bounds.width, height: section.headerHeight))
                if style == .plain { view.backgroundColor = y > s.headerTop ? .systemBackground : nil }
            }
        }
        if let footer = tableFooterView {
            place(footer, CGRect(x: 0, y: positions.contentHeight - g.tableFooterHeight, width: bounds.width, height: g.tableFooterHeight))
        }
        for view in shownSupplementaryViews where !shown.contains(where: { $0 === view }) { view.removeFromSuperview() }
        shownSupplementaryViews = shown
    }

    /// Hairlines under the rows: every row of a plain section, all but the last of a grouped one.
    private func placeSeparators(_ positions: TableGeometry.Positions, _ g: TableGeometry) {
        var used = 0
        if separatorStyle != .none {
            let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
            let hairline = 1 / scale
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (row, cell) in visibleCellsByRow.sorted(by: { $0.key < $1.key }) {
                if style != .plain && row.row == g.sections[row.section].rowCount - 1 { continue }
                let inset = cell.explicitSeparatorInset ?? explicitSeparatorInset
                    ?? UIEdgeInsets(top: 0, left: cell.textLeading ?? systemMargin, bottom: 0, right: 0)
                let leading = max(0, inset.left), trailing = max(0, inset.right)
                let width = max(0, cell.frame.width - leading - trailing)
                let x = cell.frame.minX + (rtl ? trailing : leading)
                let frame = CGRect(x: x, y: cell.frame.maxY - hairline, width: width, height: hairline)
                let separator: UIView
                if used < separatorViews.count {
                    separator = separatorViews[used]
                } else {
                    separator = UIView()
                    separator.isUserInteractionEnabled = false
                    separatorViews.append(separator)
                }
                used += 1
                separator.backgroundColor = separatorColor ?? .separator
                if separator.superview !== self { addSubview(separator) }
                if separator.frame != frame { separator.frame = frame }
            }
        }
        for separator in separatorViews[used...] where separator.superview != nil { separator.removeFromSuperview() }
    }

    private func replaceAccessoryView(_ old: UIView?, _ new: UIView?) {
        old?.removeFromSuperview()
        invalidateGeometry()
    }

    /// Reports what UIKit raises an exception for, naming this table; it stands until the data is
    /// reloaded (`StandingReports`), so every snapshot of the table fails on it.
    func report(_ message: String) { standingReports.report(message, isException: true, by: self) }
}

extension UITableViewCell {
    /// UIKit's separator styles (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable, Hashable { case none, singleLine, singleLineEtched }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
