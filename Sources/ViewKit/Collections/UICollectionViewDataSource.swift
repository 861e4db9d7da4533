import Foundation

/// What a collection view shows (UIKit's `UICollectionViewDataSource`): how many sections and
/// items, and the cell (and supplementary view) for each index path. UIKit's optional methods
/// have their defaults in an extension: one section, and no supplementary views.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// A cell from `dequeueReusableCell(withReuseIdentifier:for:)`, configured for `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// A view from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` for a header,
    /// a footer or another kind the layout places.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// UIKit raises when the layout places a supplementary view and the data source has no method
    /// for it; here the collection view reports it and shows nothing there.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        MissingSupplementaryView()
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns: the data source has none.
final class MissingSupplementaryView: UICollectionReusableView {}
