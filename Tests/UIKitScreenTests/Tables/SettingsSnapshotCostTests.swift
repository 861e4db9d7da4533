// What one debug `swift test` snapshot of a 20-row settings screen costs a team (issue 38: under
// 20 ms). A benchmark, not a test: it measures only when SNAPSHOT_COST_RUNS is set and prints the
// median thread CPU time; BENCHMARKS.md keeps the numbers. It asserts no duration.
import XCTest
import LayoutSnapshot
import TestSupport
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

extension SettingsViewController {
    /// Twenty rows in four sections: switches, values, disclosure and checkmarks, headers and footers.
    static let twentyRowSections: [Section] = [
        (nil, [Row(title: "Airplane Mode", hasSwitch: true), Row(title: "Wi-Fi", value: "Home", accessory: .disclosureIndicator),
               Row(title: "Bluetooth", value: "On", accessory: .disclosureIndicator),
               Row(title: "Cellular", accessory: .disclosureIndicator), Row(title: "Personal Hotspot", value: "Off", accessory: .disclosureIndicator)], nil),
        ("Notifications", [Row(title: "Show Previews", value: "Always", accessory: .disclosureIndicator),
                           Row(title: "Screen Sharing", hasSwitch: true), Row(title: "Siri Suggestions", accessory: .disclosureIndicator),
                           Row(title: "Announce", hasSwitch: true), Row(title: "Scheduled Summary", value: "Off", accessory: .disclosureIndicator)],
         "Previews appear on the Lock Screen."),
        ("Appearance", [Row(title: "Light", accessory: .checkmark), Row(title: "Dark"), Row(title: "Automatic"),
                        Row(title: "Text Size", accessory: .disclosureIndicator), Row(title: "Bold Text", hasSwitch: true)],
         "Automatic follows the time of day."),
        ("About", [Row(title: "Name", value: "iPhone", accessory: .disclosureIndicator), Row(title: "Version", value: "4.2.0"),
                   Row(title: "Model", value: "A2846"), Row(title: "Storage", value: "128 GB"),
                   Row(title: "Licenses", accessory: .detailDisclosureButton)], nil),
    ]
}

final class SettingsSnapshotCostTests: XCTestCase {
    /// The screen as a test builds it: a new controller each time, its table laid out at the
    /// phone's size, all twenty rows drawn (`.width` draws the whole content height).
    private func twentyRowTable() -> (UITableViewController, UITableView) {
        let controller = SettingsViewController(sections: SettingsViewController.twentyRowSections)
        controller.loadViewIfNeeded()
        let table: UITableView = controller.tableView
        table.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        return (controller, table)
    }

    /// Runs without SNAPSHOT_COST_RUNS too: the screen has its twenty rows and is recorded, so the
    /// benchmark measures the picture a reviewer has looked at.
    func testTwentyRowSettingsScreen() {
        let (controller, table) = twentyRowTable()
        withExtendedLifetime(controller) {
            assertSnapshot(of: table, size: .width(375), strictLayout: true)
            XCTAssertEqual((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }.reduce(0, +), 20)
        }
    }

    func testCostOfOneTwentyRowSettingsSnapshot() throws {
        guard let runs = ProcessInfo.processInfo.environment["SNAPSHOT_COST_RUNS"].flatMap(Int.init), runs > 0 else {
            throw XCTSkip("set SNAPSHOT_COST_RUNS to measure")
        }
        var seconds: [Double] = []
        for _ in 0...runs {
            // Timed from the controller's creation, as a test's body runs.
            seconds.append(threadCPUSeconds {
                let (controller, table) = twentyRowTable()
                withExtendedLifetime(controller) {
                    assertSnapshot(of: table, size: .width(375), strictLayout: true, named: "testTwentyRowSettingsScreen.1")
                }
            }.seconds)
        }
        let timed = seconds.dropFirst().sorted()
        print(String(format: "one 20-row settings snapshot, debug: median %.1f ms, fastest %.1f ms (%d runs)",
                     timed[timed.count / 2] * 1000, timed[0] * 1000, timed.count))
    }
}
