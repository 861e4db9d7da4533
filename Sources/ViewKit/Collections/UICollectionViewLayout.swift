import Foundation

/// What places a collection view's cells and supplementary views (UIKit's `UICollectionViewLayout`):
/// subclass it and override UIKit's points. The collection view calls `prepare()` when the layout
/// is new or invalidated, reads `collectionViewContentSize` for its content size, and asks
/// `layoutAttributesForElements(in:)` for its visible rectangle; only the elements returned get
/// views. `UICollectionViewFlowLayout` and `UICollectionViewCompositionalLayout` are the two
/// layouts UIKit ships.
///
/// Animations of changes (initial and final attributes, `targetContentOffset`) are accepted and
/// not called: a snapshot shows the layout at rest.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is given to it).
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether `prepare()` must run before the next placement.
    var needsPrepare = true

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// The class of the attributes this layout makes (for subclasses with attributes of their own).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the context `invalidateLayout()` passes to `invalidateLayout(with:)`.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Computes what the layout needs before it is asked for attributes; called on the first
    /// layout and after every invalidation.
    open func prepare() {}
    /// The size of all the content: the collection view's content size.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs `prepare()` again;
    /// UIKit's default is no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// Whether a cell's own size (`preferredLayoutAttributesFitting`) changes the layout.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Marks the layout for `prepare()` before the collection view places its views again.
    open func invalidateLayout() { invalidateLayout(with: makeInvalidationContext()) }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The color a list layout fills the collection view with when it has none of its own.
    var listBackgroundColor: UIColor? { nil }

    /// Whether the layout mirrors itself in a right-to-left layout direction (true for UIKit's own
    /// layouts; a custom layout places its elements for left to right unless it says so).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Registers a decoration view's class for `elementKind` (compiles; decoration views are drawn
    /// when the layout returns attributes for them).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }
    var decorationClasses: [String: AnyClass?] = [:]

    /// Accepted for code written for UIKit's animations; a snapshot shows the layout at rest.
    open func prepare(forCollectionViewUpdates updateItems: [Any]) {}
    open func finalizeCollectionViewUpdates() {}
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }
}
