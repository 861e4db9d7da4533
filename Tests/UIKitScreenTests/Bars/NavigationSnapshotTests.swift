// UINavigationController as a team uses it: a profile with a large title and bar buttons, a
// pushed screen with a back button, a toolbar, bad input.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class NavigationSnapshotTests: XCTestCase {
    private func profileScreen() -> (UINavigationController, ProfileViewController) {
        let profile = ProfileViewController()
        let navigation = UINavigationController(rootViewController: profile)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, profile)
    }

    func testProfileWithALargeTitleAndBarButtons() {
        let (navigation, profile) = profileScreen()
        assertSnapshot(of: navigation, on: .iphone15)
        // A large-title bar: 44 + 52 = 96 points under the 59-point status bar area.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
        XCTAssertEqual(profile.view.safeAreaInsets.top, 155)
        XCTAssertEqual(profile.avatar.frame.minY, 171)
    }

    func testProfileInDarkMode() {
        let (navigation, _) = profileScreen()
        assertSnapshot(of: navigation, on: .iphone15, traits: UITraitCollection(userInterfaceStyle: .dark))
    }

    func testProfileRightToLeft() {
        let (navigation, profile) = profileScreen()
        assertSnapshot(of: navigation, on: .iphone15, traits: UITraitCollection(layoutDirection: .rightToLeft))
        XCTAssertEqual(profile.avatar.frame.maxX, 393 - 16)
    }

    func testAPushedControllerShowsABackButtonToThePreviousTitle() {
        let settings = TextViewController(title: "Settings", text: "General")
        let navigation = UINavigationController(rootViewController: settings)
        let detail = TextViewController(title: "Notifications", text: "Allow notifications to show on the lock screen.")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        navigation.pushViewController(detail, animated: true)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(detail.navigationController === navigation)
        assertSnapshot(of: navigation, on: .iphone15)
        // A standard bar: 44 points under the status bar; the content's safe area starts under it.
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
        XCTAssertEqual(detail.view.safeAreaInsets.top, 103)
        XCTAssertEqual(navigation.navigationBar.backItem?.title, "Settings")
        XCTAssertTrue(navigation.popViewController(animated: true) === detail)
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
    }

    func testAPushedControllerRightToLeftInDarkMode() {
        let navigation = UINavigationController(rootViewController: TextViewController(title: "Settings", text: "General"))
        let detail = TextViewController(title: "Wi-Fi", text: "Choose a network.")
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        navigation.pushViewController(detail, animated: false)
        assertSnapshot(of: navigation, on: .iphone15,
                       traits: UITraitCollection(traitsFrom: [UITraitCollection(layoutDirection: .rightToLeft),
                                                              UITraitCollection(userInterfaceStyle: .dark)]))
    }

    func testAToolbarAndDisabledItemsWithAnOpaqueBar() {
        let editor = TextViewController(title: "Draft", text: "Dear team, the bars are drawn.")
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        let send = UIBarButtonItem(title: "Send", style: .done, target: nil, action: nil)
        send.isEnabled = false
        editor.navigationItem.rightBarButtonItem = send
        editor.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(title: "Saved just now", style: .plain, target: nil, action: nil), .flexibleSpace(),
                               UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: editor)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        navigation.isToolbarHidden = false
        assertSnapshot(of: navigation, on: .iphone15)
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        XCTAssertEqual(editor.view.safeAreaInsets.bottom, 78)
    }

    func testBadInputIsIgnoredWithUIKitsMessages() {
        let root = TextViewController(title: "Root", text: "")
        // An item with neither title nor image draws nothing and takes no room.
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(), UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: root)
        _ = PresentationLog.drain()
        navigation.pushViewController(root, animated: false)
        navigation.pushViewController(UINavigationController(), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        let messages = PresentationLog.drain()
        XCTAssertTrue(messages.contains { $0.hasPrefix("Pushing the same view controller instance") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("Pushing a navigation controller is not supported") })
        XCTAssertNil(navigation.popViewController(animated: false))
        XCTAssertEqual(navigation.popToRootViewController(animated: false)?.count, 0)
        assertSnapshot(of: navigation, on: .iphone15)
    }

    /// A settings table under a large title: the bar is 96 points tall, the table rests at its top
    /// (its offset is minus its adjusted top inset, 59 + 96), and the layout settles in one
    /// `layoutIfNeeded` (a table whose offset followed the bar's height made the bar follow it back).
    func testALargeTitleOverATableSettles() {
        let settings = SettingsViewController()
        settings.title = "Settings"
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, on: .iphone15, strictLayout: true)
        let table: UITableView = settings.tableView
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
        XCTAssertEqual(table.adjustedContentInset.top, 155)
        XCTAssertEqual(table.contentOffset.y, -155)
        // Settled: another layout changes nothing.
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        XCTAssertEqual(table.contentOffset.y, -155)
        // Scrolled by hand below its top, the bar shows the standard title (44 points).
        table.contentOffset.y = 40
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        XCTAssertEqual(table.contentOffset.y, 40)
    }
}
