import Foundation

/// What an alignment guide is (SwiftUI's `AlignmentID`): its value in a view that sets none.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide, compared by its ID type.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: ObjectIdentifier
    let type: any AlignmentID.Type
    init(_ type: any AlignmentID.Type) {
        self.id = ObjectIdentifier(type)
        self.type = type
    }
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A view's size and its alignment guides, as `alignmentGuide` closures and `Layout`s see them.
public struct ViewDimensions {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> CGFloat?

    init(size: CGSize, explicit: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        self.width = size.width
        self.height = size.height
        self.explicit = explicit
    }

    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.type.defaultValue(in: self) }
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit(guide.key) ?? guide.key.type.defaultValue(in: self) }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key) }

    func value(_ key: AlignmentKey) -> CGFloat { explicit(key) ?? key.type.defaultValue(in: self) }
}

private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum HorizontalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
private enum VerticalCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// A view without text has its baselines at its bottom, as in SwiftUI.
enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// A guide across a row of views (SwiftUI's `HorizontalAlignment`).
public struct HorizontalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HorizontalCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// A guide along a column of views (SwiftUI's `VerticalAlignment`).
public struct VerticalAlignment: Equatable, Sendable {
    let key: AlignmentKey
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id) }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VerticalCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// Both guides (SwiftUI's `Alignment`).
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `size` goes in a parent of `container` size so that their guides meet.
    @MainActor
    func origin(of child: LayoutNode, size: CGSize, in container: CGSize) -> CGPoint {
        let parent = ViewDimensions(size: container)
        let own = child.dimensions(size)
        return CGPoint(x: parent.value(horizontal.key) - own.value(horizontal.key),
                       y: parent.value(vertical.key) - own.value(vertical.key))
    }
}

/// The unit point an anchor names (SwiftUI's `UnitPoint`).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
