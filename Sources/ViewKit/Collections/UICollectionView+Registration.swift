import Foundation
import Synchronization

/// The next registration's number: each registration has a reuse identifier of its own, as in UIKit.
private let registrationCount = Mutex(0)

private func nextRegistrationIdentifier(_ kind: String) -> String {
    let number = registrationCount.withLock { count -> Int in
        count += 1
        return count
    }
    return "\(kind)-registration-\(number)"
}

extension UICollectionView {
    /// How to make and configure a cell for an item (UIKit's `UICollectionView.CellRegistration`):
    /// `dequeueConfiguredReusableCell(using:for:item:)` registers the cell class on first use,
    /// dequeues a cell and calls the handler with it, its index path and the item.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = nextRegistrationIdentifier(String(describing: Cell.self))
        }
    }

    /// How to make and configure a supplementary view of one kind (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = nextRegistrationIdentifier(String(describing: Supplementary.self))
        }
    }

    /// A cell of the registration's class for `indexPath`, configured by its handler for `item`
    /// (a nil item leaves it unconfigured, as UIKit does).
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                                for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(reusableViewFrame: .zero)
        cell.reuseIdentifier = registration.reuseIdentifier
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                        for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reusableViewFrame: .zero)
        view.reuseIdentifier = registration.reuseIdentifier
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
