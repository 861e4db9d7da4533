import Foundation
import LayoutEngine

/// A scrolling grid or list of cells placed by a layout object (UIKit's `UICollectionView`).
///
/// As in UIKit, the collection view asks its layout to `prepare()`, takes
/// `collectionViewContentSize` as its content size, and asks for the attributes of the elements in
/// its visible rectangle (its bounds: the content offset and its size). It makes views for those
/// elements only, from the data source (`cellForItemAt`, `viewForSupplementaryElementOfKind`),
/// places them as the attributes say (frame, alpha, z-index, hidden, transform) and keeps the views
/// that scroll out for reuse. A collection view of 10,000 items makes the cells of one screen.
///
/// Layouts that flip in right-to-left (UIKit's own) are laid out left to right and mirrored in the
/// content's width, as UIKit mirrors them. What UIKit raises an exception for (an identifier
/// nobody registered, a negative count, attributes that are not finite) is reported in the tree's
/// `lastLayoutReport` and on standard error, and the element is left out; a snapshot fails on it.
open class UICollectionView: UIScrollView {
    /// What an element of the collection view is.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// The direction a layout scrolls in (flow and compositional layouts).
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    /// Where `scrollToItem(at:at:animated:)` puts the item in the visible rectangle.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
    /// The kind of a section's header (UIKit's value).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer (UIKit's value).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the elements; setting it lays the collection view out again with it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout, oldValue.collectionView === self { oldValue.collectionView = nil }
            adopt(collectionViewLayout)
        }
    }
    public weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate as a collection view's: `delegate` is the scroll view's (UIKit's
    /// `UICollectionViewDelegate` refines `UIScrollViewDelegate`).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }
    /// Behind every cell, filling the visible rectangle (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    public var allowsSelection = true
    public var allowsMultipleSelection = false
    public var isPrefetchingEnabled = true
    public var remembersLastFocusedIndexPath = false
    public var selectionFollowsFocus = false
    public var allowsFocus = false
    public var isEditing = false

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: Registration and reuse

    private var cellClasses: [String: AnyClass] = [:]
    private var supplementaryClasses: [String: AnyClass] = [:]
    private var reusableCells: [String: [UICollectionViewCell]] = [:]
    private var reusableSupplementaryViews: [String: [UICollectionReusableView]] = [:]

    /// Registers the class of the cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }
    /// Registers the class of the supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[supplementaryKey(elementKind, identifier)] = viewClass
    }

    /// A cell of the class registered for `identifier`: one that scrolled out, reset by
    /// `prepareForReuse()`, or a new one. An identifier nobody registered is UIKit's exception: it
    /// is reported and a plain `UICollectionViewCell` comes back (a forced cast of it to your class
    /// still traps, as it is not of your class).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = dequeue(from: &reusableCells, key: identifier, registered: cellClasses[identifier],
                           kind: "UICollectionElementKindCell", identifier: identifier)
        // As UIKit, the cell comes with its layout attributes applied, so the data source configures
        // a cell that knows its size and place (a list cell its list's default configurations).
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath).map(placed), attributes.hasFiniteFrame {
            apply(attributes, to: cell)
        }
        return cell
    }

    /// A supplementary view of the class registered for `elementKind` and `identifier`.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = supplementaryKey(elementKind, identifier)
        let view = dequeue(from: &reusableSupplementaryViews, key: key, registered: supplementaryClasses[key], kind: elementKind,
                           identifier: identifier)
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(placed),
           attributes.hasFiniteFrame {
            apply(attributes, to: view)
        }
        return view
    }

    /// A view from `pools[key]` reset for reuse, or a new one of the registered class (a plain
    /// `View` with UIKit's exception reported when none is registered).
    private func dequeue<View: UICollectionReusableView>(from pools: inout [String: [View]], key: String, registered: AnyClass?,
                                                         kind: String, identifier: String) -> View {
        if var pool = pools[key], let view = pool.popLast() {
            pools[key] = pool
            view.prepareForReuse()
            return view
        }
        let view: View
        if let type = registered as? View.Type {
            view = type.init(reusableViewFrame: .zero)
        } else {
            report("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
                   + "for the identifier or connect a prototype cell in a storyboard", isException: true)
            view = View(reusableViewFrame: .zero)
        }
        view.reuseIdentifier = identifier
        return view
    }

    private func supplementaryKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    // MARK: Data

    /// Counts read from the data source, nil until read (after `reloadData`).
    private var itemCounts: [Int]?

    /// Reads the data source again: counts, then every visible cell on the next layout.
    open func reloadData() {
        itemCounts = nil
        standingReports.removeAll()
        for cell in visibleCellsByIndexPath.values { enqueue(cell) }
        visibleCellsByIndexPath = [:]
        for (key, view) in visibleSupplementaryByKey {
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier { reusableSupplementaryViews[supplementaryKey(key.kind, identifier), default: []].append(view) }
        }
        visibleSupplementaryByKey = [:]
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        placementKey = nil
        setNeedsLayout()
    }
    /// Changes are shown without animation: each reloads the data (a snapshot shows the end state).
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// The number of sections the data source gave.
    open var numberOfSections: Int { counts().count }
    /// The number of items the data source gave for `section` (0 for a section that is not there).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = counts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts, read once after each reload; a negative count is reported and read as 0.
    private func counts() -> [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else {
            itemCounts = []
            return []
        }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            report("invalid number of sections (\(sections)) returned by the data source: a count cannot be negative; "
                   + "read as 0", isException: true)
            sections = 0
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            var count = dataSource.collectionView(self, numberOfItemsInSection: section)
            if count < 0 {
                report("invalid number of items in section \(section) (\(count)) returned by the data source: a count cannot "
                       + "be negative; read as 0", isException: true)
                count = 0
            }
            counts.append(count)
        }
        itemCounts = counts
        return counts
    }

    // MARK: Visible elements

    private struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
    }
    private var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    private var visibleSupplementaryByKey: [SupplementaryKey: UICollectionReusableView] = [:]
    private var selectedIndexPaths: Set<IndexPath> = []

    /// The cells on screen, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }
    /// The index paths of the cells on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }
    /// The cell on screen at `indexPath`, nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementaryByKey[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementaryByKey.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        return visibleSupplementaryByKey.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The item's attributes as the collection view places them (mirrored in right to left).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(placed)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(placed)
    }

    // MARK: Selection and scrolling

    open var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths.sorted() }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelection { selectedIndexPaths = [] }
        selectedIndexPaths.insert(indexPath)
        for (path, cell) in visibleCellsByIndexPath { cell.isSelected = selectedIndexPaths.contains(path) }
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        visibleCellsByIndexPath[indexPath]?.isSelected = false
    }

    /// Scrolls so the item is at `scrollPosition` (no animation), within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        let size = bounds.size, content = contentSize
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        offset.x = max(-contentInset.left, min(offset.x, content.width + contentInset.right - size.width))
        offset.y = max(-contentInset.top, min(offset.y, content.height + contentInset.bottom - size.height))
        contentOffset = CGPoint(x: max(-contentInset.left, offset.x), y: max(-contentInset.top, offset.y))
    }

    // MARK: Layout

    /// What the last placement was made for; the same key places nothing again.
    private var placementKey: PlacementKey?
    private struct PlacementKey: Equatable {
        var bounds: CGRect
        var direction: UIUserInterfaceLayoutDirection
        var sizeCategory: UIContentSizeCategory
    }
    /// Asks the layout, before the bounds change (a scroll, a resize), whether it must prepare
    /// again: as in UIKit, `collectionView.bounds` still reads the old bounds during the call.
    public override var bounds: CGRect {
        willSet {
            guard newValue != bounds, !collectionViewLayout.needsPrepare,
                  collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) else { return }
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
        }
    }

    /// How many times one placement lets self-sizing cells change the layout before it stops.
    private static let selfSizingRounds = 4

    open override func layoutSubviews() {
        super.layoutSubviews()
        let traits = traitCollection
        let key = PlacementKey(bounds: bounds, direction: effectiveUserInterfaceLayoutDirection,
                               sizeCategory: traits.preferredContentSizeCategory)
        if key != placementKey || collectionViewLayout.needsPrepare || itemCounts == nil {
            if let placementKey, placementKey.direction != key.direction || placementKey.sizeCategory != key.sizeCategory {
                collectionViewLayout.needsPrepare = true
            }
            placeVisibleElements()
            placementKey = key
        }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        standingReports.recordAgain(by: self)
    }

    /// Prepares the layout when it is invalid or the bounds changed in a way it cares about.
    private func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        if layout.collectionView !== self { layout.collectionView = self }
        _ = counts()
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        var size = layout.collectionViewContentSize
        if !(size.width.isFinite && size.height.isFinite) {
            report("the layout's collectionViewContentSize \(size) is not finite; read as zero", isException: true)
            size = .zero
        }
        setContentSizeFromOwnLayout(size)
    }

    /// Whether the layout is mirrored: a flipping layout in a right-to-left layout direction.
    private var isMirrored: Bool {
        collectionViewLayout.flipsHorizontallyInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }
    /// The width the layout is mirrored in.
    private var mirrorWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// The attributes as placed: a copy mirrored in right to left, the layout's own otherwise.
    private func placed(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard isMirrored, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.frame.origin.x = mirrorWidth - attributes.frame.maxX
        return copy
    }

    /// Asks the layout for the elements in the visible rectangle, makes the views of those that
    /// have none, lets self-sizing views change the layout, and places them all.
    private func placeVisibleElements() {
        for _ in 0..<Self.selfSizingRounds {
            prepareLayoutIfNeeded()
            var visible = bounds
            if isMirrored { visible.origin.x = mirrorWidth - visible.maxX }
            let elements = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).map(placed)
            let invalidated = place(elements)
            if !invalidated { return }
        }
    }

    /// Places `elements`' views; returns whether a self-sizing view invalidated the layout.
    private func place(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
        var cells: [IndexPath: UICollectionViewCell] = [:]
        var supplementary: [SupplementaryKey: UICollectionReusableView] = [:]
        var invalidated = false
        let counts = counts()
        for attributes in elements {
            guard attributes.hasFiniteFrame else {
                report("CALayer position contains NaN: the layout's attributes for \(attributes.representedElementKind ?? "the cell") "
                       + "at index path \(attributes.indexPath.map(String.init).joined(separator: "-")) have the frame "
                       + "\(attributes.frame), which is not finite; the element is left out", isException: true)
                continue
            }
            let view: UICollectionReusableView
            switch attributes.representedElementCategory {
            case .cell:
                let path = attributes.indexPath
                guard path.count == 2, counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.item) else {
                    report("UICollectionView received layout attributes for a cell with an index path that does not exist: "
                           + "\(path.map(String.init).joined(separator: "-"))", isException: true)
                    continue
                }
                guard cells[path] == nil else { continue }
                guard let cell = visibleCellsByIndexPath.removeValue(forKey: path) ?? makeCell(at: path) else { continue }
                cells[path] = cell
                view = cell
            case .supplementaryView, .decorationView:
                let key = SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                guard supplementary[key] == nil else { continue }
                guard let made = visibleSupplementaryByKey.removeValue(forKey: key)
                        ?? makeSupplementaryView(key, category: attributes.representedElementCategory) else { continue }
                supplementary[key] = made
                view = made
            }
            apply(attributes, to: view)
            if attributes.selfSizingAxes.horizontal || attributes.selfSizingAxes.vertical {
                let preferred = view.preferredLayoutAttributesFitting(attributes)
                let layout = collectionViewLayout
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                             withOriginalAttributes: attributes))
                    invalidated = true
                }
            }
        }
        for (path, cell) in visibleCellsByIndexPath {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            enqueue(cell)
        }
        for (key, view) in visibleSupplementaryByKey {
            view.removeFromSuperview()
            if let identifier = view.reuseIdentifier { reusableSupplementaryViews[supplementaryKey(key.kind, identifier), default: []].append(view) }
        }
        visibleCellsByIndexPath = cells
        visibleSupplementaryByKey = supplementary
        return invalidated
    }

    private func enqueue(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    private func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil {
            report("the cell returned from collectionView(_:cellForItemAt:) for index path \(indexPath.section)-\(indexPath.item) "
                   + "does not have a reuseIdentifier - cells must be retrieved by calling "
                   + "dequeueReusableCell(withReuseIdentifier:for:)", isException: true)
        }
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        addElementView(cell)
        // Configurations drawn now, so the content they make is laid out in this layout's next pass.
        cell.updateConfigurationIfNeeded()
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func makeSupplementaryView(_ key: SupplementaryKey, category: ElementCategory) -> UICollectionReusableView? {
        if category == .decorationView {
            guard let registered = collectionViewLayout.decorationClasses[key.kind] ?? nil,
                  let type = registered as? UICollectionReusableView.Type else {
                report("could not dequeue a view of kind: \(key.kind) - no decoration view class is registered with the layout",
                       isException: true)
                return nil
            }
            let view = type.init(reusableViewFrame: .zero)
            addElementView(view)
            return view
        }
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        if view is MissingSupplementaryView {
            report("the layout placed a supplementary view of kind \(key.kind) at \(key.indexPath.map(String.init).joined(separator: "-")) "
                   + "and the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)", isException: true)
            return nil
        }
        addElementView(view)
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }

    /// Adds an element's view above the background view.
    private func addElementView(_ view: UIView) {
        if view.superview !== self { addSubview(view) }
    }

    private func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.transform != attributes.transform { view.transform = attributes.transform }
        let z = CGFloat(attributes.zIndex)
        if view.layer.zPosition != z { view.layer.zPosition = z }
        view.apply(attributes)
    }

    /// A list layout's background, under the cells, when the collection view has no color of its own.
    override func contentNodes(id: String, traits: UITraitCollection) -> [SceneNode] {
        guard backgroundColor == nil, let color = collectionViewLayout.listBackgroundColor else { return [] }
        var node = SceneNode(id: id + ".listBackground", frame: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
        node.fill = .solid(color.color(for: traits))
        return [node]
    }

    /// Reports what UIKit would log (`isException` false) or raise for, naming this view. The
    /// report stands until the data is reloaded: every later layout of the tree reports it again,
    /// so a snapshot taken after the layout that met it still fails.
    func report(_ message: String, isException: Bool) {
        standingReports.report(message, isException: isException, by: self)
    }
    /// What was reported since the last `reloadData()`.
    private var standingReports = StandingReports()
}

/// UIKit's older global names for the section header and footer kinds.
public let UICollectionElementKindSectionHeader = UICollectionView.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = UICollectionView.elementKindSectionFooter
