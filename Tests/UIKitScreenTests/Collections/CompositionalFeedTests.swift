// A feed built with a compositional layout: a section of cards that scrolls sideways (drawn at its
// start) and a list of self-sizing rows, each with a header.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class FeaturedCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 16
        contentView.clipsToBounds = true
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FeedRowCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        contentView.addPinnedSubview(stack, inset: 12)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FeedHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor),
            label.trailingAnchor.constraint(equalTo: trailingAnchor),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class FeedController: NSObject, UICollectionViewDataSource {
    let featured = ["Autumn in Kyoto", "Night markets", "Alpine lakes", "Desert roads"]
    let stories = [
        ("Why we walk", "A short history of the evening stroll, from the Roman passeggiata to the city park."),
        ("Ten minutes of quiet", "What happens to attention when the phone stays in the other room."),
        ("Bread", "Flour, water, salt and time."),
        ("The last ferry", "Crossing the strait at midnight, when the deck belongs to the truck drivers and the gulls."),
    ]
    let collectionView: UICollectionView

    init(size: CGSize) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 0 ? FeedController.featuredSection() : FeedController.storiesSection()
        }
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(FeaturedCardCell.self, forCellWithReuseIdentifier: "featured")
        collectionView.register(FeedRowCell.self, forCellWithReuseIdentifier: "story")
        collectionView.register(FeedHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = self
    }

    static func header(estimated: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                          heightDimension: estimated ? .estimated(44) : .absolute(44))
        return NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
                                                           alignment: .top)
    }

    static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [header(estimated: false)]
        return section
    }

    static func storiesSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [header(estimated: true)]
        return section
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? featured.count : stories.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "featured", for: indexPath) as! FeaturedCardCell
            cell.titleLabel.text = featured[indexPath.item]
            cell.contentView.backgroundColor = [UIColor.systemIndigo, .systemOrange, .systemTeal, .systemPink][indexPath.item % 4]
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "story", for: indexPath) as! FeedRowCell
        cell.titleLabel.text = stories[indexPath.item].0
        cell.bodyLabel.text = stories[indexPath.item].1
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! FeedHeaderView
        header.label.text = indexPath.section == 0 ? "Featured" : "Stories"
        return header
    }
}

final class CompositionalFeedTests: XCTestCase {
    func testSectionsGroupsAndItemsFollowTheirDimensions() throws {
        let feed = FeedController(size: CGSize(width: 390, height: 844))
        let view = feed.collectionView
        view.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        // The header follows the section's insets: 16 in from each side, 44 tall.
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 16, y: 0, width: 358, height: 44))
        // A group 0.85 of the content width (358), 200 tall; the band runs sideways 10 apart.
        let first = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        XCTAssertEqual(first.origin, CGPoint(x: 16, y: 44))
        XCTAssertEqual(first.width, 358 * 0.85, accuracy: 1e-9)
        XCTAssertEqual(first.height, 200)
        let second = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        XCTAssertEqual(second.minX, 16 + 358 * 0.85 + 10, accuracy: 1e-9)
        XCTAssertEqual(second.minY, 44)
        // Drawn at its start: the third card is beyond the right edge, so it has no cell.
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        // The next section starts interSectionSpacing (20) below the band; its header sized itself.
        let storiesHeader = try XCTUnwrap(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(storiesHeader.frame.minY, 264)
        XCTAssertEqual(storiesHeader.frame.height, storiesHeader.systemLayoutSizeFitting(CGSize(width: 358, height: 0),
                                                                                          withHorizontalFittingPriority: .required,
                                                                                          verticalFittingPriority: .fittingSizeLevel).height)
        // Rows size themselves at the content width, 8 apart.
        let row0 = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 1)))
        let row1 = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 1, section: 1)))
        XCTAssertEqual(row0.frame.minX, 16)
        XCTAssertEqual(row0.frame.width, 358)
        XCTAssertEqual(row0.frame.minY, storiesHeader.frame.maxY)
        let fitted = row0.systemLayoutSizeFitting(CGSize(width: 358, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(row0.frame.height, fitted.height)
        XCTAssertEqual(row1.frame.minY, row0.frame.maxY + 8)
        XCTAssertTrue(view.lastLayoutReport.isClean, "\(view.lastLayoutReport)")
    }

    func testCompositionalFeed() {
        let size = CGSize(width: 390, height: 844)
        // Each controller is its collection view's data source, held weakly: keep it alive.
        let light = FeedController(size: size), dark = FeedController(size: size), rtl = FeedController(size: size)
        assertSnapshot(of: light.collectionView, size: .fixed(size), named: "light")
        assertSnapshot(of: dark.collectionView, size: .fixed(size), traits: UITraitCollection(userInterfaceStyle: .dark), named: "dark")
        assertSnapshot(of: rtl.collectionView, size: .fixed(size), traits: UITraitCollection(layoutDirection: .rightToLeft), named: "rtl")
    }
}
