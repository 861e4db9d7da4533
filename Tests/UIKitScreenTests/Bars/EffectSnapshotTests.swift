// UIVisualEffectView and UISearchBar as a team uses them: a blurred card, a search screen.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class EffectSnapshotTests: XCTestCase {
    /// A colorful backdrop with a blurred card over it.
    private func blurredCard(style: UIBlurEffect.Style) -> (UIView, UIVisualEffectView) {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 343, height: 220))
        for (index, color) in [UIColor.systemPink, .systemOrange, .systemTeal, .systemIndigo].enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 86, y: 0, width: 86, height: 220))
            stripe.backgroundColor = color
            backdrop.addSubview(stripe)
        }
        let card = UIVisualEffectView(effect: UIBlurEffect(style: style))
        card.frame = CGRect(x: 24, y: 40, width: 295, height: 140)
        card.layer.cornerRadius = 20
        card.clipsToBounds = true
        let label = UILabel()
        label.text = "Blurred card"
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.translatesAutoresizingMaskIntoConstraints = false
        card.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: card.contentView.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
        ])
        backdrop.addSubview(card)
        return (backdrop, card)
    }

    func testABlurredCard() {
        let (view, card) = blurredCard(style: .systemMaterial)
        assertSnapshot(of: view)
        XCTAssertEqual(card.contentView.frame, CGRect(x: 0, y: 0, width: 295, height: 140))
    }

    func testABlurredCardInDarkMode() {
        let (view, _) = blurredCard(style: .systemThinMaterial)
        assertSnapshot(of: view, traits: UITraitCollection(userInterfaceStyle: .dark))
    }

    func testEveryBlurStyleHasATint() {
        for style in UIBlurEffect.Style.allCases {
            let light = UIBlurEffect(style: style).tint.color(for: UITraitCollection(userInterfaceStyle: .light))
            XCTAssertGreaterThan(light.alpha, 0, "\(style)")
        }
        XCTAssertNotNil(UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular))).contentView)
    }

    func testASearchScreen() {
        let results = TextViewController(title: "Search", text: "Recent searches")
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.placeholder = "Artists, Songs, Podcasts"
        results.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: results)
        navigation.navigationBar.prefersLargeTitles = true
        assertSnapshot(of: navigation, on: .iphone15)
        // 44 + 52 (large title) + 52 (search bar).
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 148))
        XCTAssertEqual(search.searchBar.frame, CGRect(x: 0, y: 96, width: 393, height: 52))
    }

    func testASearchBarWithTextAndCancelRightToLeft() {
        let bar = UISearchBar()
        bar.text = "Swift"
        bar.showsCancelButton = true
        XCTAssertEqual(bar.intrinsicContentSize.height, 56)
        assertSnapshot(of: bar, size: .fixed(CGSize(width: 393, height: 56)), traits: UITraitCollection(layoutDirection: .rightToLeft))
    }
}
