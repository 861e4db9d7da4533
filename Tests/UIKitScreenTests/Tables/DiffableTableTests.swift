// A diffable table as a team writes it: a data source subclass with section titles, a cell
// provider that uses content configurations, snapshots applied and read back.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

enum GrocerySection: String, Hashable { case fruit = "Fruit", vegetables = "Vegetables" }

final class GroceryDataSource: UITableViewDiffableDataSource<GrocerySection, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }
}

final class DiffableTableTests: XCTestCase {
    private var dataSource: GroceryDataSource!

    private func groceryTable() -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 500), style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        dataSource = GroceryDataSource(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<GrocerySection, String>()
        snapshot.appendSections([.fruit, .vegetables])
        snapshot.appendItems(["Apples", "Bananas", "Cherries"], toSection: .fruit)
        snapshot.appendItems(["Carrots", "Leeks"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
        return table
    }

    func testGroupedDiffableTable() {
        assertSnapshot(of: groceryTable(), size: .width(375), strictLayout: true)
    }

    func testApplyingASnapshotReloadsTheTable() {
        let table = groceryTable()
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(["Bananas"])
        snapshot.insertItems(["Blueberries"], afterItem: "Apples")
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)), "Blueberries")
        XCTAssertEqual(dataSource.indexPath(for: "Leeks"), IndexPath(row: 1, section: 1))
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Blueberries")
        XCTAssertEqual(table.headerView(forSection: 1).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text,
                       "Vegetables")
        XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
    }

    func testGroupedSectionsSpanTheWidth() {
        let table = groceryTable()
        table.layoutIfNeeded()
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(row.minX, 0)
        XCTAssertEqual(row.width, 375)
        XCTAssertEqual(row.height, 44)
        XCTAssertEqual(table.rectForHeader(inSection: 0).minY, 0)
        XCTAssertEqual(row.minY, table.rectForHeader(inSection: 0).maxY)
    }
}
