import Foundation

/// The width and height of a compositional layout's item, group or supplementary item (UIKit's
/// `NSCollectionLayoutSize`).
public final class NSCollectionLayoutSize: NSObject, NSCopying, @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
