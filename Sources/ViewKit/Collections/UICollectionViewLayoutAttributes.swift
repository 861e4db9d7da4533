import Foundation

/// Where a layout puts one element of a collection view (UIKit's `UICollectionViewLayoutAttributes`):
/// a cell, a supplementary view (a header, a footer) or a decoration view, with its frame, alpha,
/// z-index, hidden state and transform. A layout makes them; the collection view applies them to
/// the views it shows. `frame`, `center`, `size` and `bounds` are one rectangle read four ways.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The frame's center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; a new size keeps the center, as UIKit's does.
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame = CGRect(x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's own coordinate space: at the origin, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var alpha: CGFloat = 1
    /// Elements with a higher z-index draw above those with a lower one.
    open var zIndex = 0
    open var isHidden = false
    open var transform: CGAffineTransform = .identity
    open var indexPath: IndexPath
    /// Whether these place a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration view's kind; nil for a cell.
    public let representedElementKind: String?

    /// What the layout lets the cell choose when it sizes itself (`preferredLayoutAttributesFitting`):
    /// the axes its estimated dimensions are on. Not UIKit API: UIKit keeps this inside its layouts.
    var selfSizingAxes: (horizontal: Bool, vertical: Bool) = (false, false)
    /// A list row's place in its section (list sections of a compositional layout).
    var listPlacement: ListCellPlacement?

    /// A cell's attributes at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }
    /// A supplementary view's attributes (`UICollectionView.elementKindSectionHeader`, your own kind).
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
    /// A decoration view's attributes.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class; a subclass with properties of its own overrides this, calls
    /// super and copies them, as in UIKit.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = type(of: self).init(forCellWith: indexPath)
        case .supplementaryView: copy = type(of: self).init(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = type(of: self).init(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        copy.selfSizingAxes = selfSizingAxes
        copy.listPlacement = listPlacement
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return other.frame == frame && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.transform == transform && other.indexPath == indexPath
            && other.representedElementCategory == representedElementCategory && other.representedElementKind == representedElementKind
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind \($0);" } ?? ""
        return "<\(type(of: self)): index path (\(indexPath.map(String.init).joined(separator: "-")));\(kind) frame \(frame)>"
    }

    /// Whether every number of the frame is finite (UIKit raises for a NaN position).
    var hasFiniteFrame: Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite
    }
}
