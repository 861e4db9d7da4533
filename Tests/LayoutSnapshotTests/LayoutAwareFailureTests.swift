import Foundation
import LayoutEngine
@testable import LayoutSnapshot
import Rasterizer
import Testing

/// A snapshot whose reference has a layout tree beside it says what changed in the layout
/// before it counts pixels; one without a tree fails as it always did.
@Suite("Layout-aware snapshot failures")
struct LayoutAwareFailureTests {
    let root: String
    init() throws { root = try SnapshotTestSupport.scratchDirectory() }

    func verify(_ image: RGBAImage, _ scene: Scene?, record: SnapshotRecordMode = .missing,
                isCI: Bool = false) -> SnapshotVerifier.Outcome {
        SnapshotVerifier(context: SnapshotTestSupport.context(root: root, record: record, isCI: isCI))
            .verify(image, layout: scene.map(LayoutTree.init(scene:)))
    }

    var layoutPath: String { "\(root)/Snapshots/Suite/card.layout.json" }
    static let changed = SnapshotTestSupport.image(mark: (8, 6, 12, 10))

    @Test("recording a scene writes its tree beside the PNG; a plain image writes none")
    func recordingWritesTheTree() throws {
        guard case .recorded = verify(SnapshotTestSupport.image(), ModalScene.make()) else { Issue.record("not recorded"); return }
        let written = try String(contentsOfFile: layoutPath, encoding: .utf8)
        #expect(written == LayoutTree(scene: ModalScene.make()).json)
        _ = verify(SnapshotTestSupport.image(), nil, record: .all)
        #expect(!FileManager.default.fileExists(atPath: layoutPath))
    }

    @Test("a failure says what moved and resized above the pixel counts, in the message and the HTML report")
    func failureNamesLayoutChanges() throws {
        _ = verify(SnapshotTestSupport.image(), ModalScene.make())
        let message = try #require(verify(Self.changed, ModalScene.make(titleY: 22, titleHeight: 40, message: "Bye")).failureMessage)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Snapshot \"Suite/card\" does not match its reference.")
        #expect(lines[1] == "Layout changes against card.layout.json:")
        #expect(lines[2] == "  modal.title moved 2 pt down, height 20 -> 40")
        #expect(lines[3] == "  modal.message text changed (\"Hello\" -> \"Bye\")")
        #expect(lines[4].hasPrefix("Pixels: 12 pixels differ"))
        let report = try String(contentsOfFile: "\(root)/artifacts/index.html", encoding: .utf8)
        #expect(report.contains("modal.title moved 2 pt down, height 20 -&gt; 40"))
    }

    @Test("a failure with an unchanged layout says the difference is in the drawing")
    func unchangedLayout() throws {
        _ = verify(SnapshotTestSupport.image(), ModalScene.make())
        let message = try #require(verify(Self.changed, ModalScene.make()).failureMessage)
        #expect(message.contains("Layout: unchanged against card.layout.json"))
        #expect(message.contains("Pixels: 12 pixels differ"))
    }

    @Test("a reference without a tree fails with the pixel message alone, as before trees")
    func missingTreeKeepsTheOldMessage() throws {
        _ = verify(SnapshotTestSupport.image(), nil)
        let message = try #require(verify(Self.changed, ModalScene.make()).failureMessage)
        #expect(message.hasPrefix("Snapshot \"Suite/card\" does not match its reference: 12 pixels differ"))
        #expect(!message.contains("Layout"))
    }

    @Test("a malformed tree is named with why, and the failure falls back to pixels", arguments: [
        "{\"format\":1,\"nodes\":[", "", "{\"format\":7,\"nodes\":[],\"scale\":1,\"size\":{\"width\":1,\"height\":1}}",
    ])
    func malformedTreeFallsBack(text: String) throws {
        _ = verify(SnapshotTestSupport.image(), ModalScene.make())
        try text.write(toFile: layoutPath, atomically: true, encoding: .utf8)
        let message = try #require(verify(Self.changed, ModalScene.make(titleY: 30)).failureMessage)
        #expect(message.contains("Layout: the tree beside the reference cannot be read (\(layoutPath): "))
        #expect(message.contains("comparing pixels only"))
        #expect(message.contains("Pixels: 12 pixels differ"))
        #expect(!message.contains("moved"))
    }

    @Test("a matching reference without a tree gets one in record mode missing, never on CI or in mode never")
    func matchingReferenceGetsItsTree() throws {
        _ = verify(SnapshotTestSupport.image(), nil)
        #expect(verify(SnapshotTestSupport.image(), ModalScene.make(), isCI: true) == .matched)
        #expect(verify(SnapshotTestSupport.image(), ModalScene.make(), record: .never) == .matched)
        #expect(!FileManager.default.fileExists(atPath: layoutPath))
        let referenceBytes = try FileBytes.read(atPath: "\(root)/Snapshots/Suite/card.png")
        guard case .recorded = verify(SnapshotTestSupport.image(), ModalScene.make()) else { Issue.record("not recorded"); return }
        #expect(try String(contentsOfFile: layoutPath, encoding: .utf8) == LayoutTree(scene: ModalScene.make()).json)
        #expect(try FileBytes.read(atPath: "\(root)/Snapshots/Suite/card.png") == referenceBytes)
        #expect(verify(SnapshotTestSupport.image(), ModalScene.make()) == .matched)
    }
}
