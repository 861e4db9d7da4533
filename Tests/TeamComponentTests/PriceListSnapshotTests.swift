// A team's menu card: items with left-aligned names, a centered size and prices on a decimal tab, as
// UIKit code writes it with NSTextTab.
import XCTest
import LayoutSnapshot
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class PriceListSnapshotTests: XCTestCase {
    func testPricesLineUpOnADecimalTab() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [
            NSTextTab(textAlignment: .center, location: 150),
            NSTextTab(textAlignment: .right, location: 240,
                      options: [.columnTerminators: NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))]),
        ]
        style.lineSpacing = 4
        let label = UILabel()
        label.numberOfLines = 0
        label.backgroundColor = .white
        let menu = "Espresso\tS\t3.5\nCafé latte\tM\t4.25\nCroissant\t–\t12\nHot chocolate\tL\t10.125\nTotal\t\t29.875"
        label.attributedText = NSAttributedString(string: menu, attributes: [
            .font: UIFont.systemFont(ofSize: 15), .paragraphStyle: style,
        ])
        assertSnapshot(of: label, size: .width(300), strictLayout: true)
    }
}
