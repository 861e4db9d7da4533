// A team's snapshot tests of its own components, in the Swift 5 language mode as most UIKit code is.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class TeamComponentSnapshotTests: XCTestCase {
    func testProfileCardSizedByItsConstraints() {
        let card = ProfileCardView()
        card.configure(name: "Jane Appleseed", bio: "Designs the design system. Likes long walks through constraint graphs and short layout passes.",
                       following: false)
        assertSnapshot(of: card, size: .width(343), strictLayout: true)
    }

    func testProfileCardFollowingInDarkMode() {
        let card = ProfileCardView()
        card.configure(name: "김하늘", bio: "디자인 시스템을 만듭니다.", following: true)
        assertSnapshot(of: card, size: .width(343), traits: UITraitCollection(userInterfaceStyle: .dark), strictLayout: true)
    }

    func testSettingsRowTruncatesItsValueBeforeItsTitle() {
        let row = SettingsRow()
        row.titleLabel.text = "Notifications"
        row.valueLabel.text = "Every message from every channel you follow"
        assertSnapshot(of: row, size: .fixed(CGSize(width: 320, height: 44)), strictLayout: true)
    }

    func testSettingsRowRightToLeft() {
        let row = SettingsRow()
        row.titleLabel.text = "Wi-Fi"
        row.valueLabel.text = "Home"
        assertSnapshot(of: row, size: .fixed(CGSize(width: 320, height: 44)),
                       traits: UITraitCollection(layoutDirection: .rightToLeft), strictLayout: true)
    }

    func testFeedCellWithAndWithoutItsSubtitle() {
        let cell = FeedCell()
        cell.configure(title: "Auto Layout on Linux", subtitle: "Three layout passes, one tree", tags: ["swift", "linux"])
        assertSnapshot(of: cell, size: .width(375), strictLayout: true, named: "withSubtitle")
        cell.configure(title: "Auto Layout on Linux", subtitle: nil, tags: ["swift"])
        assertSnapshot(of: cell, size: .width(375), strictLayout: true, named: "withoutSubtitle")
    }

    func testButtonInThreeStates() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        button.layer.cornerRadius = 8
        button.layer.borderWidth = 1
        button.layer.borderColor = UIColor.systemBlue.cgColor
        assertSnapshot(of: button, size: .fitting, named: "normal")
        button.isHighlighted = true
        assertSnapshot(of: button, size: .fitting, named: "highlighted")
        button.isHighlighted = false
        button.isEnabled = false
        button.layer.borderColor = UIColor.systemGray3.cgColor
        assertSnapshot(of: button, size: .fitting, named: "disabled")
        button.isEnabled = true
        button.isSelected = true
        assertSnapshot(of: button, size: .fitting, named: "selected")
    }

    func testWelcomeScreenOnAPhone() {
        assertSnapshot(of: WelcomeViewController(), on: .iphone15, strictLayout: true)
    }

    func testWelcomeScreenAtTheLargestAccessibilitySize() {
        assertSnapshot(of: WelcomeViewController(), on: .iphoneSE,
                       traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
                       strictLayout: true)
    }
}
