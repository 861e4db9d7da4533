import Foundation

/// Space a compositional layout keeps around an item, outside it (UIKit's
/// `NSCollectionLayoutEdgeSpacing`); unlike `contentInsets` it moves the items after it. A
/// flexible spacing counts as its minimum here.
public final class NSCollectionLayoutEdgeSpacing: NSObject, NSCopying, @unchecked Sendable {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
                bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
