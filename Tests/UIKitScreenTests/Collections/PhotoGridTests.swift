// A photo grid as a team writes it: a flow layout of three columns with 2-point gaps, a data
// source that dequeues a registered cell, and a header.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let imageView = UIImageView()
    let badge = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        badge.font = .systemFont(ofSize: 11, weight: .semibold)
        badge.textColor = .white
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
            badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }

    func configure(index: Int) {
        let hues: [UIColor] = [.systemTeal, .systemOrange, .systemPink, .systemIndigo, .systemGreen, .systemYellow, .systemPurple]
        imageView.backgroundColor = hues[index % hues.count]
        badge.text = "0:\(String(format: "%02d", 10 + index))"
    }
}

final class SectionTitleView: UICollectionReusableView {
    static let reuseIdentifier = "SectionTitle"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PhotoGridController: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count = 14
    var title = "Recents"
    private(set) var cellRequests = 0
    let collectionView: UICollectionView

    init(frame: CGRect, header: Bool = true) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        // Three columns: 375 less two 2-point gaps is 371, floored to 123 a side.
        let side = floor((frame.width - 4) / 3)
        layout.itemSize = CGSize(width: side, height: side)
        if header { layout.headerReferenceSize = CGSize(width: frame.width, height: 44) }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: SectionTitleView.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier, for: indexPath) as! PhotoCell
        cell.configure(index: indexPath.item)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier,
                                                                   for: indexPath) as! SectionTitleView
        view.label.text = title
        return view
    }
}

final class PhotoGridTests: XCTestCase {
    func testThreeColumnsFillTheWidthWithTheLeftoverBetweenThem() {
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 560))
        grid.collectionView.layoutIfNeeded()
        let view = grid.collectionView
        // UIKit justifies a full line: 3 x 123 + 2 x 2 leaves 2 points, one more in each gap.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 44, width: 123, height: 123))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 126, y: 44, width: 123, height: 123))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 252, y: 44, width: 123, height: 123))
        // The next line is minimumLineSpacing (2) below; the last line keeps the grid's columns.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 169)
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 13, section: 0))?.frame, CGRect(x: 126, y: 44 + 4 * 125, width: 123, height: 123))
        XCTAssertEqual(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                    at: IndexPath(item: 0, section: 0))?.frame,
                       CGRect(x: 0, y: 0, width: 375, height: 44))
        // 5 lines: 44 + 5 x 123 + 4 x 2.
        XCTAssertEqual(view.contentSize, CGSize(width: 375, height: 667))
        // Lines 0 to 4 meet the 560-point window (line 4 starts at 544): all 14 items have cells.
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 14)
        XCTAssertEqual(view.visibleCells.first?.frame, CGRect(x: 0, y: 44, width: 123, height: 123))
        XCTAssertTrue(view.lastLayoutReport.isClean, "\(view.lastLayoutReport)")
    }

    func testPhotoGrid() {
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 480))
        assertSnapshot(of: grid.collectionView, size: .fixed(CGSize(width: 375, height: 480)), named: "light")
        // The controller is the data source, which the collection view holds weakly: keep it.
        let dark = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 480))
        assertSnapshot(of: dark.collectionView, size: .fixed(CGSize(width: 375, height: 480)),
                       traits: UITraitCollection(userInterfaceStyle: .dark), named: "dark")
    }

    func testRightToLeftMirrorsTheGrid() {
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 480))
        grid.count = 7
        grid.collectionView.semanticContentAttribute = .forceRightToLeft
        grid.collectionView.layoutIfNeeded()
        // Item 0 on the right, the lone last item under it.
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 252)
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minX, 252)
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 0)
        assertSnapshot(of: grid.collectionView, size: .fixed(CGSize(width: 375, height: 480)),
                       traits: UITraitCollection(layoutDirection: .rightToLeft), named: "rtl")
    }

    func testAWidthAloneDrawsTheWholeContent() {
        // `.width(w)`: a collection view its constraints leave no height is drawn as tall as its content.
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        assertSnapshot(of: grid.collectionView, size: .width(375), named: "whole")
        XCTAssertEqual(grid.collectionView.bounds.height, 667)
        XCTAssertEqual(grid.collectionView.visibleCells.count, 14)
    }

    func testTenThousandPhotosMakeOnlyTheVisibleCells() {
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        grid.count = 10_000
        grid.collectionView.layoutIfNeeded()
        // 44 + 5 lines of 125 reach 669: lines 0 to 4 meet the 667-point window, 15 cells.
        XCTAssertEqual(grid.cellRequests, 15)
        XCTAssertEqual(grid.collectionView.subviews.filter { $0 is PhotoCell }.count, 15)
        XCTAssertEqual(grid.collectionView.contentSize.height, 44 + 3334 * 125 - 2)
        // Scrolled far down: cells scrolled out are reused, new ones made only for the new lines.
        grid.collectionView.scrollToItem(at: IndexPath(item: 9_000, section: 0), at: .top, animated: false)
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.indexPathsForVisibleItems.first, IndexPath(item: 9_000, section: 0))
        XCTAssertEqual(grid.collectionView.subviews.filter { $0 is PhotoCell }.count, 18)
        XCTAssertLessThanOrEqual(grid.cellRequests, 15 + 18)
    }

    func testOneItemIsCenteredAndTwoSpreadToTheEdges() {
        let grid = PhotoGridController(frame: CGRect(x: 0, y: 0, width: 375, height: 300), header: false)
        grid.count = 1
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 126)
        grid.count = 2
        grid.collectionView.reloadData()
        grid.collectionView.layoutIfNeeded()
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 0)
        XCTAssertEqual(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 252)
    }
}
