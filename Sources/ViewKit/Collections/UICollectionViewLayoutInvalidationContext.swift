import Foundation

/// What part of a layout an invalidation concerns (UIKit's `UICollectionViewLayoutInvalidationContext`).
/// ViewKit's layouts prepare again as a whole, whatever the context says; a custom layout may read it.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public required override init() { super.init() }
    /// Whether the data source's counts changed (`reloadData`).
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero

    open func invalidateItems(at indexPaths: [IndexPath]) { invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths }
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}
