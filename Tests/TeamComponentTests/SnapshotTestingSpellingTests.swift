// The same components through swift-snapshot-testing's own API, as an iOS test file spells it:
// only the imports differ. Its references live in __Snapshots__ beside this file, apart from
// any iOS references (fonts differ from iOS).
import XCTest
import SnapshotTesting
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
import LayoutSnapshotTesting
#endif

final class SnapshotTestingSpellingTests: XCTestCase {
    func testProfileCardAsImage() {
        let card = ProfileCardView()
        card.configure(name: "Jane Appleseed", bio: "Designs the design system.", following: false)
        card.frame = CGRect(x: 0, y: 0, width: 343, height: 120)
        assertSnapshot(of: card, as: .image)
    }

    func testSettingsRowAtAGivenSize() {
        let row = SettingsRow()
        row.titleLabel.text = "Bluetooth"
        row.valueLabel.text = "On"
        assertSnapshot(of: row, as: .image(size: CGSize(width: 375, height: 44)))
    }

    func testWelcomeScreenOnAnIPhone13InDarkMode() {
        assertSnapshot(of: WelcomeViewController(),
                       as: .image(on: .iPhone13, precision: 0.99, perceptualPrecision: 0.98,
                                  traits: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
