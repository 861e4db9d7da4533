import Foundation

/// UIKit's layout of sections made of groups of items (`UICollectionViewCompositionalLayout`): each
/// section's group repeats until the section's items are placed; sizes are fractions of their
/// container, points, or estimates the cells replace with their own size once on screen.
///
/// Placement follows Apple's documentation of the types ("Composing layouts from sections, groups
/// and items"): a group's fractional dimensions refer to the section's content area (the
/// collection view's size less the section's `contentInsets`), an item's to its group; a
/// horizontal group repeats its subitems while they fit (`subitem:count:` fits exactly `count`,
/// sharing the length less the spacing); `interItemSpacing` `.flexible` shares the leftover
/// space; `contentInsets` of an item shrink its cell inside its space. Sections follow each
/// other `interSectionSpacing` apart in the configuration's scroll direction; headers
/// (`.top` boundary items) sit above the section's content, footers below it.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The section of every index, for the layout's environment.
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    private let sectionProvider: SectionProvider

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Every element from the last `prepare()`, in placement order.
    private var elements: [UICollectionViewLayoutAttributes] = []
    private var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var supplementaries: [String: UICollectionViewLayoutAttributes] = [:]
    /// Pinned headers and the section frames they stay within.
    private var pinnedHeaders: [(attributes: UICollectionViewLayoutAttributes, section: CGRect)] = []
    private var contentSize: CGSize = .zero
    /// Sizes cells and supplementary views gave themselves, by element.
    private var measuredSizes: [String: CGSize] = [:]
    /// Each section as laid out, with its list metrics (for list sections' separators and backgrounds).
    private(set) var placedSections: [PlacedCompositionalSection] = []

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The background of a layout whose sections are lists (the first list section's), drawn by
    /// the collection view when it has no background color of its own, as a list's is.
    override var listBackgroundColor: UIColor? {
        placedSections.lazy.compactMap { $0.listAppearance?.configuration.resolvedBackgroundColor }.first
    }
    open override var collectionViewContentSize: CGSize { contentSize }

    private static func key(_ kind: String?, _ indexPath: IndexPath) -> String {
        (kind ?? "cell") + "|" + indexPath.map(String.init).joined(separator: "-")
    }

    open override func prepare() {
        super.prepare()
        elements = []
        cells = [:]
        supplementaries = [:]
        pinnedHeaders = []
        placedSections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let inset = collectionView.adjustedContentInset
        let size = CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right),
                          height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
        let environment = CollectionLayoutEnvironment(contentSize: size, contentInsets: .zero,
                                                      traitCollection: collectionView.traitCollection)
        let vertical = configuration.scrollDirection == .vertical
        var placer = CompositionalPlacer(layout: self, collectionView: collectionView, environment: environment,
                                         measured: measuredSizes)
        var main: CGFloat = 0
        let sectionCount = collectionView.numberOfSections
        // Headers of the whole layout.
        main = placer.placeBoundaryItems(configuration.boundarySupplementaryItems.filter { $0.alignment.isTop }, section: 0,
                                         at: main, vertical: vertical, span: vertical ? size.width : size.height, start: 0,
                                         into: &elements)
        for index in 0..<sectionCount {
            guard let section = sectionProvider(index, environment) else {
                collectionView.report("the section provider returned nil for section \(index); the section is left out",
                                      isException: true)
                continue
            }
            if index > 0 { main += configuration.interSectionSpacing }
            let placed = placer.place(section, index: index, itemCount: collectionView.numberOfItems(inSection: index), at: main,
                                      vertical: vertical, container: size, into: &elements)
            placedSections.append(placed)
            pinnedHeaders += placed.pinnedHeaders.map { ($0, placed.frame) }
            main = vertical ? placed.frame.maxY : placed.frame.maxX
        }
        main = placer.placeBoundaryItems(configuration.boundarySupplementaryItems.filter { $0.alignment.isBottom },
                                         section: max(0, sectionCount - 1), at: main, vertical: vertical,
                                         span: vertical ? size.width : size.height, start: 0, into: &elements)
        for attributes in elements {
            if attributes.representedElementCategory == .cell {
                cells[attributes.indexPath] = attributes
            } else {
                supplementaries[Self.key(attributes.representedElementKind, attributes.indexPath)] = attributes
            }
        }
        contentSize = vertical ? CGSize(width: size.width, height: main) : CGSize(width: main, height: size.height)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for attributes in elements where attributes.frame.intersects(rect) || pinnedHeaders.contains(where: { $0.attributes === attributes }) {
            found.append(pinned(attributes))
        }
        return found.filter { $0.frame.intersects(rect) }
    }

    /// A pinned header kept at the top of the visible rectangle within its section.
    private func pinned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let entry = pinnedHeaders.first(where: { $0.attributes === attributes }), let collectionView,
              let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        copy.frame.origin.y = max(attributes.frame.minY, min(top, entry.section.maxY - attributes.frame.height))
        return copy
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cells[indexPath] }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        supplementaries[Self.key(elementKind, indexPath)]
    }
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes? {
        supplementaries[Self.key(elementKind, indexPath)]
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        return old.size != newBounds.size || !pinnedHeaders.isEmpty
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let size = preferredAttributes.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return false }
        let key = Self.key(preferredAttributes.representedElementKind, preferredAttributes.indexPath)
        let axes = originalAttributes.selfSizingAxes
        let changed = (axes.horizontal && abs(size.width - originalAttributes.size.width) > 0.001)
            || (axes.vertical && abs(size.height - originalAttributes.size.height) > 0.001)
        guard changed else { return false }
        measuredSizes[key] = size
        return true
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { measuredSizes = [:] }
        super.invalidateLayout(with: context)
    }

    /// The measured size of an element, for the placer.
    static func measuredKey(_ kind: String?, _ indexPath: IndexPath) -> String { key(kind, indexPath) }
}
