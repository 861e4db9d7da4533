import Foundation

/// A view drawn behind a section of a compositional layout (UIKit's `NSCollectionLayoutDecorationItem`,
/// `background(elementKind:)`): it covers the section's content area less its `contentInsets`, below
/// the cells. Register its class with the layout (`register(_:forDecorationViewOfKind:)`).
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }
    /// A background for the whole section.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
