// UITabBarController as a team uses it: a tabbed app with a badge, a system item, bad input.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class TabBarSnapshotTests: XCTestCase {
    private func tabbedApp() -> (UITabBarController, FeedViewController) {
        let feed = FeedViewController()
        let home = UINavigationController(rootViewController: feed)
        home.navigationBar.prefersLargeTitles = true
        home.tabBarItem = UITabBarItem(title: "Home", image: tabIcon(), tag: 0)
        let search = TextViewController(title: "Search", text: "Find anything.")
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        let inbox = TextViewController(title: "Inbox", text: "3 unread messages.")
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: tabIcon(square: true), tag: 2)
        inbox.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, search, inbox]
        return (tabs, feed)
    }

    func testATabbedAppWithABadge() {
        let (tabs, feed) = tabbedApp()
        assertSnapshot(of: tabs, on: .iphone15)
        // A tab bar is 49 points plus the bottom safe area (34 on an iPhone 15).
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        XCTAssertEqual(feed.view.safeAreaInsets.bottom, 83)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertEqual(tabs.tabBar.items?.count, 3)
        XCTAssertEqual(tabs.tabBar.items?[1].title, "Search")
    }

    func testATabbedAppInDarkMode() {
        let (tabs, _) = tabbedApp()
        tabs.selectedIndex = 2
        assertSnapshot(of: tabs, on: .iphone15, traits: UITraitCollection(userInterfaceStyle: .dark))
    }

    func testATabbedAppRightToLeft() {
        let (tabs, _) = tabbedApp()
        assertSnapshot(of: tabs, on: .iphone15, traits: UITraitCollection(layoutDirection: .rightToLeft))
    }

    func testAnIndexPastTheEndIsIgnoredAndNoTabsDrawAnEmptyBar() {
        let (tabs, _) = tabbedApp()
        _ = PresentationLog.drain()
        tabs.selectedIndex = 7
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(PresentationLog.drain().contains { $0.contains("selectedIndex 7 is out of bounds") })
        let empty = UITabBarController()
        XCTAssertNil(empty.selectedViewController)
        empty.selectedIndex = 0
        assertSnapshot(of: empty, on: .iphone15, named: "empty")
        XCTAssertEqual(empty.tabBar.frame.height, 83)
    }
}
