// A contacts list as a team writes it: a plain table with a section per letter, subtitle cells,
// section header titles that stay pinned while their section scrolls.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class ContactsDataSource: NSObject, UITableViewDataSource {
    let sections: [(letter: String, names: [(String, String)])] = [
        ("A", [("Ada Lovelace", "Analytical Engine"), ("Alan Turing", "Bletchley Park")]),
        ("B", [("Barbara Liskov", "MIT"), ("Bjarne Stroustrup", "Bell Labs"), ("Brian Kernighan", "Princeton")]),
        ("D", [("Donald Knuth", "Stanford"), ("Dennis Ritchie", "Bell Labs")]),
        ("G", [("Grace Hopper", "US Navy")]),
        ("K", [("Ken Thompson", "Bell Labs"), ("Katherine Johnson", "NASA")]),
    ]

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].letter }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "contact")
        let (name, place) = sections[indexPath.section].names[indexPath.row]
        cell.textLabel?.text = name
        cell.detailTextLabel?.text = place
        return cell
    }
}

final class ContactsListTests: XCTestCase {
    private let dataSource = ContactsDataSource()

    private func contactsTable(height: CGFloat = 600) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
        table.dataSource = dataSource
        table.layoutIfNeeded()
        return table
    }

    func testContactsList() {
        assertSnapshot(of: contactsTable(), size: .width(375), strictLayout: true)
    }

    func testContactsListInDarkMode() {
        assertSnapshot(of: contactsTable(), size: .width(375), traits: UITraitCollection(userInterfaceStyle: .dark), strictLayout: true)
    }

    func testContactsListScrolledPinsTheSectionHeader() {
        let table = contactsTable(height: 300)
        table.contentOffset = CGPoint(x: 0, y: 200)
        assertSnapshot(of: table, size: .fixed(CGSize(width: 375, height: 300)), strictLayout: true)
        let header = table.headerView(forSection: 1)
        // Section B began above the visible top: its header is pinned at the top of what is shown.
        XCTAssertEqual(header?.frame.minY, 200)
    }

    func testPlainHeadersHaveTheirTopPaddingAndSubtitleRowsTheirHeight() {
        let table = contactsTable()
        let header = table.rectForHeader(inSection: 0)
        // 22 pt of sectionHeaderTopPadding above the header.
        XCTAssertEqual(header.minY, 22)
        // The headline title between 3-pt margins.
        XCTAssertEqual(header.height, 6 + UIFont.preferredFont(forTextStyle: .headline).lineHeight, accuracy: 1)
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(row.minY, header.maxY)
        XCTAssertGreaterThanOrEqual(row.height, 44)
        XCTAssertEqual(row.minX, 0)
        XCTAssertEqual(row.width, 375)
        XCTAssertEqual(table.numberOfSections, 5)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 3)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell?.textLabel?.font.pointSize, 17)
        XCTAssertEqual(cell?.detailTextLabel?.font.pointSize, 12)
        XCTAssertEqual(table.backgroundColor, .systemBackground)
    }

    func testPlainSeparatorsRunUnderEveryRowInsetSixteen() {
        let table = contactsTable(height: 2000)
        let hairlines = table.subviews.filter { $0.frame.height > 0 && $0.frame.height < 1 }
        XCTAssertEqual(hairlines.count, 10)
        XCTAssertTrue(hairlines.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 375 - 16 })
    }
}
