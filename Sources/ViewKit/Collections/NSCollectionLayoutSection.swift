import Foundation

/// One section of a compositional layout (UIKit's `NSCollectionLayoutSection`): its group repeated
/// until the section's items are placed, `interGroupSpacing` apart, inside `contentInsets`, with
/// boundary supplementary items (headers, footers) and decoration items (backgrounds). With
/// `orthogonalScrollingBehavior` other than `.none` the groups run across the layout's scrolling
/// direction, in a band that scrolls on its own; ViewKit draws that band at its start (a
/// `.groupPagingCentered` band with its first group centered), as a screen shows it before a swipe.
open class NSCollectionLayoutSection: NSObject, NSCopying {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by `contentInsets` (UIKit's default, true) or span the section.
    open var supplementariesFollowContentInsets = true
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Called as the band scrolls in UIKit; a snapshot does not scroll it, so it is not called.
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// List-configuration metrics the section carries (`list(using:layoutEnvironment:)`).
    var listAppearance: ListSectionAppearance?

    public init(group: NSCollectionLayoutGroup) { self.group = group }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// An item on screen, as `visibleItemsInvalidationHandler` receives it (never called in ViewKit).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
    var transform: CGAffineTransform { get set }
}

/// How a section's band scrolls across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// What a section's content insets are measured from (UIKit's `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}
