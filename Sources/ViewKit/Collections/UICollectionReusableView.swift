import Foundation

/// A view a collection view reuses (UIKit's `UICollectionReusableView`): the base of cells and of
/// supplementary views (section headers and footers). The collection view makes it from its
/// registered class, places it with `apply(_:)`, and calls `prepareForReuse()` before it shows it
/// for another index path.
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// How a collection view makes a view of a registered class: Swift builds an instance from a
    /// class value only through a `required` initializer, and this one calls the class's
    /// `init(frame:)` (its override, if it has one). Not UIKit API; a subclass inherits it.
    public required convenience init(reusableViewFrame frame: CGRect) { self.init(frame: frame) }

    /// Resets the view before the collection view shows it for another index path.
    open func prepareForReuse() {}

    /// Takes the layout's attributes; the collection view has set the frame, alpha, z-index,
    /// hidden state and transform already. Override to read attributes of your own subclass.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view wants instead of the layout's (self-sizing): along the axes the
    /// layout estimates, its size from its constraints (`systemLayoutSizeFitting`), the other
    /// axes kept at the layout's size, as UIKit's default does.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard axes.horizontal || axes.vertical else { return layoutAttributes }
        let fitted = systemLayoutSizeFitting(layoutAttributes.size,
                                             withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.frame.size = fitted
        return preferred
    }

    /// Accepted for code written for UIKit's animated layout changes; a snapshot shows the end state.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
