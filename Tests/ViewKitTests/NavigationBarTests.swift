import Foundation
import Testing
import LayoutEngine
import ViewKit

/// UINavigationBar: UIKit's 44-point bar showing its top item's title, centered, in the headline
/// font unless the title attributes say otherwise.
@MainActor
struct NavigationBarTests {
    /// A 390-point screen with a bar pinned to its top, titled `title` (the last of `titles`).
    private func screen(titles: [String], attributes: [NSAttributedString.Key: Any]? = nil) -> (UIView, UINavigationBar) {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        screen.traitOverrides = UITraitCollection(displayScale: 2)
        let bar = UINavigationBar()
        bar.accessibilityIdentifier = "bar"
        bar.titleTextAttributes = attributes
        for title in titles { bar.pushItem(UINavigationItem(title: title), animated: false) }
        screen.addSubview(bar)
        bar.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        screen.layoutIfNeeded()
        return (screen, bar)
    }

    @Test func theBarIs44HighWithItsTopItemsTitleCentered() throws {
        let (_, bar) = screen(titles: ["Journals", "Memo"])
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(bar.topItem?.title == "Memo")
        let title = try #require(bar.subviews.first as? UILabel)
        #expect(title.text == "Memo" && title.accessibilityIdentifier == "bar.title")
        #expect(abs(title.frame.midX - 195) <= 0.5 && abs(title.frame.midY - 22) <= 0.5)
        #expect(title.font == .systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func titleAttributesSetTheFontAndColor() throws {
        let (_, bar) = screen(titles: ["Memo"], attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        let title = try #require(bar.subviews.first as? UILabel)
        #expect(title.font == .systemFont(ofSize: 20) && title.textColor == .red)
    }

    @Test func aLongTitleStops16FromTheSides() throws {
        let (_, bar) = screen(titles: [String(repeating: "A long title ", count: 10)])
        let title = try #require(bar.subviews.first as? UILabel)
        #expect(title.frame.minX >= 16 - 1e-9 && title.frame.maxX <= 390 - 16 + 1e-9)
    }
}
