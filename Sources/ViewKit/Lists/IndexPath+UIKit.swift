import Foundation

/// UIKit's reading of an index path in tables and collection views: the first index is the
/// section, the second the row (tables) or item (collection views). Foundation's `IndexPath`
/// is the storage; these are UIKit's additions to it.
extension IndexPath {
    /// A table row's index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection view item's index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index (UIKit traps on an index path with fewer than two indexes).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The row within its section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The item within its section (the row under another name, as UIKit has it).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
