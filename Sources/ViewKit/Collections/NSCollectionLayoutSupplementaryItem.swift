import Foundation

/// A supplementary view anchored to an item or a group (UIKit's `NSCollectionLayoutSupplementaryItem`,
/// a badge). Accepted so code written for UIKit compiles; ViewKit places the boundary kind
/// (`NSCollectionLayoutBoundarySupplementaryItem`, section headers and footers) only.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize)
    }
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = nil
        super.init(layoutSize: layoutSize)
    }
}

/// Where a supplementary item sits on its container's edges (UIKit's `NSCollectionLayoutAnchor`).
public final class NSCollectionLayoutAnchor: NSObject, NSCopying, @unchecked Sendable {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
    }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
    }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
