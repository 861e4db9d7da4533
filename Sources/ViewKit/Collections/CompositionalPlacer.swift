import Foundation

/// One section of a compositional layout as placed: its frame (headers to footers), its content
/// area (inside the insets, without headers and footers), its items' frames, and the list
/// metrics it carries, if it is a list section.
struct PlacedCompositionalSection {
    var index: Int
    var frame: CGRect
    var contentFrame: CGRect
    var pinnedHeaders: [UICollectionViewLayoutAttributes] = []
    var listAppearance: ListSectionAppearance?
}

/// Places the sections of a `UICollectionViewCompositionalLayout`: groups, items, boundary items and
/// decorations, as `UICollectionViewLayoutAttributes` in content coordinates (left to right: the
/// collection view mirrors them in right to left).
@MainActor
struct CompositionalPlacer {
    let layout: UICollectionViewLayout
    let collectionView: UICollectionView
    let environment: NSCollectionLayoutEnvironment
    let measured: [String: CGSize]
    /// Sizes reported once per placement.
    private var reportedInvalidSize = false

    init(layout: UICollectionViewLayout, collectionView: UICollectionView, environment: NSCollectionLayoutEnvironment,
         measured: [String: CGSize]) {
        self.layout = layout
        self.collectionView = collectionView
        self.environment = environment
        self.measured = measured
    }

