/// One section of a `MasonryLayout`: its columns, spacings and insets, and an optional header and
/// footer (CHTCollectionViewWaterfallLayout's per-section delegate values).
public struct MasonrySection: Sendable, Hashable {
    /// How many columns (CHT's `columnCount`); 2 by default, as the journal grid of seed 004.
    public var columns: Int
    /// The horizontal gap between columns (CHT's `minimumColumnSpacing`).
    public var columnSpacing: Double
    /// The vertical gap between items of a column (CHT's `minimumInteritemSpacing`).
    public var itemSpacing: Double
    /// Space around the items (CHT's `sectionInset`).
    public var insets: EdgeInsets
    /// Which column each item goes to.
    public var order: MasonryItemOrder
    /// The header's height; 0 means no header.
    public var headerHeight: Double
    /// Space around the header; its top applies even without a header, as in CHT.
    public var headerInsets: EdgeInsets
    /// The footer's height; 0 means no footer.
    public var footerHeight: Double
    /// Space around the footer; its top applies even without a footer, as in CHT.
    public var footerInsets: EdgeInsets

    /// A section; every value has CHT's meaning.
    public init(columns: Int = 2, columnSpacing: Double = 10, itemSpacing: Double = 10, insets: EdgeInsets = .zero,
                order: MasonryItemOrder = .shortestFirst, headerHeight: Double = 0, headerInsets: EdgeInsets = .zero,
                footerHeight: Double = 0, footerInsets: EdgeInsets = .zero) {
        self.columns = columns; self.columnSpacing = columnSpacing; self.itemSpacing = itemSpacing
        self.insets = insets; self.order = order
        self.headerHeight = headerHeight; self.headerInsets = headerInsets
        self.footerHeight = footerHeight; self.footerInsets = footerInsets
    }
}

/// Which column the next item goes to (CHT's `itemRenderDirection`).
public enum MasonryItemOrder: String, Sendable, Hashable, CaseIterable {
    /// The column that is currently shortest; ties go to the leftmost.
    case shortestFirst
    /// Columns in turn from the left: item i goes to column i mod n.
    case leftToRight
    /// Columns in turn from the right: item i goes to column n - 1 - i mod n.
    case rightToLeft
}

/// How tall an item is at the column width.
public enum MasonryItemSize: Sendable {
    /// An image-like item: keeps its aspect ratio at the column width, the height floored to the
    /// pixel grid (zero when either side is zero, as CHT does).
    case aspect(width: Double, height: Double)
    /// A fixed height, kept whatever the column width.
    case height(Double)
    /// Content measured at the column width (a card's text): the closure returns the height.
    case measured(@Sendable (_ columnWidth: Double) throws -> Double)
}

/// A grid that cannot be laid out: where (`sections[0].columns`, `items[3].height`) and why.
public struct MasonryError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The value that is wrong, as a path in the grid's description.
    public var path: String
    /// What is wrong with it.
    public var message: String

    public init(path: String, message: String) { self.path = path; self.message = message }

    public var description: String { "\(path): \(message)" }

    /// The largest length accepted, in points: far beyond any screen, small enough that sums of a
    /// million items stay exact to the pixel in a Double.
    static let largestLength = 10_000_000.0

    static func check(_ value: Double, _ path: String, allowsZero: Bool) throws(MasonryError) {
        guard value.isFinite, value >= 0, value <= largestLength, allowsZero || value > 0 else {
            throw MasonryError(path: path, message: "expected a finite number \(allowsZero ? ">=" : ">") 0 and at most "
                + "\(Int(largestLength)), found \(value)")
        }
    }
}
