import Foundation

/// What a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) draws besides
/// its cells' content: its configuration, read by the collection view for the list's background.
struct ListSectionAppearance {
    var configuration: UICollectionLayoutListConfiguration
}

/// Where a row of a list section is, as its cell draws it: the configuration (background,
/// separators, inset-grouped corners), and whether it is the section's first or last row, its
/// header (a header row, `headerMode = .firstItemInSection`, or the header supplementary view) or
/// its footer. The layout gives it with the element's attributes.
struct ListCellPlacement {
    var configuration: UICollectionLayoutListConfiguration
    var isFirst = false
    var isLast = false
    var isHeader = false
    var isFooter = false
    /// Whether it is a header or a footer rather than a row.
    var isBoundary: Bool { isHeader || isFooter }
}