    /// Places `section` (index `index`, `itemCount` items) starting at `main` along the scrolling
    /// axis, in a container of `container` (the collection view's size less its content insets).
    mutating func place(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, at main: CGFloat, vertical: Bool,
                        container: CGSize, into elements: inout [UICollectionViewLayoutAttributes]) -> PlacedCompositionalSection {
        let insets = section.contentInsets
        let headers = section.boundarySupplementaryItems.filter { $0.alignment.isTop || $0.alignment == .leading }
        let footers = section.boundarySupplementaryItems.filter { $0.alignment.isBottom || $0.alignment == .trailing }
        var placedHeaders: [UICollectionViewLayoutAttributes] = []
        let firstElement = elements.count
        // The content area's size for the groups' fractional dimensions.
        let contentWidth = max(0, container.width - insets.leading - insets.trailing)
        let contentHeight = max(0, container.height - insets.top - insets.bottom)
        let groupContainer = CGSize(width: contentWidth, height: contentHeight)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var sectionFrame: CGRect
        var contentFrame: CGRect

        if vertical {
            let supplementaryStart = section.supplementariesFollowContentInsets ? insets.leading : 0
            let supplementarySpan = section.supplementariesFollowContentInsets ? contentWidth : container.width
            var y = placeBoundaryItems(headers, section: index, at: main, vertical: true, span: supplementarySpan,
                                       start: supplementaryStart, into: &elements)
            placedHeaders = Array(elements[firstElement...])
            y += insets.top
            let contentTop = y
            var cursor = 0
            if orthogonal {
                var x = insets.leading
                var band: CGFloat = 0
                var first = true
                while cursor < itemCount {
                    let before = cursor
                    var groupElements: [UICollectionViewLayoutAttributes] = []
                    let size = placeGroup(section.group, at: CGPoint(x: x, y: y), container: groupContainer, section: index,
                                          cursor: &cursor, itemCount: itemCount, into: &groupElements)
                    guard cursor > before else { break }
                    if first, section.orthogonalScrollingBehavior == .groupPagingCentered {
                        let shift = (contentWidth - size.width) / 2
                        for element in groupElements { element.frame.origin.x += shift }
                        x += shift
                    }
                    first = false
                    elements += groupElements
                    x += size.width + section.interGroupSpacing
                    band = max(band, size.height)
                }
                y += band
            } else {
                var placedGroup = false
                while cursor < itemCount {
                    let before = cursor
                    let size = placeGroup(section.group, at: CGPoint(x: insets.leading, y: y), container: groupContainer,
                                          section: index, cursor: &cursor, itemCount: itemCount, into: &elements)
                    guard cursor > before else { break }
                    y += size.height + section.interGroupSpacing
                    placedGroup = true
                }
                if placedGroup { y -= section.interGroupSpacing }
            }
            contentFrame = CGRect(x: insets.leading, y: contentTop, width: contentWidth, height: y - contentTop)
            y += insets.bottom
            y = placeBoundaryItems(footers, section: index, at: y, vertical: true, span: supplementarySpan,
                                   start: supplementaryStart, into: &elements)
            sectionFrame = CGRect(x: 0, y: main, width: container.width, height: y - main)
        } else {
            // Sections side by side; headers above each section's content, as wide as the section.
            var headerHeight: CGFloat = 0
            for header in headers {
                headerHeight += resolvedSize(of: header, kind: header.elementKind, path: IndexPath(item: 0, section: index),
                                             container: container).height
            }
            let x0 = main + insets.leading
            let y0 = headerHeight + insets.top
            let groupBox = CGSize(width: contentWidth, height: max(0, contentHeight - headerHeight))
            var x = x0, cursor = 0, placedGroup = false
            while cursor < itemCount {
                let before = cursor
                let size = placeGroup(section.group, at: CGPoint(x: x, y: y0), container: groupBox, section: index,
                                      cursor: &cursor, itemCount: itemCount, into: &elements)
                guard cursor > before else { break }
                x += size.width + section.interGroupSpacing
                placedGroup = true
            }
            if placedGroup { x -= section.interGroupSpacing }
            contentFrame = CGRect(x: x0, y: y0, width: x - x0, height: groupBox.height)
            let end = x + insets.trailing
            _ = placeBoundaryItems(headers, section: index, at: 0, vertical: true, span: x - x0, start: x0, into: &elements)
            sectionFrame = CGRect(x: main, y: 0, width: end - main, height: container.height)
        }
        for decoration in section.decorationItems {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind,
                                                              with: IndexPath(item: 0, section: index))
            let area = CGRect(x: vertical ? 0 : sectionFrame.minX, y: contentFrame.minY - insets.top,
                              width: vertical ? container.width : sectionFrame.width,
                              height: contentFrame.height + insets.top + insets.bottom)
            attributes.frame = area.inset(by: decoration.contentInsets.edgeInsets(.leftToRight))
            attributes.zIndex = decoration.zIndex
            elements.append(attributes)
        }
        var placed = PlacedCompositionalSection(index: index, frame: sectionFrame, contentFrame: contentFrame)
        placed.pinnedHeaders = placedHeaders.filter { header in
            headers.contains { $0.pinToVisibleBounds && $0.elementKind == header.representedElementKind }
        }
        placed.listAppearance = section.listAppearance
        if let list = section.listAppearance {
            let rows = elements[firstElement...].filter { $0.representedElementCategory == .cell }
            let headerRow = list.configuration.headerMode == .firstItemInSection
            for (k, row) in rows.enumerated() {
                row.listPlacement = ListCellPlacement(configuration: list.configuration, isFirst: k == (headerRow ? 1 : 0),
                                                      isLast: k == rows.count - 1, isHeader: headerRow && k == 0)
            }
            for boundary in elements[firstElement...] where boundary.representedElementCategory == .supplementaryView {
                let isHeader = boundary.representedElementKind == UICollectionView.elementKindSectionHeader
                boundary.listPlacement = ListCellPlacement(configuration: list.configuration, isHeader: isHeader, isFooter: !isHeader)
            }
        }
        return placed
    }

    /// Places boundary items one after another from `main` along the scrolling axis (`vertical`:
    /// down), `span` long across it from `start`; returns where the last one ends.
    mutating func placeBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, at main: CGFloat,
                                     vertical: Bool, span: CGFloat, start: CGFloat,
                                     into elements: inout [UICollectionViewLayoutAttributes]) -> CGFloat {
        var position = main
        for item in items {
            let path = IndexPath(item: 0, section: section)
            let container = vertical ? CGSize(width: span, height: environment.container.contentSize.height)
                : CGSize(width: environment.container.contentSize.width, height: span)
            let size = resolvedSize(of: item, kind: item.elementKind, path: path, container: container)
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: path)
            attributes.frame = vertical ? CGRect(x: start + item.offset.x, y: position + item.offset.y, width: span, height: size.height)
                : CGRect(x: position, y: start, width: size.width, height: span)
            attributes.zIndex = item.zIndex
            attributes.selfSizingAxes = (false, vertical ? item.layoutSize.heightDimension.isEstimated
                                                    : item.layoutSize.widthDimension.isEstimated)
            elements.append(attributes)
            if item.extendsBoundary { position += vertical ? size.height : size.width }
        }
        return position
    }

    /// An item's size in `container`, estimates replaced by what the element measured.
    private mutating func resolvedSize(of item: NSCollectionLayoutItem, kind: String?, path: IndexPath, container: CGSize) -> CGSize {
        let measuredSize = measured[UICollectionViewCompositionalLayout.measuredKey(kind, path)]
        var size = CGSize(width: item.layoutSize.widthDimension.resolved(in: container, measured: measuredSize?.width),
                          height: item.layoutSize.heightDimension.resolved(in: container, measured: measuredSize?.height))
        if !(size.width.isFinite && size.height.isFinite) || size.width < 0 || size.height < 0 {
            if !reportedInvalidSize {
                reportedInvalidSize = true
                collectionView.report("the compositional layout's size for \(kind ?? "the item") at index path "
                                      + "\(path.map(String.init).joined(separator: "-")) is \(size), which is negative or not "
                                      + "finite; read as zero", isException: true)
            }
            size = CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
        }
        return size
    }

    /// Places `group` with its top-left corner at `origin`, its fractional dimensions referring to
    /// `container`, taking items from `cursor` on; returns the group's size.
    mutating func placeGroup(_ group: NSCollectionLayoutGroup, at origin: CGPoint, container: CGSize, section: Int,
                             cursor: inout Int, itemCount: Int, into elements: inout [UICollectionViewLayoutAttributes]) -> CGSize {
        let widthDimension = group.layoutSize.widthDimension, heightDimension = group.layoutSize.heightDimension
        var size = CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
        if let provider = group.itemProvider {
            for custom in provider(environment) where cursor < itemCount {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: cursor, section: section))
                attributes.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = custom.zIndex
                elements.append(attributes)
                cursor += 1
            }
            return size
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        let flexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        // With `count`, each item shares the group's length less the spacing.
        let forcedLength = group.count.map { (length - spacing * CGFloat($0 - 1)) / CGFloat($0) }
        struct Placed { var elements: [UICollectionViewLayoutAttributes]; var along: CGFloat; var size: CGSize; var item: NSCollectionLayoutItem }
        var placed: [Placed] = []
        var along: CGFloat = 0
        var k = 0
        // A group repeats its subitems to fill a length it knows; along an estimated length
        // (which its content gives) it holds each subitem once.
        let repeats = !(horizontal ? widthDimension : heightDimension).isEstimated
        while cursor < itemCount, !group.subitems.isEmpty {
            if let count = group.count, k >= count { break }
            if group.count == nil, !repeats, k >= group.subitems.count { break }
            let subitem = group.subitems[k % group.subitems.count]
            let edges = subitem.edgeSpacing
            let lead = (horizontal ? edges?.leading?.spacing : edges?.top?.spacing) ?? 0
            let trail = (horizontal ? edges?.trailing?.spacing : edges?.bottom?.spacing) ?? 0
            let crossLead = (horizontal ? edges?.top?.spacing : edges?.leading?.spacing) ?? 0
            let itemBox = size
            var itemElements: [UICollectionViewLayoutAttributes] = []
            var itemSize: CGSize
            let position = along + (placed.isEmpty ? 0 : spacing) + lead
            let itemOrigin = horizontal ? CGPoint(x: origin.x + position, y: origin.y + crossLead)
                : CGPoint(x: origin.x + crossLead, y: origin.y + position)
            if let nested = subitem as? NSCollectionLayoutGroup {
                var trial = cursor
                itemSize = placeGroup(nested, at: itemOrigin, container: itemBox, section: section, cursor: &trial,
                                      itemCount: itemCount, into: &itemElements)
                if let forcedLength { if horizontal { itemSize.width = forcedLength } else { itemSize.height = forcedLength } }
                let end = position + (horizontal ? itemSize.width : itemSize.height) + trail
                if group.count == nil, repeats, !placed.isEmpty, end > length + 0.001 { break }
                if trial == cursor { break }
                cursor = trial
            } else {
                let path = IndexPath(item: cursor, section: section)
                itemSize = resolvedSize(of: subitem, kind: nil, path: path, container: itemBox)
                if let forcedLength { if horizontal { itemSize.width = forcedLength } else { itemSize.height = forcedLength } }
                let end = position + (horizontal ? itemSize.width : itemSize.height) + trail
                if group.count == nil, repeats, !placed.isEmpty, end > length + 0.001 { break }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                attributes.frame = CGRect(origin: itemOrigin, size: itemSize)
                // A length `count` shares out is not the cell's to choose.
                attributes.selfSizingAxes = (subitem.layoutSize.widthDimension.isEstimated && !(horizontal && forcedLength != nil),
                                             subitem.layoutSize.heightDimension.isEstimated && !(!horizontal && forcedLength != nil))
                itemElements.append(attributes)
                cursor += 1
            }
            placed.append(Placed(elements: itemElements, along: position, size: itemSize, item: subitem))
            along = position + (horizontal ? itemSize.width : itemSize.height) + trail
            k += 1
            // An item with no length in a group that repeats would fill it forever.
            if group.count == nil, (horizontal ? itemSize.width : itemSize.height) + lead + trail + spacing <= 0 { break }
        }
        // Estimated group lengths come from the content.
        let crossExtent = placed.map { (horizontal ? $0.size.height : $0.size.width)
            + ((horizontal ? $0.item.edgeSpacing?.top?.spacing : $0.item.edgeSpacing?.leading?.spacing) ?? 0)
            + ((horizontal ? $0.item.edgeSpacing?.bottom?.spacing : $0.item.edgeSpacing?.trailing?.spacing) ?? 0) }.max() ?? 0
        if horizontal {
            if heightDimension.isEstimated { size.height = crossExtent }
            if widthDimension.isEstimated { size.width = along }
        } else {
            if widthDimension.isEstimated { size.width = crossExtent }
            if heightDimension.isEstimated { size.height = along }
        }
        // Flexible spacing shares what is left of the group's length between the items.
        if flexible, placed.count > 1 {
            let leftover = max(0, (horizontal ? size.width : size.height) - along)
            for (i, entry) in placed.enumerated() {
                let shift = leftover * CGFloat(i) / CGFloat(placed.count - 1)
                for element in entry.elements {
                    if horizontal { element.frame.origin.x += shift } else { element.frame.origin.y += shift }
                }
            }
        }
        for entry in placed {
            for element in entry.elements where element.representedElementCategory == .cell && entry.item is NSCollectionLayoutGroup == false {
                // Items as tall (wide) as a fraction of a group whose length came from its content.
                let dimension = horizontal ? entry.item.layoutSize.heightDimension : entry.item.layoutSize.widthDimension
                if dimension.isFractionalHeight && horizontal { element.frame.size.height = size.height * dimension.dimension }
                if dimension.isFractionalWidth && !horizontal { element.frame.size.width = size.width * dimension.dimension }
                if dimension.isUniformAcrossSiblings {
                    if horizontal { element.frame.size.height = crossExtent } else { element.frame.size.width = crossExtent }
                }
                // Content insets apply on axes of fixed length only: UIKit ignores them along an estimated one.
                var insets = entry.item.contentInsets.edgeInsets(.leftToRight)
                if entry.item.layoutSize.widthDimension.isEstimated { insets.left = 0; insets.right = 0 }
                if entry.item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
                element.frame = element.frame.inset(by: insets)
            }
            elements += entry.elements
        }
        return size
    }
}
