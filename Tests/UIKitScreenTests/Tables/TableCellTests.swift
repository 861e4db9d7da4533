// Cells alone at a width, as a team snapshots its cells: the four built-in styles, accessories,
// selection, and the content configurations.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class TableCellTests: XCTestCase {
    /// A column of cells, as one picture (each cell sized by its content at 375 pt).
    private func column(_ cells: [UITableViewCell]) -> UIView {
        let stack = UIStackView(arrangedSubviews: cells)
        stack.axis = .vertical
        stack.spacing = 1
        stack.backgroundColor = .systemGray
        return stack
    }

    private func styledCells() -> [UITableViewCell] {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.textLabel?.text = "Default"
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Subtitle"
        subtitle.detailTextLabel?.text = "The detail text, under the title"
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.textLabel?.text = "Value 1"
        value1.detailTextLabel?.text = "Detail"
        value1.accessoryType = .disclosureIndicator
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        value2.textLabel?.text = "mobile"
        value2.detailTextLabel?.text = "+1 (555) 010-0199"
        let checked = UITableViewCell(style: .default, reuseIdentifier: nil)
        checked.textLabel?.text = "Checkmark"
        checked.accessoryType = .checkmark
        let info = UITableViewCell(style: .default, reuseIdentifier: nil)
        info.textLabel?.text = "Detail button"
        info.accessoryType = .detailButton
        let both = UITableViewCell(style: .default, reuseIdentifier: nil)
        both.textLabel?.text = "Detail disclosure button"
        both.accessoryType = .detailDisclosureButton
        let selected = UITableViewCell(style: .default, reuseIdentifier: nil)
        selected.textLabel?.text = "Selected"
        selected.setSelected(true, animated: false)
        return [plain, subtitle, value1, value2, checked, info, both, selected]
    }

    func testTheBuiltInStylesAndAccessories() {
        assertSnapshot(of: column(styledCells()), size: .width(375), strictLayout: true)
    }

    func testTheBuiltInStylesInDarkMode() {
        assertSnapshot(of: column(styledCells()), size: .width(375), traits: UITraitCollection(userInterfaceStyle: .dark),
                       strictLayout: true)
    }

    func testTheBuiltInStylesRightToLeft() {
        assertSnapshot(of: column(styledCells()), size: .width(375), traits: UITraitCollection(layoutDirection: .rightToLeft),
                       strictLayout: true)
    }

    func testAOneLineCellIsFortyFourPointsTall() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.textLabel?.text = "Wi-Fi"
        assertSnapshot(of: cell, size: .width(375), strictLayout: true)
        XCTAssertEqual(cell.bounds.size, CGSize(width: 375, height: 44))
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
        XCTAssertEqual(cell.textLabel?.frame.midY ?? 0, 22, accuracy: 0.5)
        XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    func testContentConfigurationCells() {
        var cells: [UITableViewCell] = []
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Content configuration"
        cell.contentConfiguration = content
        cells.append(cell)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var subtitleContent = UIListContentConfiguration.subtitleCell()
        subtitleContent.text = "Subtitle cell"
        subtitleContent.secondaryText = "Secondary text in subheadline, secondary label color"
        subtitle.contentConfiguration = subtitleContent
        cells.append(subtitle)

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var valueContent = value.defaultContentConfiguration()
        valueContent.text = "Value cell"
        valueContent.secondaryText = "Trailing"
        value.contentConfiguration = valueContent
        value.accessoryType = .disclosureIndicator
        cells.append(value)

        let wrapping = UITableViewCell(style: .default, reuseIdentifier: nil)
        var wrappingContent = UIListContentConfiguration.valueCell()
        wrappingContent.text = "A value cell whose text is too long to share its line"
        wrappingContent.secondaryText = "so the value goes under it"
        wrapping.contentConfiguration = wrappingContent
        cells.append(wrapping)

        let custom = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 12
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        custom.backgroundConfiguration = background
        var customContent = UIListContentConfiguration.cell()
        customContent.text = "Background configuration"
        customContent.textProperties.color = .systemBrown
        customContent.textProperties.font = .boldSystemFont(ofSize: 17)
        custom.contentConfiguration = customContent
        cells.append(custom)

        assertSnapshot(of: column(cells), size: .width(375), strictLayout: true)
        XCTAssertEqual(cell.bounds.height, 44)
        XCTAssertGreaterThan(subtitle.bounds.height, 44)
        XCTAssertGreaterThan(wrapping.bounds.height, 44)
    }

    func testListContentConfigurationPresetsCarryIOSMetrics() {
        let cell = UIListContentConfiguration.cell()
        XCTAssertEqual(cell.textProperties.font.pointSize, 17)
        XCTAssertEqual(cell.textProperties.color, .label)
        XCTAssertEqual(cell.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        let subtitle = UIListContentConfiguration.subtitleCell()
        XCTAssertEqual(subtitle.secondaryTextProperties.font.pointSize, 15)
        XCTAssertEqual(subtitle.secondaryTextProperties.color, .secondaryLabel)
        let value = UIListContentConfiguration.valueCell()
        XCTAssertTrue(value.prefersSideBySideTextAndSecondaryText)
        XCTAssertEqual(value.secondaryTextProperties.font.pointSize, 17)
        let header = UIListContentConfiguration.groupedHeader()
        XCTAssertEqual(header.textProperties.font.pointSize, 13)
        XCTAssertEqual(header.textProperties.transform, .uppercase)
        XCTAssertEqual(UIListContentConfiguration.plainHeader().textProperties.font.weight, .semibold)
        XCTAssertEqual(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize, 20)
        XCTAssertEqual(UIBackgroundConfiguration.listGroupedCell().resolvedBackgroundColor(for: .systemBlue),
                       .secondarySystemGroupedBackground)
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        XCTAssertEqual(UIBackgroundConfiguration.listPlainCell().updated(for: selected).resolvedBackgroundColor(for: .systemBlue),
                       .systemGray4)
    }

    func testAListContentViewStandsAlone() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "A list content view"
        content.secondaryText = "outside any cell"
        let view = UIListContentView(configuration: content)
        assertSnapshot(of: view, size: .width(320), strictLayout: true)
        XCTAssertGreaterThanOrEqual(view.bounds.height, 44)
    }

    func testPrepareForReuseIsCalledWhenACellIsDequeuedAgain() {
        final class CountingCell: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
        table.register(CountingCell.self, forCellReuseIdentifier: "counting")
        let first = table.dequeueReusableCell(withIdentifier: "counting", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue(first is CountingCell)
        XCTAssertEqual(first.reuseIdentifier, "counting")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
    }
}
