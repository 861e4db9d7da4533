// A settings screen as a team writes it: an inset-grouped table controller, value cells,
// disclosure and checkmark accessories, a switch-sized accessory view, header and footer text.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class SettingsViewController: UITableViewController {
    struct Row {
        var title: String
        var value: String?
        var accessory: UITableViewCell.AccessoryType = .none
        var hasSwitch = false
    }
    typealias Section = (header: String?, rows: [Row], footer: String?)
    static let standardSections: [Section] = [
        (nil, [Row(title: "Airplane Mode", hasSwitch: true), Row(title: "Wi-Fi", value: "Home", accessory: .disclosureIndicator),
               Row(title: "Bluetooth", value: "On", accessory: .disclosureIndicator)], nil),
        ("Appearance", [Row(title: "Light", accessory: .checkmark), Row(title: "Dark"), Row(title: "Automatic")],
         "Automatic follows the time of day."),
        ("About", [Row(title: "Version", value: "4.2.0"), Row(title: "Licenses", accessory: .detailDisclosureButton)], nil),
    ]
    let sections: [Section]

    init(sections: [Section] = SettingsViewController.standardSections) {
        self.sections = sections
        super.init(style: .insetGrouped)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        tableView.register(ValueCell.self, forCellReuseIdentifier: "value")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.value == nil ? "plain" : "value", for: indexPath)
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.accessoryType = row.accessory
        if row.hasSwitch {
            let toggle = UISwitch()
            toggle.isOn = true
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            // A reused cell may come from the switch row.
            cell.accessoryView = nil
            cell.selectionStyle = .default
        }
        return cell
    }
}

final class ValueCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SettingsScreenTests: XCTestCase {
    private func settingsTable(width: CGFloat = 375) -> UITableView {
        let controller = SettingsViewController()
        controller.loadViewIfNeeded()
        let table: UITableView = controller.tableView
        retained.append(controller)
        table.frame = CGRect(x: 0, y: 0, width: width, height: 667)
        table.layoutIfNeeded()
        return table
    }
    /// The table's data source and delegate are weak: the controllers live as long as the test.
    private var retained: [UIViewController] = []

    func testSettingsScreen() {
        assertSnapshot(of: settingsTable(), size: .fixed(CGSize(width: 375, height: 667)), strictLayout: true)
    }

    func testSettingsScreenInDarkMode() {
        assertSnapshot(of: settingsTable(), size: .fixed(CGSize(width: 375, height: 667)),
                       traits: UITraitCollection(userInterfaceStyle: .dark), strictLayout: true)
    }

    func testSettingsScreenRightToLeft() {
        assertSnapshot(of: settingsTable(), size: .fixed(CGSize(width: 375, height: 667)),
                       traits: UITraitCollection(layoutDirection: .rightToLeft), strictLayout: true)
    }

    func testSettingsScreenAtAnAccessibilityTextSize() {
        let table = settingsTable()
        assertSnapshot(of: table, size: .width(375),
                       traits: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium), strictLayout: true)
        // Rows grow with their text (automatic row heights).
        XCTAssertGreaterThan(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
    }

    func testAFullScreenTableStartsBelowTheStatusBar() {
        let controller = SettingsViewController()
        retained.append(controller)
        _ = controller.makeScene(size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let table: UITableView = controller.tableView
        XCTAssertEqual(table.adjustedContentInset.top, 59)
        XCTAssertEqual(table.contentOffset.y, -59)
        // On a 393-pt phone the cards keep 16-pt margins; the first sits 35 pt below the safe area.
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first, CGRect(x: 16, y: 35, width: 361, height: 44))
        XCTAssertEqual(first.minY - table.contentOffset.y, 59 + 35)
    }

    func testInsetGroupedSectionsAreCardsInsideTheMargins() {
        let table = settingsTable()
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(first.minX, 16)
        XCTAssertEqual(first.width, 343)
        XCTAssertEqual(first.height, 44)
        // No header title: 35 pt above the first section, 17.5 + 17.5 between sections (on the
        // pixel grid: 184.5 is 184.667 at 3x).
        XCTAssertEqual(first.minY, 35)
        XCTAssertEqual(table.rect(forSection: 0).maxY, 35 + 3 * 44 + 17.5, accuracy: 1.0 / 3)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell?.layer.cornerRadius, 10)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.layer.cornerRadius, 0)
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
    }

    func testValueCellsPutTheirValueAtTheTrailingEdge() {
        let table = settingsTable()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 2))
        let title = cell?.textLabel, value = cell?.detailTextLabel
        XCTAssertEqual(title?.frame.minX, 16)
        // The value ends at the content view's 16-pt margin, on the title's line.
        XCTAssertEqual((value?.frame.maxX ?? 0), (cell?.contentView.bounds.width ?? 0) - 16, accuracy: 0.5)
        XCTAssertEqual(title?.frame.midY ?? 0, value?.frame.midY ?? 1, accuracy: 0.5)
        XCTAssertEqual(value?.font.pointSize, 17)
        XCTAssertEqual(value?.textColor, .secondaryLabel)
    }

    func testAccessoriesSitInsideTheTrailingMargin() {
        let table = settingsTable()
        let switchRow = table.cellForRow(at: IndexPath(row: 0, section: 0))
        XCTAssertEqual(switchRow?.accessoryView?.frame, CGRect(x: 343 - 16 - 51, y: 6.5, width: 51, height: 31))
        // The content view ends where the accessory's margin begins.
        XCTAssertEqual(switchRow?.contentView.frame.width, 343 - 16 - 51)
    }

    func testSeparatorsAreHairlinesInsetToTheText() {
        let table = settingsTable()
        let hairlines = table.subviews.filter { $0.frame.height > 0 && $0.frame.height < 1 }
        // Between the rows of each section (2 + 2 + 1), none under a section's last row.
        XCTAssertEqual(hairlines.count, 5)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        let under = hairlines.first { abs($0.frame.maxY - first.maxY) < 0.01 }
        XCTAssertEqual(under?.frame.minX, 16 + 16)
        XCTAssertEqual(under?.frame.height ?? 0, 1.0 / 3, accuracy: 0.0001)
        XCTAssertEqual(under?.backgroundColor, .separator)
    }

    func testHeaderAndFooterTitlesUseTheGroupedPresets() {
        let table = settingsTable()
        let header = table.headerView(forSection: 1)
        XCTAssertNotNil(header)
        let configuration = header?.contentConfiguration as? UIListContentConfiguration
        XCTAssertEqual(configuration?.text, "Appearance")
        XCTAssertEqual(configuration?.textProperties.font.pointSize, 13)
        XCTAssertEqual(configuration?.textProperties.transform, .uppercase)
        XCTAssertEqual(table.footerView(forSection: 1).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text,
                       "Automatic follows the time of day.")
    }
}
