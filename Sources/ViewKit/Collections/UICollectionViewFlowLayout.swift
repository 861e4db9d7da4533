import Foundation

/// UIKit's line-based grid layout (`UICollectionViewFlowLayout`): items fill a line across the
/// collection view (left to right; mirrored in right to left), then the next line; a header and a
/// footer per section. Sizes and spacings come from the properties or, per section and item, from
/// the delegate's `UICollectionViewDelegateFlowLayout` methods.
///
/// Placement, as UIKit's (PSTCollectionView reproduced it, github.com/steipete/PSTCollectionView
/// PSTGridLayoutRow.m, and steipete's rdar://20825965 describes the last line):
/// - a line takes items while they fit with at least `minimumInteritemSpacing` between them;
/// - a line's leftover space goes between its items (justified), so its first item touches the
///   leading inset and its last the trailing inset; a line of one item is centered;
/// - the last line of a section whose items all have one size takes the first line's positions
///   (a grid stays a grid); with items of different sizes it is packed at the leading inset;
/// - items are centered across their line; lines are `minimumLineSpacing` apart.
///
/// `estimatedItemSize` other than zero (`automaticSize`) makes cells size themselves: a cell on
/// screen answers `preferredLayoutAttributesFitting` (its Auto Layout size) and the layout
/// places again with that size; cells off screen keep the estimate, as in UIKit.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `estimatedItemSize` for cells that size themselves by their constraints.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// UIKit's default: 50 x 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Zero: items have `itemSize`; otherwise cells size themselves from this estimate.
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Between lines (rows when scrolling vertically); UIKit's default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Between items of a line, at least; UIKit's default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The header's height (vertical scrolling) or width (horizontal); zero: no header.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Headers stay at the top of the visible rectangle while their section is in view.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// Every element, by section, from the last `prepare()`.
    private var sections: [PlacedFlowSection] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells gave themselves, by index path (self-sizing).
    private var measuredSizes: [IndexPath: CGSize] = [:]

    private struct PlacedFlowSection {
        var items: [UICollectionViewLayoutAttributes] = []
        var header: UICollectionViewLayoutAttributes?
        var footer: UICollectionViewLayoutAttributes?
        /// From the header's start to the footer's end, along the scrolling axis.
        var frame: CGRect = .zero
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Whether cells size themselves.
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    open override func prepare() {
        super.prepare()
        sections = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        // Lengths across the lines (`cross`) and along the scrolling (`main`); a rectangle is made
        // in those and turned into x and y at the end.
        let lineLength = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

        var main: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            var placed = PlacedFlowSection()
            let sectionStart = main
            var insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            switch sectionInsetReference {
            case .fromContentInset: break
            case .fromSafeArea:
                let safe = collectionView.safeAreaInsets
                insets = UIEdgeInsets(top: insets.top + (vertical ? 0 : safe.top), left: insets.left + (vertical ? safe.left : 0),
                                      bottom: insets.bottom + (vertical ? 0 : safe.bottom), right: insets.right + (vertical ? safe.right : 0))
            case .fromLayoutMargins:
                let margins = collectionView.layoutMargins
                insets = UIEdgeInsets(top: insets.top + (vertical ? 0 : margins.top), left: insets.left + (vertical ? margins.left : 0),
                                      bottom: insets.bottom + (vertical ? 0 : margins.bottom),
                                      right: insets.right + (vertical ? margins.right : 0))
            }
            let before = vertical ? insets.left : insets.top, after = vertical ? insets.right : insets.bottom
            let mainBefore = vertical ? insets.top : insets.left, mainAfter = vertical ? insets.bottom : insets.right
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let interitemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing

            let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            /// A header or footer across the whole line length, `length` long, at `main`.
            func boundary(_ kind: String, length: CGFloat) -> UICollectionViewLayoutAttributes {
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
                attributes.frame = rect(main: main, cross: vertical ? inset.left : inset.top, mainLength: length, crossLength: lineLength)
                attributes.zIndex = 10
                main += length
                return attributes
            }
            if mainLength(headerSize) > 0 { placed.header = boundary(UICollectionView.elementKindSectionHeader, length: mainLength(headerSize)) }
            main += mainBefore

            // Item sizes.
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let path = IndexPath(item: item, section: section)
                var size: CGSize
                if isSelfSizing {
                    size = measuredSizes[path] ?? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
                } else {
                    size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                }
                if !(size.width.isFinite && size.height.isFinite) || size.width <= 0 || size.height <= 0 {
                    if !(isSelfSizing && measuredSizes[path] != nil && size.width.isFinite && size.height.isFinite && size.width >= 0
                         && size.height >= 0) {
                        collectionView.report("negative or zero item sizes are not supported in the flow layout (item \(item) of "
                                              + "section \(section): \(size))", isException: true)
                    }
                    size = CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
                }
                sizes.append(size)
            }
            let available = lineLength - before - after
            if sizes.contains(where: { crossLength($0) > available + 0.001 }) {
                let dimension = vertical ? "width" : "height"
                let sides = vertical ? "left and right" : "top and bottom"
                collectionView.report("The behavior of the UICollectionViewFlowLayout is not defined because: the item \(dimension) must "
                                      + "be less than the \(dimension) of the UICollectionView minus the section insets \(sides) values, "
                                      + "minus the content insets \(sides) values.", isException: false)
            }

            // Lines.
            var lines: [Range<Int>] = []
            var start = 0
            while start < count {
                var used = crossLength(sizes[start]), end = start + 1
                while end < count, used + interitemSpacing + crossLength(sizes[end]) <= available + 0.001 {
                    used += interitemSpacing + crossLength(sizes[end])
                    end += 1
                }
                lines.append(start..<end)
                start = end
            }
            let uniform = sizes.dropFirst().allSatisfy { $0 == sizes.first }
            var firstLineOffsets: [CGFloat] = []
            for (index, line) in lines.enumerated() {
                let lineSizes = sizes[line]
                let lineMain = lineSizes.map(mainLength).max() ?? 0
                let used = lineSizes.map(crossLength).reduce(0, +)
                let leftover = available - used - interitemSpacing * CGFloat(line.count - 1)
                var offsets: [CGFloat] = []
                if index == lines.count - 1, index > 0, uniform {
                    offsets = Array(firstLineOffsets.prefix(line.count))
                } else if index == lines.count - 1, index > 0 {
                    var position: CGFloat = 0
                    for size in lineSizes {
                        offsets.append(position)
                        position += crossLength(size) + interitemSpacing
                    }
                } else if line.count == 1 {
                    offsets = [max(0, leftover) / 2]
                } else {
                    let gap = interitemSpacing + max(0, leftover) / CGFloat(line.count - 1)
                    var position: CGFloat = 0
                    for size in lineSizes {
                        offsets.append(position)
                        position += crossLength(size) + gap
                    }
                }
                if index == 0 { firstLineOffsets = offsets }
                for (k, item) in line.enumerated() {
                    let size = sizes[item]
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = rect(main: main + (lineMain - mainLength(size)) / 2,
                                            cross: (vertical ? inset.left : inset.top) + before + offsets[k],
                                            mainLength: mainLength(size), crossLength: crossLength(size))
                    if isSelfSizing { attributes.selfSizingAxes = (true, true) }
                    placed.items.append(attributes)
                }
                main += lineMain + (index == lines.count - 1 ? 0 : lineSpacing)
            }
            main += mainAfter

            let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            if mainLength(footerSize) > 0 { placed.footer = boundary(UICollectionView.elementKindSectionFooter, length: mainLength(footerSize)) }
            placed.frame = rect(main: sectionStart, cross: 0, mainLength: main - sectionStart, crossLength: lineLength)
            sections.append(placed)
        }
        contentSize = vertical ? CGSize(width: bounds.width - inset.left - inset.right, height: main)
            : CGSize(width: main, height: bounds.height - inset.top - inset.bottom)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) || section.frame.isEmpty {
            if let header = pinned(section.header, in: section, index: index), header.frame.intersects(rect) { found.append(header) }
            for item in section.items where item.frame.intersects(rect) && !item.frame.isEmpty { found.append(item) }
            if let footer = section.footer, footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    /// The header, moved to stay at the top of the visible rectangle when headers pin.
    private func pinned(_ header: UICollectionViewLayoutAttributes?, in section: PlacedFlowSection, index: Int)
        -> UICollectionViewLayoutAttributes? {
        guard let header, sectionHeadersPinToVisibleBounds, scrollDirection == .vertical, let collectionView,
              let copy = header.copy() as? UICollectionViewLayoutAttributes else { return header }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        copy.frame.origin.y = max(header.frame.minY, min(top, section.frame.maxY - header.frame.height))
        return copy
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return sections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// A new size of the collection view across its lines re-flows them (UIKit's answer), as
    /// does any scroll while headers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return true }
        return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
    }

    /// A self-sizing cell whose size differs from the one placed is placed again at its size.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, preferredAttributes.representedElementCategory == .cell else { return false }
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size != originalAttributes.size else { return false }
        measuredSizes[preferredAttributes.indexPath] = size
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes = [:] }
        super.invalidateLayout(with: context)
    }
}
