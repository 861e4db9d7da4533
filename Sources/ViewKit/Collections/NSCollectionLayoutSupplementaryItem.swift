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

/// Edges of a rectangle in the layout direction (UIKit's `NSDirectionalRectEdge`).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
