import Foundation

/// The smallest part of a compositional layout: one cell's size in its group (UIKit's
/// `NSCollectionLayoutItem`). `contentInsets` shrink the cell inside the item's space;
/// `edgeSpacing` keeps space outside it.
open class NSCollectionLayoutItem: NSObject, NSCopying {
    public let layoutSize: NSCollectionLayoutSize
    /// Inset from the item's space to the cell's frame (they do not move other items).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Supplementary items anchored to the item (badges): accepted, not placed.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
