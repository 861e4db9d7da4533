// UIButton.Configuration and SF Symbols as a team's code uses them: a follow button, every
// style, and symbols at several configurations.
import XCTest
import LayoutSnapshot
import Rasterizer
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class ButtonAndSymbolSnapshotTests: XCTestCase {
    private func followButton(following: Bool) -> UIButton {
        var configuration = following ? UIButton.Configuration.gray() : UIButton.Configuration.filled()
        configuration.title = following ? "Following" : "Follow"
        configuration.image = UIImage(systemName: following ? "checkmark" : "person.badge.plus")
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        return UIButton(configuration: configuration, primaryAction: nil)
    }

    func testFollowButton() {
        let button = followButton(following: false)
        XCTAssertEqual(button.intrinsicContentSize.height, 34.33, accuracy: 0.4)
        assertSnapshot(of: button, size: .fitting, named: "follow")
        assertSnapshot(of: followButton(following: true), size: .fitting, named: "following")
        assertSnapshot(of: followButton(following: false), size: .fitting, traits: UITraitCollection(userInterfaceStyle: .dark),
                       named: "follow-dark")
        assertSnapshot(of: followButton(following: false), size: .fitting, traits: UITraitCollection(layoutDirection: .rightToLeft),
                       named: "follow-rtl")
    }

    private func styles() -> UIView {
        func make(_ base: UIButton.Configuration, _ title: String, configure: (inout UIButton.Configuration) -> Void = { _ in }) -> UIButton {
            var configuration = base
            configuration.title = title
            configure(&configuration)
            return UIButton(configuration: configuration, primaryAction: nil)
        }
        let disabled = make(.filled(), "Disabled")
        disabled.isEnabled = false
        let buttons: [UIView] = [
            make(.plain(), "Plain"), make(.tinted(), "Tinted"), make(.gray(), "Gray"), make(.filled(), "Filled"),
            make(.borderedProminent(), "Large", configure: { $0.buttonSize = .large }),
            make(.filled(), "Small", configure: { $0.buttonSize = .small; $0.baseBackgroundColor = .systemPink }),
            make(.tinted(), "Mini", configure: { $0.buttonSize = .mini }),
            make(.filled(), "Subtitle", configure: {
                $0.subtitle = "and a second line"
                $0.titlePadding = 2
                $0.image = UIImage(systemName: "paperplane.fill")
                $0.imagePadding = 10
            }),
            make(.tinted(), "Top image", configure: {
                $0.image = UIImage(systemName: "camera")
                $0.imagePlacement = .top
                $0.imagePadding = 4
            }),
            make(.filled(), "Saving", configure: { $0.showsActivityIndicator = true; $0.imagePadding = 8 }),
            make(.gray(), "Fixed corners", configure: { $0.cornerStyle = .fixed; $0.background.cornerRadius = 0 }),
            make(.plain(), "Attributed", configure: {
                var title = AttributedString("Attributed")
                title.font = UIFont.systemFont(ofSize: 17, weight: .bold)
                title.foregroundColor = UIColor.systemPurple
                $0.attributedTitle = title
            }),
            disabled,
        ]
        let container = UIView()
        container.backgroundColor = .systemBackground
        stack(buttons, spacing: 10, in: container, placement: .center)
        return container
    }

    func testEveryButtonStyle() {
        assertSnapshot(of: styles(), size: .width(320), strictLayout: true, named: "styles-light")
        assertSnapshot(of: styles(), size: .width(320), traits: UITraitCollection(userInterfaceStyle: .dark), strictLayout: true,
                       named: "styles-dark")
    }

    func testSystemButtonTintsItsTitleAndSymbol() {
        let button = UIButton(type: .system)
        button.setTitle("Share", for: .normal)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        button.tintColor = .systemIndigo
        button.backgroundColor = .systemBackground
        assertSnapshot(of: button, size: .fitting)
    }

    private func symbolGrid() -> UIView {
        let names = ["chevron.right", "checkmark", "xmark", "plus", "magnifyingglass", "gearshape", "person.circle", "heart.fill",
                     "star.fill", "bell", "trash", "square.and.arrow.up", "ellipsis", "house.fill", "info.circle",
                     "exclamationmark.triangle", "wifi", "lock", "envelope", "phone", "camera", "photo", "paperplane",
                     "bookmark", "no.such.symbol"]
        let rows = stride(from: 0, to: names.count, by: 5).map { start -> UIStackView in
            let views = names[start..<min(start + 5, names.count)].map { name -> UIView in
                let view = UIImageView(image: UIImage(systemName: name))
                view.contentMode = .center
                return view
            }
            let row = UIStackView(arrangedSubviews: views)
            row.spacing = 16
            row.alignment = .center
            return row
        }
        let configurations: [UIImage.SymbolConfiguration] = [
            UIImage.SymbolConfiguration(pointSize: 13),
            UIImage.SymbolConfiguration(pointSize: 17, weight: .bold),
            UIImage.SymbolConfiguration(pointSize: 28, weight: .regular, scale: .large),
            UIImage.SymbolConfiguration(textStyle: .title1, scale: .small),
            UIImage.SymbolConfiguration(hierarchicalColor: .systemRed),
            UIImage.SymbolConfiguration(paletteColors: [.systemGreen, .systemYellow]),
        ]
        let configured = configurations.map { configuration -> UIView in
            let view = UIImageView(image: UIImage(systemName: "heart.fill", withConfiguration: configuration))
            return view
        }
        let sizes = UIStackView(arrangedSubviews: configured)
        sizes.spacing = 12
        sizes.alignment = .center
        let tinted = UIImageView(image: UIImage(systemName: "star.fill")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal))
        let preferred = UIImageView(image: UIImage(systemName: "bell"))
        preferred.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        preferred.tintColor = .systemTeal
        let extras = UIStackView(arrangedSubviews: [tinted, preferred])
        extras.spacing = 12
        extras.alignment = .center
        let container = UIView()
        container.backgroundColor = .systemBackground
        stack(rows + [sizes, extras], spacing: 14, in: container, placement: .leading)
        return container
    }

    func testSymbolsAtSeveralConfigurations() {
        assertSnapshot(of: symbolGrid(), size: .width(320), named: "symbols-light")
        assertSnapshot(of: symbolGrid(), size: .width(320), traits: UITraitCollection(userInterfaceStyle: .dark), named: "symbols-dark")
    }

    func testSymbolSizesFollowTheirConfiguration() {
        let body = UIImage(systemName: "heart")!
        XCTAssertTrue(body.isSymbolImage)
        // 17 points (the body size) x 1.2 at the medium scale, on a third of a point.
        XCTAssertEqual(body.size.height, 20.33, accuracy: 0.01)
        let large = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .large))!
        let small = UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(scale: .small))!
        XCTAssertGreaterThan(large.size.height, body.size.height)
        XCTAssertLessThan(small.size.height, body.size.height)
        let merged = UIImage.SymbolConfiguration(pointSize: 20).applying(UIImage.SymbolConfiguration(weight: .bold))
        XCTAssertEqual(merged.pointSize, 20)
        XCTAssertEqual(merged.weight, .bold)
        XCTAssertNotNil(body.baselineOffsetFromBottom)
    }

    func testEveryMappedSymbolHasItsIconInstalled() {
        XCTAssertGreaterThanOrEqual(SymbolCatalog.iconNames.count, 80)
        let missing = SymbolCatalog.iconNames.filter { _, icon in
            !SymbolCatalog.iconDirectories.contains { FileManager.default.fileExists(atPath: $0 + "/" + icon + ".svg") }
        }
        XCTAssertEqual(missing.keys.sorted(), [], "symbols whose bootstrap icon is not installed (make deps installs bootstrap-icons)")
    }

    func testAnUnknownSymbolIsAPlaceholderNeverNil() {
        let image = UIImage(systemName: "definitely.not.a.symbol")
        XCTAssertNotNil(image)
        XCTAssertEqual(image?.size.height ?? 0, 20.33, accuracy: 0.01)
    }

    func testATeamsOwnSymbolSetIsDrawnFromItsRegularGlyph() throws {
        let catalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/Symbols/Symbols.xcassets").standardized.path
        let catalog = try AssetCatalog(path: catalogPath)
        // Test methods run on the main thread; the catalogs are the main actor's.
        let saved = MainActor.assumeIsolated { UIImage.assetCatalogs }
        MainActor.assumeIsolated { UIImage.assetCatalogs = [catalog] }
        defer { MainActor.assumeIsolated { UIImage.assetCatalogs = saved } }
        let named = try XCTUnwrap(UIImage(named: "custom.bolt"))
        let system = try XCTUnwrap(UIImage(systemName: "custom.bolt", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        XCTAssertTrue(named.isSymbolImage)
        // The glyph's box: its margins' width (60) over 1.7 cap heights (119.8) of the template, 20.33 tall at 17 points.
        XCTAssertEqual(named.size.height, 20.33, accuracy: 0.01)
        XCTAssertEqual(named.size.width, 10.33, accuracy: 0.34)
        let row = UIStackView(arrangedSubviews: [UIImageView(image: named), UIImageView(image: system)])
        row.spacing = 12
        row.alignment = .center
        row.backgroundColor = .systemBackground
        row.tintColor = .systemYellow
        assertSnapshot(of: row, size: .fitting)
    }

    func testASymbolSitsOnTheBaselineOfTheTextBesideIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))
        let label = UILabel()
        label.text = "Favorites"
        let marker = UIView()
        for view in [icon, label, marker] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            icon.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        // The symbol's box is centered on the cap height: it reaches below the baseline by
        // baselineOffsetFromBottom, and its middle is half a cap height (0.35 x 17) above it.
        let baseline = icon.frame.maxY - (icon.image?.baselineOffsetFromBottom ?? 0)
        XCTAssertEqual(icon.frame.midY, baseline - 17 * 0.35, accuracy: 0.01)
        XCTAssertEqual(baseline, marker.frame.maxY, accuracy: 0.34)
        XCTAssertEqual(label.frame.minX, icon.frame.maxX + 8)
    }
}
