// A horizontally scrolling shelf: a flow layout whose lines are columns.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class ShelfController: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    var count = 12

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        super.init()
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "shelf")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath) as! ShelfCell
        cell.label.text = "Album \(indexPath.item + 1)"
        return cell
    }
}

final class ShelfCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemFill
        contentView.layer.cornerRadius = 8
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class HorizontalFlowTests: XCTestCase {
    func testLinesAreColumnsFilledTopToBottom() {
        let shelf = ShelfController()
        let view = shelf.collectionView
        view.layoutIfNeeded()
        // 180 points of height hold two 80-point items; the 10 left over widens their gap to 20.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 16, y: 10, width: 120, height: 80))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 16, y: 110, width: 120, height: 80))
        // Columns are minimumLineSpacing (10) apart.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, CGRect(x: 146, y: 10, width: 120, height: 80))
        // 6 columns: 16 + 6 x 120 + 5 x 10 + 16.
        XCTAssertEqual(view.contentSize, CGSize(width: 802, height: 200))
        // The window shows columns 0 to 2 (column 2 reaches 396 > 390).
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4, 5])
    }

    func testHorizontalShelf() {
        let size = CGSize(width: 390, height: 200)
        // Each controller is its collection view's data source, held weakly: keep it alive.
        let light = ShelfController(), dark = ShelfController()
        assertSnapshot(of: light.collectionView, size: .fixed(size), named: "light")
        assertSnapshot(of: dark.collectionView, size: .fixed(size), traits: UITraitCollection(userInterfaceStyle: .dark), named: "dark")
        let scrolled = ShelfController()
        scrolled.collectionView.contentOffset = CGPoint(x: 300, y: 0)
        assertSnapshot(of: scrolled.collectionView, size: .fixed(size), named: "scrolled")
    }
}
