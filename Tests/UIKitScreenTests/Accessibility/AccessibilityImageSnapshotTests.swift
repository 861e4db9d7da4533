// AccessibilitySnapshot's picture drawn by our renderer: the view in grays, an overlay an
// element, crosshairs at moved activation points, the legend of what VoiceOver reads; with the
// variant matrix, dark, right to left and Dynamic Type sizes each get their own picture.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class AccessibilityImageSnapshotTests: XCTestCase {
    func testASettingsScreen() {
        MainActor.assumeIsolated {
            assertSnapshot(of: NotificationSettingsView(), as: .accessibilityImage(size: .fixed(CGSize(width: 375, height: 720))),
                           named: "settings")
        }
    }

    func testAContactCellWithActionsAndAMovedActivationPoint() {
        MainActor.assumeIsolated {
            let cell = ContactCell()
            cell.accessibilityActivationPoint = CGPoint(x: 340, y: 36)
            assertSnapshot(of: cell, as: .accessibilityImage(size: .fixed(CGSize(width: 375, height: 72))), named: "contactCell")
        }
    }

    func testAModalCardAndAChartWithListedElements() {
        MainActor.assumeIsolated {
            assertSnapshot(of: ModalCardScreen(), as: .accessibilityImage, named: "modalCard")
            assertSnapshot(of: WeeklyChartView(), as: .accessibilityImage(showActivationPoints: .always), named: "chart")
        }
    }

    func testColorsThatFollowElementsDoNotShiftWhenOneIsAdded() {
        MainActor.assumeIsolated {
            assertSnapshot(of: WeeklyChartView(), as: .accessibilityImage(useMonochromeSnapshot: false, colorsFollowElements: true),
                           named: "chart-stableColors")
        }
    }

    func testASwitchRowInLightDarkAndRightToLeft() {
        MainActor.assumeIsolated {
            // A new row for each assertion: the traits a view is drawn with stay with it.
            assertSnapshot(of: SwitchRow(title: "Wi-Fi", isOn: true), as: .accessibilityImage,
                           variants: .appearances([.light, .dark]), size: .width(320), named: "switchRow")
            assertSnapshot(of: SwitchRow(title: "Wi-Fi", isOn: true), as: .accessibilityImage,
                           variants: .layoutDirections([.rightToLeft]), size: .width(320), named: "switchRow")
        }
    }

    func testAContactCellAtTheLargestAccessibilitySize() {
        MainActor.assumeIsolated {
            assertSnapshot(of: ContactCell(), as: .accessibilityImage,
                           variants: .contentSizes([.large, .accessibilityExtraExtraExtraLarge]), size: .width(375), named: "contactCell")
        }
    }
}
