// What an accessibility snapshot of a 30-element screen costs in a debug build: opt in with
// A11Y_SNAPSHOT_COST_RUNS=<n>; prints medians, asserts nothing about time (BENCHMARKS.md).
import XCTest
import LayoutSnapshot
import TestSupport
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class AccessibilitySnapshotCostTests: XCTestCase {
    func testCostOfASettingsScreensAccessibilitySnapshot() throws {
        guard let runs = ProcessInfo.processInfo.environment["A11Y_SNAPSHOT_COST_RUNS"].flatMap(Int.init), runs > 0 else {
            throw XCTSkip("set A11Y_SNAPSHOT_COST_RUNS to measure")
        }
        let size = CGSize(width: 375, height: 720)
        var parse: [Double] = [], compose: [Double] = [], whole: [Double] = []
        let imageSuite = "\(#filePath)".replacingOccurrences(of: "AccessibilitySnapshotCostTests", with: "AccessibilityImageSnapshotTests")
        MainActor.assumeIsolated {
            for _ in 0...runs {
                let screen = NotificationSettingsView()
                let parsed = threadCPUSeconds { try? AccessibilitySnapshot.elements(of: screen, size: .fixed(size)) }
                parse.append(parsed.seconds)
                if let (scene, elements) = parsed.result {
                    compose.append(threadCPUSeconds {
                        _ = try? AccessibilitySnapshot.picture(of: scene, elements: elements)
                    }.seconds)
                }
                whole.append(threadCPUSeconds {
                    // Compared with the image suite's reference, never recorded here.
                    let outcome = verifySnapshot(of: NotificationSettingsView(), as: .accessibilityImage(size: .fixed(size)),
                                                 named: "settings", record: SnapshotRecordMode.never, filePath: imageSuite,
                                                 function: "testASettingsScreen()")
                    XCTAssertEqual(outcome, .matched)
                }.seconds)
            }
        }
        func median(_ values: [Double]) -> Double { values.dropFirst().sorted()[(values.count - 1) / 2] }
        print(String(format: "30-element settings screen, debug (medians of %d runs): layout + parse %.1f ms; the picture "
                     + "(view drawn, grays, overlays and legend laid out and drawn) %.1f ms; the whole assertion (all of "
                     + "it, PNG decode and compare) %.1f ms",
                     runs, median(parse) * 1000, median(compose) * 1000, median(whole) * 1000))
    }
}
