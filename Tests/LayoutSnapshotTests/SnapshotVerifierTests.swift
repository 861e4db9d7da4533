import Foundation
@testable import LayoutSnapshot
import Rasterizer
import Testing

@Suite("Snapshot verification")
struct SnapshotVerifierTests {
    let root: String
    init() throws { root = try SnapshotTestSupport.scratchDirectory() }

    func verify(_ image: RGBAImage, record: SnapshotRecordMode = .missing, tolerance: SnapshotTolerance = .standard,
                isCI: Bool = false, name: String = "card") -> SnapshotVerifier.Outcome {
        SnapshotVerifier(context: SnapshotTestSupport.context(root: root, name: name, record: record,
                                                              tolerance: tolerance, isCI: isCI)).verify(image)
    }

    var referencePath: String { "\(root)/Snapshots/Suite/card.png" }

    @Test("a missing reference is recorded, and the same image then matches")
    func missingIsRecordedThenMatches() throws {
        guard case .recorded = verify(SnapshotTestSupport.image()) else { Issue.record("not recorded"); return }
        #expect(try PNGDecoder().decode(contentsOfFile: referencePath) == SnapshotTestSupport.image())
        #expect(verify(SnapshotTestSupport.image()) == .matched)
    }

    @Test("on CI a missing reference fails, records nothing and leaves the actual image as an artifact")
    func missingOnCIFails() throws {
        let message = try #require(verify(SnapshotTestSupport.image(), isCI: true).failureMessage)
        #expect(message.contains("CI=true"))
        #expect(!FileManager.default.fileExists(atPath: referencePath))
        #expect(FileManager.default.fileExists(atPath: "\(root)/artifacts/Suite/card.actual.png"))
    }

    @Test("record mode never fails on a missing reference")
    func neverModeFailsWhenMissing() {
        #expect(verify(SnapshotTestSupport.image(), record: .never).failureMessage?.contains("never") == true)
        #expect(!FileManager.default.fileExists(atPath: referencePath))
    }

    @Test("record mode all rewrites the reference; on CI the recording fails the test")
    func allModeRewrites() throws {
        _ = verify(SnapshotTestSupport.image())
        let changed = SnapshotTestSupport.image(markColor: [255, 59, 48, 255])
        guard case .recorded = verify(changed, record: .all) else { Issue.record("not recorded"); return }
        #expect(try PNGDecoder().decode(contentsOfFile: referencePath) == changed)
        #expect(verify(changed, record: .all, isCI: true).failureMessage?.contains("Recorded") == true)
    }

    @Test("record mode failed re-records only a differing image")
    func failedModeRecordsOnMismatch() throws {
        _ = verify(SnapshotTestSupport.image())
        #expect(verify(SnapshotTestSupport.image(), record: .failed) == .matched)
        let changed = SnapshotTestSupport.image(mark: (1, 1, 3, 3))
        guard case .recorded = verify(changed, record: .failed) else { Issue.record("not recorded"); return }
        #expect(verify(changed) == .matched)
    }

    @Test("a changed image fails with count, ratio, bounding box and artifact paths")
    func mismatchMessage() throws {
        _ = verify(SnapshotTestSupport.image())
        let message = try #require(verify(SnapshotTestSupport.image(mark: (8, 6, 12, 10))).failureMessage)
        #expect(message.contains("12 pixels differ (1.0% of 40x30, 0 allowed)"))
        #expect(message.contains("bounding box 12x1 at (8, 15)"))
        for file in ["card.actual.png", "card.diff.png", "card.side-by-side.png", "index.html"] {
            #expect(message.contains(file), "\(file) not named")
        }
        for file in ["Suite/card.actual.png", "Suite/card.diff.png", "Suite/card.side-by-side.png",
                     "Suite/card.reference.png", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: "\(root)/artifacts/\(file)"), "\(file) missing")
        }
    }

    @Test("maxDiffPixels and maxDiffPixelRatio allow that much change; the stricter applies")
    func toleranceAllowsChange() {
        _ = verify(SnapshotTestSupport.image())
        let changed = SnapshotTestSupport.image(mark: (8, 6, 12, 10))  // 12 more pixels
        #expect(verify(changed, tolerance: SnapshotTolerance(maxDiffPixels: 12)) == .matched)
        #expect(verify(changed, tolerance: SnapshotTolerance(maxDiffPixelRatio: 0.01)) == .matched)
        #expect(verify(changed, tolerance: SnapshotTolerance(maxDiffPixels: 100, maxDiffPixelRatio: 0.005))
            .failureMessage != nil)
    }

    @Test("a perceptual ΔE tolerance passes a change nobody sees")
    func perceptualTolerance() {
        _ = verify(SnapshotTestSupport.image())
        let faint = SnapshotTestSupport.image(markColor: [0, 123, 255, 255])
        #expect(verify(faint, tolerance: SnapshotTolerance(threshold: 0, perceptualDeltaE: 1)) == .matched)
        #expect(verify(faint, tolerance: SnapshotTolerance(threshold: 0)).failureMessage != nil)
    }

    @Test("a size change fails and gives both sizes")
    func sizeMismatch() throws {
        _ = verify(SnapshotTestSupport.image())
        let message = try #require(verify(SnapshotTestSupport.image(width: 41)).failureMessage)
        #expect(message.contains("40x30") && message.contains("41x30"))
    }

    @Test("a corrupt reference is a clear failure, not a crash")
    func corruptReference() throws {
        try AtomicFile.write(Array("\u{89}PNG\r\n\u{1A}\ngarbage".utf8), toPath: referencePath)
        let message = try #require(verify(SnapshotTestSupport.image()).failureMessage)
        #expect(message.contains("not a readable PNG"))
        #expect(message.contains(referencePath))
    }
}

@Suite("Snapshot verification input checks")
struct SnapshotVerifierInputTests {
    @Test("a rendered image with an inconsistent buffer fails with a message")
    func inconsistentActualFails() throws {
        var image = SnapshotTestSupport.image()
        image.pixels.removeLast(4)
        let root = try SnapshotTestSupport.scratchDirectory()
        let outcome = SnapshotVerifier(context: SnapshotTestSupport.context(root: root)).verify(image)
        #expect(outcome.failureMessage?.contains("40x30") == true)
    }
}
