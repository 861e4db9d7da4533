import Foundation
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import Testing
import XCTest

/// The public assertion end to end, against references committed in Snapshots/AssertSnapshotTests.
@Suite("assertSnapshot", .layoutSnapshots(record: .never))
struct AssertSnapshotTests {
    /// A status badge drawn by hand: a green block with a white bar, on white.
    static let badge: Bitmap = {
        var image = SnapshotTestSupport.image(width: 48, height: 24, background: [255, 255, 255, 255],
                                              mark: (4, 4, 40, 16), markColor: [52, 199, 89, 255])
        for y in 10..<14 { for x in 12..<36 { image.pixels.replaceSubrange((y * 48 + x) * 4..<(y * 48 + x) * 4 + 3, with: [255, 255, 255]) } }
        return Bitmap(image)
    }()

    @Test("a bitmap matching its committed reference passes")
    func matchingBitmapPasses() {
        assertSnapshot(of: Self.badge, named: "badge")
    }

    @Test("any type can be asserted by pulling back an image strategy")
    func pullbackStrategy() {
        let strategy = ImageSnapshot<Bitmap>.image.pullback { (text: String) in
            text == "badge" ? AssertSnapshotTests.badge : Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255])!
        }
        assertSnapshot(of: "badge", as: strategy, named: "badge")
    }

    @Test("a scene is asserted through the painter it is given")
    func sceneThroughPainter() {
        let scene = Scene(size: Size(width: 48, height: 24), scale: 1, background: .white, nodes: [])
        assertSnapshot(of: scene, as: .scene(drawnBy: { _ in AssertSnapshotTests.badge }), named: "badge")
    }

    @Test("a mismatch is reported as an issue at the assertion")
    func mismatchIsRecordedAsIssue() throws {
        let changed = Bitmap(SnapshotTestSupport.image(width: 48, height: 24))
        // An expected failure: keep its artifacts out of the run's real report.
        let artifacts = try SnapshotTestSupport.scratchDirectory()
        withKnownIssue {
            withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts)) {
                assertSnapshot(of: changed, named: "badge", tolerance: SnapshotTolerance(maxDiffPixels: 3))
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match its reference") }
                && issue.sourceLocation?.fileName == "AssertSnapshotTests.swift"
        }
    }

    @Test("a renderer's error fails the assertion instead of crashing")
    func renderErrorFails() {
        struct Broken: Error {}
        let strategy = ImageSnapshot<Int> { _ in throw Broken() }
        withKnownIssue {
            assertSnapshot(of: 1, as: strategy, named: "broken")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("rendering failed") }
        }
    }
}

/// The same assertion from XCTest: it reports through XCTFail when Swift Testing is not running it.
final class AssertSnapshotXCTests: XCTestCase {
    override func invokeTest() {
        withSnapshotConfiguration(SnapshotConfiguration(record: .never, suite: "AssertSnapshotTests")) {
            super.invokeTest()
        }
    }

    func testMatchingBitmapPassesUnderXCTest() {
        assertSnapshot(of: AssertSnapshotTests.badge, named: "badge")
    }
}
