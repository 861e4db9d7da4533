// A waterfall (Pinterest) layout written the way CHTCollectionViewWaterfallLayout is: a
// UICollectionViewLayout subclass whose prepare() keeps each column's height and puts every item in
// the shortest column, with item sizes from its delegate. It must place the journal cards exactly
// as LayoutEngine's MasonryLayout (the journal grid's placement) does.
import XCTest
import LayoutSnapshot
import LayoutEngine
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    /// The item's original size: the layout keeps its aspect ratio at the column width.
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
}

final class WaterfallLayout: UICollectionViewLayout {
    var columnCount = 2 { didSet { invalidateLayout() } }
    var minimumColumnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }

    private var columnHeights: [CGFloat] = []
    private var itemAttributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var delegate: WaterfallLayoutDelegate? { collectionView?.delegate as? WaterfallLayoutDelegate }

    override func prepare() {
        super.prepare()
        itemAttributes = []
        guard let collectionView, collectionView.numberOfSections > 0 else { return }
        let scale = collectionView.traitCollection.displayScale > 0 ? collectionView.traitCollection.displayScale : 3
        func floorToPixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.down) / scale }
        let width = collectionView.bounds.width - sectionInset.left - sectionInset.right
        let itemWidth = floorToPixel((width - CGFloat(columnCount - 1) * minimumColumnSpacing) / CGFloat(columnCount))
        columnHeights = Array(repeating: sectionInset.top, count: columnCount)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = columnHeights.firstIndex(of: columnHeights.min() ?? 0) ?? 0
            let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? .zero
            let height = size.width > 0 && size.height > 0 ? floorToPixel(size.height * itemWidth / size.width) : 0
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: sectionInset.left + (itemWidth + minimumColumnSpacing) * CGFloat(column),
                                      y: columnHeights[column], width: itemWidth, height: height)
            itemAttributes.append(attributes)
            columnHeights[column] = attributes.frame.maxY + minimumInteritemSpacing
        }
        let tallest = columnHeights.max() ?? 0
        contentHeight = (itemAttributes.isEmpty ? tallest : tallest - minimumInteritemSpacing) + sectionInset.bottom
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        itemAttributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes.indices.contains(indexPath.item) ? itemAttributes[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}

struct JournalEntry {
    var title: String
    var edited: String
    var tag: String
    var memo: String
}

final class JournalCardCell: UICollectionViewCell {
    static let reuseIdentifier = "JournalCard"
    let titleLabel = UILabel()
    let editedLabel = UILabel()
    let tagLabel = UILabel()
    let memoLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.numberOfLines = 2
        editedLabel.font = .systemFont(ofSize: 12)
        editedLabel.textColor = .secondaryLabel
        tagLabel.font = .systemFont(ofSize: 12)
        tagLabel.textColor = .systemBlue
        memoLabel.font = .systemFont(ofSize: 15)
        memoLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, editedLabel, tagLabel, memoLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(12, after: tagLabel)
        contentView.addPinnedSubview(stack, inset: 12)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(_ entry: JournalEntry) {
        titleLabel.text = entry.title
        editedLabel.text = entry.edited
        tagLabel.text = entry.tag
        memoLabel.text = entry.memo
    }
}

