import Foundation

/// What a list section (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`) draws besides
/// its cells' content: its configuration, read by the collection view for the list's background.
struct ListSectionAppearance {
    var configuration: UICollectionLayoutListConfiguration
}

/// Where a row of a list section is, as its cell draws it: the configuration (background,
/// separators, inset-grouped corners), and whether it is the section's first or last row or its
/// header row (`headerMode = .firstItemInSection`). The layout gives it with the row's attributes.
struct ListCellPlacement {
    var configuration: UICollectionLayoutListConfiguration
    var isFirst: Bool
    var isLast: Bool
    var isHeader: Bool
}
