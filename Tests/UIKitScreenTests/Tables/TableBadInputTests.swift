// What a table does with data sources that UIKit would crash on, and with legitimately large ones.
import Testing
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class CountingDataSource: NSObject, UITableViewDataSource {
    var rows: Int
    var cellRequests: [IndexPath] = []
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

final class NaNHeightDelegate: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 1 ? .nan : indexPath.row == 2 ? .infinity : 44
    }
}

@MainActor
@Suite struct TableBadInputTests {
    private func table(_ source: UITableViewDataSource, height: CGFloat = 440) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: .plain)
        table.accessibilityIdentifier = "rows"
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        return table
    }

    @Test func aTenThousandRowTableAsksOnlyForTheRowsItShows() {
        let source = CountingDataSource(rows: 10_000)
        let table = table(source)
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 440)))
        // 440 pt shows rows 0...9 at their 44-pt estimate.
        #expect(source.cellRequests == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize.height == 440_000)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 10)
        table.contentOffset = CGPoint(x: 0, y: 220_000)
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 440)))
        #expect(source.cellRequests.count == 20)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5_000, section: 0))
        #expect(table.lastLayoutReport.isClean)
    }

    @Test func scrollingToARowSetsTheContentOffset() {
        let source = CountingDataSource(rows: 10_000)
        let table = table(source)
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(abs(table.contentOffset.y - 500 * 44) < 0.001)
        #expect(table.cellForRow(at: IndexPath(row: 500, section: 0))?.frame.minY == 22_000)
        table.selectRow(at: IndexPath(row: 9_999, section: 0), animated: false, scrollPosition: .bottom)
        table.layoutIfNeeded()
        #expect(abs(table.contentOffset.y - (440_000 - 440)) < 0.001)
        #expect(table.cellForRow(at: IndexPath(row: 9_999, section: 0))?.isSelected == true)
        #expect(source.cellRequests.count < 40)
    }

    @Test func scrollingToARowThatIsNotThereIsReported() {
        let source = CountingDataSource(rows: 3)
        let table = table(source)
        table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .top, animated: false)
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 200)))
        #expect(table.contentOffset.y == 0)
        #expect(table.lastLayoutReport.exceptions
            == ["UITableView(rows): Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0."])
    }

    @Test func aNegativeRowCountIsReportedAndDrawsNoRows() {
        let source = CountingDataSource(rows: -3)
        let table = table(source)
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 200)))
        #expect(table.numberOfRows(inSection: 0) == 0)
        #expect(source.cellRequests.isEmpty)
        let messages = table.lastLayoutReport.exceptions
        #expect(messages == ["UITableView(rows): Failed to allocate data stores for -3 rows in section 0. Consider using fewer rows"])
    }

    @Test func anUnregisteredIdentifierIsReportedAndGetsADefaultCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        table.accessibilityIdentifier = "rows"
        let cell = table.dequeueReusableCell(withIdentifier: "nowhere", for: IndexPath(row: 0, section: 0))
        #expect(type(of: cell) == UITableViewCell.self)
        #expect(cell.reuseIdentifier == "nowhere")
        let source = CountingDataSource(rows: 2)
        table.dataSource = source
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 200)))
        #expect(table.lastLayoutReport.exceptions.first
            == "UITableView(rows): unable to dequeue a cell with identifier row - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func theRegisteredClassIsWhatDequeueReturns() {
        final class Subclass: UITableViewCell {}
        let table = UITableView(frame: .zero)
        table.register(Subclass.self, forCellReuseIdentifier: "sub")
        let cell = table.dequeueReusableCell(withIdentifier: "sub", for: IndexPath(row: 0, section: 0))
        #expect(cell is Subclass)
        // A class that is not a cell is refused (UIKit raises), and the identifier stays unregistered.
        table.register(UIView.self, forCellReuseIdentifier: "view")
        #expect(table.dequeueReusableCell(withIdentifier: "view") == nil)
    }

    @Test func nanAndInfiniteRowHeightsAreReportedAndSizedFromTheirCells() {
        let source = CountingDataSource(rows: 3)
        let delegate = NaNHeightDelegate()
        let table = table(source)
        table.delegate = delegate
        _ = table.makeScene(size: .fixed(CGSize(width: 375, height: 200)))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        #expect(table.lastLayoutReport.exceptions.count == 2)
        #expect(table.lastLayoutReport.exceptions.first?.hasPrefix(
            "UITableView(rows): Invalid row height (nan) provided by table delegate at [0, 1].") == true)
    }

    @Test func theSnapshotOfATableWithBadInputFailsNamingTheTable() {
        let source = CountingDataSource(rows: -1)
        let table = table(source)
        withKnownIssue {
            assertSnapshot(of: table, size: .fixed(CGSize(width: 375, height: 100)))
        } matching: { issue in
            "\(issue)".contains("UITableView(rows): Failed to allocate data stores for -1 rows")
        }
    }
}
