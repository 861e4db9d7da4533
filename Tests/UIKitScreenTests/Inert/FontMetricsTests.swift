// UIFontMetrics as a team scales its own fonts and spacings with Dynamic Type.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class FontMetricsTests: XCTestCase {
    private let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)

    func testABodyFontScalesAsDynamicTypeDoes() {
        let brand = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(for: brand, compatibleWith: largest)
        XCTAssertEqual(scaled.pointSize, 53)
        XCTAssertEqual(scaled.weight, .semibold)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: brand, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize, 14)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: brand).pointSize, 17)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: brand, maximumPointSize: 30, compatibleWith: largest).pointSize, 30)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest).pointSize, 53)
    }

    func testAValueScalesByItsStylesRatio() {
        let title = UIFontMetrics(forTextStyle: .title1)
        XCTAssertEqual(title.scaledValue(for: 28, compatibleWith: largest), 58, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 8, compatibleWith: largest), 8 * 53 / 17, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 8), 8)
    }

    func testALabelWithAScaledFontFollowsTheContentSizeCategory() {
        let label = UILabel()
        label.text = "Scaled"
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .bold))
        label.adjustsFontForContentSizeCategory = true
        let adjusting: UIContentSizeCategoryAdjusting = label
        XCTAssertTrue(adjusting.adjustsFontForContentSizeCategory)
        let regular = label.intrinsicContentSize
        label.traitOverrides = largest
        let largeText = label.intrinsicContentSize
        XCTAssertEqual(largeText.height / regular.height, 53.0 / 17.0, accuracy: 0.15)
        label.traitOverrides = UITraitCollection()
        assertSnapshot(of: label, size: .fitting, traits: largest)
    }

    func testAScrollViewKeepsItsDelegateAndBehaviour() {
        final class Feed: NSObject, UIScrollViewDelegate {
            var scrolled = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        let feed = Feed()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.delegate = feed
        scrollView.keyboardDismissMode = .onDrag
        scrollView.decelerationRate = .fast
        XCTAssertTrue(scrollView.delegate === feed)
        XCTAssertEqual(scrollView.keyboardDismissMode, .onDrag)
        XCTAssertEqual(scrollView.decelerationRate.rawValue, 0.99)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertNil(scrollView.delegate?.viewForZooming(in: scrollView))
        XCTAssertEqual(scrollView.delegate?.scrollViewShouldScrollToTop(scrollView), true)
        XCTAssertEqual(feed.scrolled, 0)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 100, height: 50), animated: true)
        XCTAssertEqual(scrollView.contentOffset.y, 250)
    }
}
