// Trees VoiceOver cannot read as written: the parser skips the part, and the checked parse (what
// the snapshot strategies use) fails naming the view. Never a crash; 10,000 elements in one pass.
import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class AccessibilityBadInputTests: XCTestCase {
    private func problems(in root: UIView) -> [String] {
        MainActor.assumeIsolated {
            do {
                _ = try AccessibilityHierarchyParser().checkedAccessibilityElements(in: root)
                return []
            } catch let error as AccessibilityHierarchyError {
                return error.problems.map(\.description)
            } catch {
                return ["unexpected \(error)"]
            }
        }
    }

    private func label(_ text: String, id: String? = nil, y: CGFloat = 0) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: 100, height: 20))
        label.text = text
        label.accessibilityIdentifier = id
        return label
    }

    func testAListedViewOfAnotherTreeFailsNamingItAndTheRestIsRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let mine = label("Mine", y: 0)
        root.addSubview(mine)
        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stranger = label("Stranger", id: "stranger", y: 30)
        elsewhere.addSubview(stranger)
        root.accessibilityIdentifier = "card"
        root.accessibilityElements = [mine, stranger]
        XCTAssertEqual(problems(in: root), [
            "UILabel(stranger) \"Stranger\" in the accessibilityElements of UIView(card) is not in the parsed view's tree; skipped",
        ])
        let read = MainActor.assumeIsolated { AccessibilityHierarchyParser().parseAccessibilityElements(in: root).map(\.description) }
        XCTAssertEqual(read, ["Mine"])
    }

    func testACycleOfContainersFailsNamingTheContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        outer.accessibilityIdentifier = "outer"
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        inner.accessibilityIdentifier = "inner"
        root.addSubview(outer)
        outer.addSubview(inner)
        outer.accessibilityElements = [inner]
        inner.accessibilityElements = [outer]
        XCTAssertEqual(problems(in: root), [
            "UIView(outer) in the accessibilityElements of UIView(inner) contains itself (a cycle of accessibility containers); skipped",
        ])
    }

    func testANaNFrameFailsNamingTheElement() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let broken = label("Broken", id: "broken")
        broken.accessibilityFrame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        root.addSubview(broken)
        root.addSubview(label("Fine", y: 40))
        XCTAssertEqual(problems(in: root), [
            "UILabel(broken) \"Broken\" has a NaN or infinite frame or activation point; drawn as an empty frame",
        ])
    }

    func testSomethingElseInAccessibilityElementsFailsNamingIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.accessibilityIdentifier = "list"
        root.accessibilityElements = ["Title"]
        XCTAssertEqual(problems(in: root), [
            "String Title in the accessibilityElements of UIView(list) is neither a UIView nor a UIAccessibilityElement; skipped",
        ])
    }

    func testContainersNestedTooDeepFailInsteadOfExhaustingTheStack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var parent = root
        for _ in 0...AccessibilityHierarchyParser.maximumDepth {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            parent.accessibilityElements = [child]
            parent = child
        }
        parent.accessibilityIdentifier = "deepest"
        XCTAssertEqual(problems(in: root).count, 1)
    }

    /// 10,000 labels in a column: each view is visited once, and the sort makes about one
    /// comparison an element (the column is already in reading order). Twice the labels, twice
    /// the visits and at most twice the comparisons: linear, counted, not timed.
    func testTenThousandElementsAreParsedInLinearTime() {
        func cost(_ count: Int) -> (elements: Int, visits: Int, comparisons: Int) {
            MainActor.assumeIsolated {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: CGFloat(count) * 20))
                for index in 0..<count { root.addSubview(label("Row \(index)", y: CGFloat(index) * 20)) }
                let parser = AccessibilityHierarchyParser()
                let elements = parser.parseAccessibilityElements(in: root)
                return (elements.count, parser.lastParseCost.visits, parser.lastParseCost.comparisons)
            }
        }
        let small = cost(10_000), large = cost(20_000)
        XCTAssertEqual(small.elements, 10_000)
        XCTAssertEqual(small.visits, 10_001)
        XCTAssertEqual(large.visits, 20_001)
        XCTAssertLessThanOrEqual(small.comparisons, 3 * 10_000)
        XCTAssertLessThanOrEqual(large.comparisons, 2 * small.comparisons + 10)
    }
}
