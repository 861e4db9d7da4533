import Foundation

/// A section's (or the whole layout's) header or footer in a compositional layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`): `.top` alignments go above the content, `.bottom`
/// ones below it, as wide as the section's content (its insets, with `supplementariesFollowContentInsets`).
/// `pinToVisibleBounds` keeps a top header at the top of the visible rectangle while its section is
/// in view.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the item makes room for itself (true) or overlaps the content.
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}

/// Where a boundary supplementary item goes (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
    var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
}
