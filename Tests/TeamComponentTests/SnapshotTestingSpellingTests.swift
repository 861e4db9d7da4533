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

#if !canImport(UIKit)
import TestSupport

/// Text no font draws fails swift-snapshot-testing's view strategy as it fails ours, naming the
/// character and the view; `.image(missingGlyphs: .warn)` only notes it.
final class SnapshotTestingMissingGlyphTests: XCTestCase {
    func testMissingGlyphFailsNamingTheCharacterAndTheView() throws {
        let label = UILabel()
        label.text = "Go \u{E000}"
        label.accessibilityIdentifier = "tofuLabel"
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        let directory = try Scratch.directory("missing-glyphs").path
        // The reference is recorded under .warn (recording under .fail fails too, which
        // SnapshotTestingStrategyTests checks where an expected failure can be said); then only
        // the glyph fails.
        _ = SnapshotTesting.verifySnapshot(of: label, as: .image(missingGlyphs: .warn), named: "tofu", record: .missing,
                                           snapshotDirectory: directory)
        let message = SnapshotTesting.verifySnapshot(of: label, as: .image, named: "tofu", record: .missing,
                                                     snapshotDirectory: directory)
        XCTAssertTrue(message?.contains("tofuLabel") == true && message?.contains("U+E000") == true, message ?? "passed")
        XCTAssertNil(SnapshotTesting.verifySnapshot(of: label, as: .image(missingGlyphs: .warn), named: "tofu", record: .missing,
                                                    snapshotDirectory: directory))
    }
}
#endif
