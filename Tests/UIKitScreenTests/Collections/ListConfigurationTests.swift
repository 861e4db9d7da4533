// A settings-style screen on a list layout (inset grouped), with a diffable data source, cell
// registrations and accessories, as iOS 14+ code builds it.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class SettingRowCell: UICollectionViewListCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
            contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SettingsListController {
    enum Section: Hashable { case network, appearance }
    struct Row: Hashable {
        var title: String
        var value: String?
        var checked = false
        var disclosure = true
    }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, Row>

    init(size: CGSize, appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) {
        let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<SettingRowCell, Row> { cell, _, row in
            cell.titleLabel.text = row.title
            var accessories: [UICellAccessory] = []
            if let value = row.value { accessories.append(.label(text: value)) }
            if row.checked { accessories.append(.checkmark()) }
            if row.disclosure { accessories.append(.disclosureIndicator()) }
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.network, .appearance])
        snapshot.appendItems([Row(title: "Wi-Fi", value: "Home"), Row(title: "Bluetooth", value: "On"),
                              Row(title: "Personal Hotspot", value: "Off")], toSection: .network)
        snapshot.appendItems([Row(title: "Light", checked: true, disclosure: false), Row(title: "Dark", disclosure: false),
                              Row(title: "Automatic", disclosure: false)], toSection: .appearance)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// The same kind of screen written with content configurations, headers and footers, as most
/// iOS 14+ code writes lists.
final class AccountListController {
    struct Row: Hashable {
        var title: String
        var detail: String?
        var symbolColor: UIColor
    }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, Row>

    init(size: CGSize, appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size),
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            content.secondaryText = row.detail
            content.prefersSideBySideTextAndSecondaryText = true
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Account" : "Privacy"
            header.contentConfiguration = content
        }
        let footers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { footer, _, indexPath in
            var content = footer.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Your name and photo are shown to people you message." : nil
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: collectionView) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
        snapshot.appendSections(["account", "privacy"])
        snapshot.appendItems([Row(title: "Name", detail: "Ada Lovelace", symbolColor: .systemBlue),
                              Row(title: "Username", detail: "@ada", symbolColor: .systemGreen)], toSection: "account")
        snapshot.appendItems([Row(title: "Blocked", detail: "2", symbolColor: .systemRed),
                              Row(title: "Read Receipts", detail: "On", symbolColor: .systemOrange)], toSection: "privacy")
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

final class ListConfigurationTests: XCTestCase {
    func testInsetGroupedRowsAreCardsInsetByTheMargins() throws {
        let list = SettingsListController(size: CGSize(width: 390, height: 600))
        let view = list.collectionView
        view.layoutIfNeeded()
        // 16-point margins on a 390-point phone; sections 35 points apart; 44-point rows.
        let first = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame, CGRect(x: 16, y: 35, width: 358, height: 44))
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 35 + 88)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 35 + 132 + 35)
        // The first row rounds its top corners, the last its bottom ones, 10 points.
        XCTAssertEqual(first.layer.cornerRadius, 10)
        XCTAssertEqual(first.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 2, section: 0))?.layer.maskedCorners,
                       [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(list.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1))?.title, "Dark")
        XCTAssertEqual(list.dataSource.indexPath(for: SettingsListController.Row(title: "Bluetooth", value: "On")),
                       IndexPath(item: 1, section: 0))
        XCTAssertTrue(view.lastLayoutReport.isClean, "\(view.lastLayoutReport)")
    }

    func testSettingsList() {
        let size = CGSize(width: 390, height: 420)
        // Each controller holds its diffable data source, which the collection view holds weakly.
        let light = SettingsListController(size: size), dark = SettingsListController(size: size)
        let rtl = SettingsListController(size: size)
        assertSnapshot(of: light.collectionView, size: .fixed(size), named: "insetGrouped")
        assertSnapshot(of: dark.collectionView, size: .fixed(size), traits: UITraitCollection(userInterfaceStyle: .dark),
                       named: "insetGrouped-dark")
        assertSnapshot(of: rtl.collectionView, size: .fixed(size), traits: UITraitCollection(layoutDirection: .rightToLeft),
                       named: "insetGrouped-rtl")
    }

    func testContentConfigurationsHeadersAndFooters() throws {
        let list = AccountListController(size: CGSize(width: 390, height: 500))
        let view = list.collectionView
        view.layoutIfNeeded()
        let header = try XCTUnwrap(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                          at: IndexPath(item: 0, section: 0)))
        let first = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // The header spans the card's width above it; rows of the body style are 44 points tall.
        XCTAssertEqual(header.frame.minX, 16)
        XCTAssertEqual(header.frame.width, 358)
        XCTAssertEqual(first.frame.minY, header.frame.maxY)
        XCTAssertEqual(first.frame.height, 44)
        XCTAssertEqual((first as? UICollectionViewListCell)?.defaultContentConfiguration().text, nil)
        XCTAssertTrue(view.lastLayoutReport.isClean, "\(view.lastLayoutReport)")
        assertSnapshot(of: view, size: .fixed(CGSize(width: 390, height: 500)), named: "account")
        let dark = AccountListController(size: CGSize(width: 390, height: 500))
        assertSnapshot(of: dark.collectionView, size: .fixed(CGSize(width: 390, height: 500)),
                       traits: UITraitCollection(userInterfaceStyle: .dark), named: "account-dark")
        let plain = AccountListController(size: CGSize(width: 390, height: 500), appearance: .plain)
        assertSnapshot(of: plain.collectionView, size: .fixed(CGSize(width: 390, height: 500)), named: "account-plain")
    }

    func testEveryAppearance() {
        let size = CGSize(width: 390, height: 420)
        for appearance: UICollectionLayoutListConfiguration.Appearance in [.plain, .grouped, .sidebar, .sidebarPlain] {
            let list = SettingsListController(size: size, appearance: appearance)
            assertSnapshot(of: list.collectionView, size: .fixed(size), named: "\(appearance)")
        }
    }
}
