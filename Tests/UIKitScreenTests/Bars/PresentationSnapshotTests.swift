// Presentation as a team uses it: a sheet with a medium detent and grabber, a page sheet, a
// window whose root presents a full-screen controller.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class PresentationSnapshotTests: XCTestCase {
    private func filters() -> UINavigationController {
        let filters = TextViewController(title: "Filters", text: "Show only unread stories from people you follow.")
        filters.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        return UINavigationController(rootViewController: filters)
    }

    func testASheetAtTheMediumDetentWithAGrabber() {
        let screen = UINavigationController(rootViewController: ProfileViewController())
        screen.navigationBar.prefersLargeTitles = true
        let sheet = filters()
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
        }
        screen.present(sheet, animated: true)
        assertSnapshot(of: screen, on: .iphone15)
        // Medium: half of the large detent's 852 - 59 - 10 - 34 = 749 points, plus the bottom safe area.
        XCTAssertEqual(sheet.view.bounds.width, 393)
        XCTAssertEqual(sheet.view.bounds.height, 749.0 / 2 + 34, accuracy: 0.34, "on the pixel grid")
        // A sheet's navigation bar is 56 points tall on iPhone (iOS 16 and 17), its top at the sheet's.
        XCTAssertEqual(sheet.navigationBar.frame, CGRect(x: 0, y: 0, width: 393, height: 56))
    }

    func testASheetInDarkModeRightToLeft() {
        let screen = UINavigationController(rootViewController: ProfileViewController())
        let sheet = filters()
        sheet.sheetPresentationController?.detents = [.medium()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        screen.present(sheet, animated: true)
        assertSnapshot(of: screen, on: .iphone15,
                       traits: UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: .rightToLeft),
                                                              UITraitCollection(userInterfaceStyle: .dark)]))
    }

    func testALargePageSheetPushesThePresenterBack() {
        let screen = UINavigationController(rootViewController: ProfileViewController())
        screen.navigationBar.prefersLargeTitles = true
        let sheet = filters()
        screen.present(sheet, animated: true)
        XCTAssertNotNil(sheet.sheetPresentationController, "the default style is a page sheet on iPhone")
        assertSnapshot(of: screen, on: .iphone15)
        // Large: the sheet's top is 10 points below the top safe area.
        XCTAssertEqual(sheet.view.bounds.height, 852 - 59 - 10)
    }

    func testAWindowWhoseRootPresentsAFullScreenController() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UINavigationController(rootViewController: ProfileViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
        let player = TextViewController(title: "Now Playing", text: "Full screen: the presenter is not drawn.")
        player.view.backgroundColor = .systemIndigo
        player.modalPresentationStyle = .fullScreen
        root.present(player, animated: true)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertNil(player.sheetPresentationController)
        assertSnapshot(of: window)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(root.navigationBar.frame.minY, 59, "the window gives the device's safe area")
        XCTAssertTrue(root.view.window === window)
    }

    func testAWindowWithAnOverFullScreenControllerInDarkMode() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = .dark
        let root = UINavigationController(rootViewController: ProfileViewController())
        window.rootViewController = root
        window.makeKeyAndVisible()
        let overlay = UIViewController()
        overlay.view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        overlay.modalPresentationStyle = .overFullScreen
        root.present(overlay, animated: false)
        assertSnapshot(of: window)
    }
}
