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

final class BarBadInputTests: XCTestCase {
    func testAPushedControllerThatHidesTheBottomBarHidesTheTabBar() {
        let home = UINavigationController(rootViewController: TextViewController(title: "Home", text: ""))
        let detail = TextViewController(title: "Detail", text: "No tab bar here.")
        detail.hidesBottomBarWhenPushed = true
        home.pushViewController(detail, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [home]
        _ = tabs.makeScene(size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertTrue(tabs.tabBar.isHidden)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 34)
    }

    func testNonFiniteAndNegativeWidthsAndDetentsAreIgnored() {
        let item = UIBarButtonItem(title: "Wide", style: .plain, target: nil, action: nil)
        item.width = .nan
        let space = UIBarButtonItem.fixedSpace(-20)
        let root = TextViewController(title: "Root", text: "")
        root.navigationItem.rightBarButtonItems = [item, space]
        let navigation = UINavigationController(rootViewController: root)
        let sheet = TextViewController(title: "Sheet", text: "")
        sheet.sheetPresentationController?.detents = [.custom { _ in .nan }]
        navigation.present(sheet, animated: false)
        let scene = navigation.makeScene(size: CGSize(width: 393, height: 852), safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertFalse(scene.nodes.isEmpty)
        // An inactive detent leaves the sheet at the large detent.
        XCTAssertEqual(sheet.view.bounds.height, 852 - 59 - 10)
    }
}