final class JournalController: NSObject, UICollectionViewDataSource, WaterfallLayoutDelegate {
    let entries = [
        JournalEntry(title: "Morning run", edited: "Edited 2 Dec", tag: "#health", memo: "Five kilometres along the river before work."),
        JournalEntry(title: "Reading list for the winter holidays", edited: "Edited 1 Dec", tag: "#books",
                     memo: "The Left Hand of Darkness, Middlemarch, and the new Ishiguro."),
        JournalEntry(title: "Groceries", edited: "Edited 30 Nov", tag: "#home", memo: "Eggs, rice, leeks."),
        JournalEntry(title: "Trip to Busan", edited: "Edited 28 Nov", tag: "#travel",
                     memo: "Haeundae at sunrise, the fish market at Jagalchi, and the long walk up to Gamcheon village with its painted houses."),
        JournalEntry(title: "Ideas", edited: "Edited 27 Nov", tag: "#work", memo: "A widget for the lock screen."),
        JournalEntry(title: "Call Mum", edited: "Edited 25 Nov", tag: "#family", memo: "Sunday, after lunch."),
        JournalEntry(title: "Sourdough", edited: "Edited 24 Nov", tag: "#cooking",
                     memo: "Feed the starter the night before; 78% hydration; fold four times, half an hour apart."),
        JournalEntry(title: "Gym", edited: "Edited 22 Nov", tag: "#health", memo: "Legs."),
    ]
    let collectionView: UICollectionView
    let layout = WaterfallLayout()
    /// A card measured at the column width, as a team sizes a card from its cell.
    private let sizingCell = JournalCardCell(frame: .zero)

    init(width: CGFloat, height: CGFloat) {
        // The journal grid's section: 2 columns, 10 apart, 16 from the sides, 10 above and 10 +
        // the home indicator's 34 below.
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 44, right: 16)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(JournalCardCell.self, forCellWithReuseIdentifier: JournalCardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    var columnWidth: CGFloat { ((collectionView.bounds.width - 32 - 10) / 2 * 3).rounded(.down) / 3 }

    func cardHeight(_ index: Int) -> CGFloat {
        sizingCell.configure(entries[index])
        return sizingCell.systemLayoutSizeFitting(CGSize(width: columnWidth, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { entries.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: JournalCardCell.reuseIdentifier, for: indexPath) as! JournalCardCell
        cell.configure(entries[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: columnWidth, height: cardHeight(indexPath.item))
    }
}

final class WaterfallLayoutTests: XCTestCase {
    func testAWaterfallSubclassPlacesTheCardsAsMasonryDoes() throws {
        let journal = JournalController(width: 390, height: 700)
        journal.collectionView.layoutIfNeeded()
        var masonry = try MasonryLayout(width: 390, scale: 3, sections: [
            MasonrySection(columns: 2, columnSpacing: 10, itemSpacing: 10,
                           insets: EdgeInsets(top: 10, left: 16, bottom: 44, right: 16), order: .shortestFirst),
        ])
        for index in journal.entries.indices {
            try masonry.append(.aspect(width: Double(journal.columnWidth), height: Double(journal.cardHeight(index))))
        }
        // (390 - 16 - 16 - 10) / 2.
        XCTAssertEqual(masonry.columnWidth(), 174)
        for index in journal.entries.indices {
            let frame = try XCTUnwrap(journal.collectionView.layoutAttributesForItem(at: IndexPath(item: index, section: 0))?.frame)
            let expected = masonry.frame(ofItem: index)
            XCTAssertEqual(frame, CGRect(x: expected.x, y: expected.y, width: expected.width, height: expected.height), "card \(index)")
        }
        XCTAssertEqual(Double(journal.collectionView.contentSize.height), masonry.contentHeight, accuracy: 1e-9)
        // The cells on screen are where the layout put them: the collection view applied the attributes.
        for cell in journal.collectionView.visibleCells {
            let path = try XCTUnwrap(journal.collectionView.indexPath(for: cell))
            XCTAssertEqual(cell.frame, journal.collectionView.layoutAttributesForItem(at: path)?.frame)
        }
    }

    func testJournalWaterfall() {
        let journal = JournalController(width: 390, height: 700)
        assertSnapshot(of: journal.collectionView, size: .fixed(CGSize(width: 390, height: 700)), named: "light")
        let dark = JournalController(width: 390, height: 700)
        assertSnapshot(of: dark.collectionView, size: .fixed(CGSize(width: 390, height: 700)),
                       traits: UITraitCollection(userInterfaceStyle: .dark), named: "dark")
    }
}
