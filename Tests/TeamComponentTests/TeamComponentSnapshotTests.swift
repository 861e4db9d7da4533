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

    func testHebrewSettingsRowRightToLeft() {
        let row = SettingsRow()
        row.titleLabel.text = "התראות"
        row.valueLabel.text = "3 התראות חדשות מ-WhatsApp"
        assertSnapshot(of: row, size: .fixed(CGSize(width: 375, height: 44)),
                       traits: UITraitCollection(layoutDirection: .rightToLeft), strictLayout: true)
    }

    func testJapaneseFeedCell() {
        let cell = FeedCell()
        cell.configure(title: "気になる広告の表示が遅い問題を修正しました。", subtitle: "リリースノート・3分前", tags: ["iOS", "修正"])
        assertSnapshot(of: cell, size: .width(375), strictLayout: true)
    }

    func testProfileCardWithAnEmoji() {
        let card = ProfileCardView()
        card.configure(name: "Jane 👋", bio: "Ships design systems 🚀 in every language.", following: false)
        assertSnapshot(of: card, size: .width(343), strictLayout: true)
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

    func testMixedStyleLabel() {
        let label = UILabel()
        label.numberOfLines = 0
        label.backgroundColor = .white
        let text = NSMutableAttributedString(string: "Release notes: ", attributes: [.font: UIFont.systemFont(ofSize: 15)])
        text.append(NSAttributedString(string: "bold and large ", attributes: [.font: UIFont.systemFont(ofSize: 22, weight: .bold)]))
        text.append(NSAttributedString(string: "red underlined ", attributes: [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemRed, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]))
        text.append(NSAttributedString(string: "struck through", attributes: [
            .font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.systemGray, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
        ]))
        text.append(NSAttributedString(string: " spaced out", attributes: [.font: UIFont.systemFont(ofSize: 15), .kern: 3]))
        text.append(NSAttributedString(string: " and كتاب عربي", attributes: [
            .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.systemBlue,
        ]))
        label.attributedText = text
        assertSnapshot(of: label, size: .width(240), strictLayout: true)
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

/// Images as a team's views show them: a photo avatar cropped round with aspect fill, a tinted
/// template icon, and a stretched chat bubble, from the package's example images.
final class TeamImageSnapshotTests: XCTestCase {
    private static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/images").standardized.path

    func testAvatarIconAndBubble() throws {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 96))
        row.backgroundColor = .white
        let avatar = UIImageView(image: UIImage(contentsOfFile: Self.images + "/avatar.jpg"))
        avatar.contentMode = .scaleAspectFill
        avatar.layer.cornerRadius = 32
        avatar.clipsToBounds = true
        let heart = UIImageView(image: UIImage(contentsOfFile: Self.images + "/heart.svg")?.withRenderingMode(.alwaysTemplate))
        heart.tintColor = .systemPink
        heart.contentMode = .scaleAspectFit
        let bubbleImage = try XCTUnwrap(UIImage(contentsOfFile: Self.images + "/bubble@2x.png"))
        let bubble = UIImageView(image: bubbleImage.resizableImage(withCapInsets: UIEdgeInsets(top: 14, left: 20, bottom: 14, right: 14),
                                                                   resizingMode: .stretch))
        for view in [avatar, heart, bubble] { row.addSubview(view) }
        avatar.snp.makeConstraints { $0.leading.equalToSuperview().offset(16); $0.centerY.equalToSuperview(); $0.size.equalTo(64) }
        heart.snp.makeConstraints { $0.leading.equalTo(avatar.snp.trailing).offset(12); $0.centerY.equalToSuperview(); $0.size.equalTo(28) }
        bubble.snp.makeConstraints {
            $0.leading.equalTo(heart.snp.trailing).offset(12)
            $0.trailing.equalToSuperview().inset(16)
            $0.top.bottom.equalToSuperview().inset(16)
        }
        XCTAssertEqual(bubbleImage.scale, 2)
        assertSnapshot(of: row, strictLayout: true)
    }
}

import TestSupport
import Rasterizer

/// What one `assertSnapshot(of: view)` costs a team running `swift test` (a debug build): the
/// profile card with its shadow, sized by its constraints, its reference present and matching,
/// asserted SNAPSHOT_COST_RUNS times after a first one (glyph cache warm), each with a new card
/// (SNAPSHOT_COST_REUSE: the same card), each timed in thread CPU. Prints the median and the
/// fastest (BENCHMARKS.md, "Views: a snapshot ... in a debug build"); skipped unless
/// SNAPSHOT_COST_RUNS is set, so the suite never waits for it.
final class DebugSnapshotCostTests: XCTestCase {
    func testCostOfOneProfileCardSnapshot() throws {
        guard let runs = ProcessInfo.processInfo.environment["SNAPSHOT_COST_RUNS"].flatMap(Int.init), runs > 0 else {
            throw XCTSkip("set SNAPSHOT_COST_RUNS to measure")
        }
        var seconds: [Double] = []
        // SNAPSHOT_COST_REUSE: one card asserted again and again (its view built once); without
        // it each assertion gets a new card, as a test does.
        let reused = ProcessInfo.processInfo.environment["SNAPSHOT_COST_REUSE"] != nil ? ProfileCardView() : nil
        // SNAPSHOT_COST_COLD_SHADOW: the blurred shadow mask forgotten before each assertion, as
        // for a card of a size the process has not drawn yet; without it the same card's shadow is
        // the stored one after the first (ShadowMaskCache).
        let coldShadow = ProcessInfo.processInfo.environment["SNAPSHOT_COST_COLD_SHADOW"] != nil
        for _ in 0...runs {
            if coldShadow { RenderPipeline.sharedPainter.shadowCache?.removeAll() }
            let card = reused ?? ProfileCardView()
            card.configure(name: "Jane Appleseed", bio: "Designs the design system. Likes long walks through constraint graphs and short layout passes.",
                           following: false)
            seconds.append(threadCPUSeconds {
                assertSnapshot(of: card, size: .width(343), strictLayout: true, named: "testProfileCardSizedByItsConstraints.1")
            }.seconds)
        }
        let timed = seconds.dropFirst().sorted()
        print(String(format: "one profile card snapshot, debug: median %.1f ms, fastest %.1f ms (%d runs)",
                     timed[timed.count / 2] * 1000, timed[0] * 1000, timed.count))
    }
}
