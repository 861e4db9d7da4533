import Foundation

/// A row or column of items (or of groups) in a compositional layout (UIKit's
/// `NSCollectionLayoutGroup`). A horizontal group lays its subitems leading to trailing, a
/// vertical one top to bottom, repeating them while they fit, as UIKit does; with
/// `subitem:count:` it fits exactly `count` of them, sized to share the group's length.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The number of items, when the group was made with `subitem:count:`.
    let count: Int?
    /// Space between the subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// A custom group's frames (UIKit's `custom(layoutSize:itemProvider:)`).
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
         itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }
    /// iOS 16's spelling of `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
    /// A group whose items' frames (in the group) a closure gives.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [], count: nil, itemProvider: itemProvider)
    }
}

/// The frames of a custom group's items, for the layout's environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame in the group (UIKit's `NSCollectionLayoutGroupCustomItem`).
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying, @unchecked Sendable {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
