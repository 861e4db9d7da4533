import Foundation

/// A table-like list section for a compositional layout (UIKit's `UICollectionLayoutListConfiguration`):
/// full-width rows that size themselves (44 points at least, as UIKit's list cells), separators
/// between them, and a header and footer per section. Use it through
/// `UICollectionViewCompositionalLayout.list(using:)` or `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// Appearances, with iOS 17's metrics:
/// - `.plain`: rows edge to edge on `systemBackground`;
/// - `.grouped`: rows edge to edge on `secondarySystemGroupedBackground`, sections 35 points apart
///   on `systemGroupedBackground`;
/// - `.insetGrouped`: as grouped, each section's rows in a card inset by the layout margins (16
///   points on phones narrower than 414 points, 20 on wider ones) with 10-point corners;
/// - `.sidebar`: as inset grouped, without separators;
/// - `.sidebarPlain`: as plain, without separators.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
    /// Where a section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` (your data
        /// source or registration makes it).
        case supplementary
        /// The first item of the section is drawn as its header.
        case firstItemInSection
    }
    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public let appearance: Appearance
    public var showsSeparators: Bool
    /// The list's background; nil: the appearance's (`systemBackground` or `systemGroupedBackground`).
    public var backgroundColor: UIColor?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    /// Extra space above each section's header (UIKit's `headerTopPadding`); nil: the appearance's.
    public var headerTopPadding: CGFloat?

    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether sections are cards inset from the sides.
    var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }
    /// Whether the appearance groups sections on a grouped background.
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// The list's background color.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
    }

    /// The space between grouped sections (UITableView's grouped style, 35 points).
    static let groupedSectionSpacing: CGFloat = 35
    /// The inset-grouped card's corner radius in iOS 17.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// The smallest row height of a list (UIKit's list cells and table rows).
    static let minimumRowHeight: CGFloat = 44

    /// The side inset of inset-grouped cards: the system layout margins of an iPhone, 16 points
    /// below a 414-point width and 20 from it.
    static func insetGroupedMargin(width: CGFloat) -> CGFloat { width < 414 ? 16 : 20 }
}

extension NSCollectionLayoutSection {
    /// A list section (UIKit's `list(using:layoutEnvironment:)`): full-width rows of estimated
    /// 44-point height that size themselves, with the configuration's header, footer and insets.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(UICollectionLayoutListConfiguration.minimumRowHeight))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: group)
        let side = configuration.isInset
            ? UICollectionLayoutListConfiguration.insetGroupedMargin(width: layoutEnvironment.container.contentSize.width) : 0
        let top = configuration.isGrouped && configuration.headerMode != .supplementary
            ? UICollectionLayoutListConfiguration.groupedSectionSpacing : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: top + (configuration.headerTopPadding ?? 0), leading: side,
                                                        bottom: 0, trailing: side)
        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let supplementarySize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(38))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                     elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain || configuration.appearance == .sidebarPlain
            boundaries.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: supplementarySize,
                                                                          elementKind: UICollectionView.elementKindSectionFooter,
                                                                          alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        section.listAppearance = ListSectionAppearance(configuration: configuration)
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list of `configuration` (UIKit's `list(using:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
