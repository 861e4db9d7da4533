// Tag chips in a flow layout whose cells size themselves (estimatedItemSize = automaticSize).
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class TagCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
        contentView.layer.cornerRadius = 14
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.textColor = .systemBlue
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class TagCloudController: NSObject, UICollectionViewDataSource {
    let tags = ["Swift", "UIKit", "Auto Layout", "Snapshots", "Linux", "Collection views", "Flow", "iOS 17", "Dark mode",
                "Right to left", "Accessibility"]
    let collectionView: UICollectionView

    override init() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 260), collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}

final class SelfSizingFlowTests: XCTestCase {
    func testCellsTakeTheSizeOfTheirConstraints() throws {
        let cloud = TagCloudController()
        let view = cloud.collectionView
        view.layoutIfNeeded()
        let cells = view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0) }
        XCTAssertEqual(cells.count, cloud.tags.count)
        for cell in cells {
            let fitted = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(cell.frame.size, fitted, "\((cell as? TagCell)?.label.text ?? "")")
            XCTAssertEqual(fitted.height, (cell as? TagCell).map { $0.label.intrinsicContentSize.height + 12 })
        }
        // Lines of chips of different widths: a full line is justified between the insets, the
        // last line is packed at the leading inset 8 points apart (UIKit's flow rules).
        let lines = Dictionary(grouping: cells) { $0.frame.midY }.sorted { $0.key < $1.key }.map { $0.value.sorted { $0.frame.minX < $1.frame.minX } }
        XCTAssertGreaterThan(lines.count, 1)
        for line in lines.dropLast() where line.count > 1 {
            XCTAssertEqual(line.first?.frame.minX, 16)
            XCTAssertEqual(try XCTUnwrap(line.last?.frame.maxX), 359, accuracy: 1e-9)
        }
        let last = try XCTUnwrap(lines.last)
        XCTAssertEqual(last.first?.frame.minX, 16)
        for (a, b) in zip(last, last.dropFirst()) { XCTAssertEqual(b.frame.minX - a.frame.maxX, 8, accuracy: 1e-9) }
        XCTAssertEqual(lines.first?.first?.frame.minY, 16)
        assertSnapshot(of: view, size: .fixed(CGSize(width: 375, height: 260)), named: "tags")
    }
}
