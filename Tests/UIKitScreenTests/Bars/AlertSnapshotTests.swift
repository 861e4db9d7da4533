// UIAlertController as a team uses it: alerts with two and three actions, an action sheet.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class AlertSnapshotTests: XCTestCase {
    private func presenter() -> UINavigationController {
        let navigation = UINavigationController(rootViewController: ProfileViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    /// The alert's card (UIKit draws it 270 points wide, centered).
    private func card(of alert: UIAlertController, _ identifier: String) -> UIView? {
        alert.view.subviews.first { $0.accessibilityIdentifier == identifier }
    }

    func testAnAlertWithTwoActionsSideBySide() {
        let screen = presenter()
        let alert = UIAlertController(title: "Delete Draft?", message: "This draft will be deleted. This action cannot be undone.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        screen.present(alert, animated: true)
        assertSnapshot(of: screen, on: .iphone15)
        let box = card(of: alert, "alert")
        XCTAssertEqual(box?.frame.width, 270)
        XCTAssertEqual(box?.frame.midX ?? 0, 393.0 / 2, accuracy: 0.34, "centered, on the pixel grid")
        XCTAssertTrue(alert.presentingViewController === screen)
    }

    func testAnAlertWithThreeActionsStacksThemCancelLast() {
        let screen = presenter()
        let alert = UIAlertController(title: "Save Changes?", message: "You have unsaved changes.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
        screen.topViewController?.present(alert, animated: true)
        assertSnapshot(of: screen, on: .iphone15)
        // 20 + title + 2 + message + 20 of text, then three 44-point buttons.
        XCTAssertEqual(card(of: alert, "alert")?.frame.width, 270)
        XCTAssertTrue(screen.presentedViewController === alert, "a child presents from its navigation controller")
    }

    func testAnAlertInDarkModeRightToLeftWithAPreferredAction() {
        let screen = presenter()
        let alert = UIAlertController(title: "Turn On Location?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Not Now", style: .cancel))
        let allow = UIAlertAction(title: "Allow", style: .default)
        alert.addAction(allow)
        alert.preferredAction = allow
        screen.present(alert, animated: false)
        assertSnapshot(of: screen, on: .iphone15,
                       traits: UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: .rightToLeft),
                                                              UITraitCollection(userInterfaceStyle: .dark)]))
    }

    func testAnActionSheet() {
        let screen = presenter()
        let sheet = UIAlertController(title: "Share Profile", message: "Choose how to share Jane's profile.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Message", style: .default))
        sheet.addAction(UIAlertAction(title: "Block", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        screen.present(sheet, animated: true)
        assertSnapshot(of: screen, on: .iphone15)
        let cancel = card(of: sheet, "actionSheet.cancel")
        XCTAssertEqual(cancel?.frame, CGRect(x: 8, y: 852 - 34 - 57, width: 377, height: 57))
        XCTAssertEqual(card(of: sheet, "actionSheet")?.frame.maxY, 852 - 34 - 57 - 8)
    }

    func testBadInputAlertsNeverCrash() {
        let screen = presenter()
        let alert = UIAlertController(title: "Offline", message: "Nothing to tap here.", preferredStyle: .alert)
        _ = PresentationLog.drain()
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Also Cancel", style: .cancel))
        XCTAssertEqual(alert.actions.count, 1)
        let empty = UIAlertController(title: "No Actions", message: "UIKit shows an alert without buttons.", preferredStyle: .alert)
        screen.present(empty, animated: false)
        screen.present(alert, animated: false)
        let messages = PresentationLog.drain()
        XCTAssertTrue(messages.contains { $0.hasPrefix("UIAlertController can only have one action with a style of UIAlertActionStyleCancel") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("Attempt to present <UIAlertController> on <UINavigationController>") })
        XCTAssertTrue(screen.presentedViewController === empty)
        assertSnapshot(of: screen, on: .iphone15)
    }
}
