import Foundation
import TestSupport
import LayoutEngine
import LayoutSnapshot
import LayoutSnapshotTesting
import Rasterizer
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategy, driven through that library's own `verifySnapshot`
/// with references in a scratch folder.
@Suite("swift-snapshot-testing image strategy")
struct SnapshotTestingStrategyTests {
    let directory: String
    let artifacts: String
    init() throws {
        directory = try SnapshotTestSupport.scratchDirectory()
        artifacts = try SnapshotTestSupport.scratchDirectory()
        // swift-snapshot-testing also writes a failure's image under the temporary directory.
        Scratch.removeAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTestingStrategyTests").path)
    }

    func verify(_ image: RGBAImage, tolerance: SnapshotTolerance = .standard,
                record: SnapshotTestingConfiguration.Record = .missing) -> String? {
        SnapshotTesting.verifySnapshot(of: image, as: Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance,
                                                                                               artifactsDirectory: artifacts),
                                              named: "card", record: record, snapshotDirectory: directory)
    }

    /// The one reference file swift-snapshot-testing wrote (it names it after the test function).
    func referencePath() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }
        return "\(directory)/\(try #require(files.first))"
    }

    @Test("the first run records a PNG that the next run matches")
    func recordsThenMatches() throws {
        #expect(verify(SnapshotTestSupport.image())?.contains("recorded") == true)
        let reference = try PNGDecoder().decode(contentsOfFile: referencePath())
        #expect(reference == SnapshotTestSupport.image())
        #expect(verify(SnapshotTestSupport.image()) == nil)
    }

    @Test("a changed image fails and the message names a difference image written to disk")
    func mismatchWritesDifferenceImage() throws {
        _ = verify(SnapshotTestSupport.image())
        let message = try #require(verify(SnapshotTestSupport.image(mark: (8, 6, 12, 10))))
        #expect(message.contains("12 pixels differ"))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("Difference: ") })
        let path = String(line.dropFirst("Difference: ".count))
        #expect(path.hasPrefix(artifacts))
        let difference = try PNGDecoder().decode(contentsOfFile: path)
        #expect(difference.width == 40 && difference.height == 30)
    }

    @Test("the tolerance is honored")
    func toleranceHonored() {
        _ = verify(SnapshotTestSupport.image())
        #expect(verify(SnapshotTestSupport.image(mark: (8, 6, 12, 10)), tolerance: SnapshotTolerance(maxDiffPixels: 12)) == nil)
    }

    @Test("scenes and bitmaps pull back to the image strategy")
    func sceneStrategy() {
        let scene = Scene(size: Size(width: 40, height: 30), scale: 1, background: .white, nodes: [])
        let strategy = Snapshotting<Scene, RGBAImage>.image(artifactsDirectory: artifacts, drawnBy: { _ in Bitmap(SnapshotTestSupport.image()) })
        _ = SnapshotTesting.verifySnapshot(of: scene, as: strategy, named: "scene", snapshotDirectory: directory)
        #expect(SnapshotTesting.verifySnapshot(of: Bitmap(SnapshotTestSupport.image()), as: Snapshotting<Bitmap, RGBAImage>.image,
                                               named: "scene", snapshotDirectory: directory) == nil)
    }

    @Test("a scene whose text has a character no font draws fails naming it and the node, recorded or compared; .warn passes")
    func sceneMissingGlyphs() throws {
        let (_, scene, ids) = try SceneSnapshotTests.tofuButton()
        let id = try #require(ids.first)
        let painter: (Scene) throws -> Bitmap = { try ScenePainter().render($0) }
        // The first run records the reference and fails there and then for the glyphs (the
        // library's own message says only that it recorded); then only the glyphs fail.
        withKnownIssue {
            let recorded = SnapshotTesting.verifySnapshot(of: scene, as: .image(artifactsDirectory: artifacts, drawnBy: painter),
                                                          named: "tofu", snapshotDirectory: directory)
            #expect(recorded?.contains("No reference was found") == true)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("U+E000") && $0.rawValue.contains("\(id):") && $0.rawValue.contains("empty boxes") }
        }
        let failure = SnapshotTesting.verifySnapshot(of: scene, as: .image(artifactsDirectory: artifacts, drawnBy: painter),
                                                     named: "tofu", snapshotDirectory: directory)
        let message = try #require(failure)
        #expect(message.contains("Text with characters no font draws") && message.contains("U+E000") && message.contains("\(id):"))
        let warned = SnapshotTesting.verifySnapshot(of: scene, as: .image(artifactsDirectory: artifacts, missingGlyphs: .warn,
                                                                          drawnBy: painter),
                                                    named: "tofu", snapshotDirectory: directory)
        #expect(warned == nil)
    }

    @Test("a corrupt reference fails with a clear message")
    func corruptReference() throws {
        _ = verify(SnapshotTestSupport.image())
        try AtomicFile.write(Array("not a png".utf8), toPath: referencePath())
        #expect(verify(SnapshotTestSupport.image())?.contains("not a readable PNG") == true)
    }
}

/// The layout tree as a swift-snapshot-testing snapshot beside the image.
@Suite("swift-snapshot-testing layout tree strategy")
struct LayoutTreeSnapshottingTests {
    let directory: String
    init() throws {
        directory = try SnapshotTestSupport.scratchDirectory()
        Scratch.removeAtExit(FileManager.default.temporaryDirectory.appendingPathComponent("SnapshotTestingStrategyTests").path)
    }

    func verify(_ scene: Scene) -> String? {
        SnapshotTesting.verifySnapshot(of: scene, as: .layoutTree, named: "modal", record: .missing, snapshotDirectory: directory)
    }

    @Test("the first run records the tree as JSON, the same scene then matches, a changed one names its changes")
    func recordsMatchesAndNamesChanges() throws {
        #expect(verify(ModalScene.make())?.contains("recorded") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1 && files[0].hasSuffix(".layout.json"))
        #expect(try String(contentsOfFile: "\(directory)/\(files[0])", encoding: .utf8) == LayoutTree(scene: ModalScene.make()).json)
        #expect(verify(ModalScene.make()) == nil)
        let message = try #require(verify(ModalScene.make(titleY: 22, titleHeight: 40)))
        #expect(message.contains("Layout changes:\n  modal.title moved 2 pt down, height 20 -> 40"))
    }

    @Test("the tree and the image, asserted in one test, are kept side by side under one name")
    func besideTheImage() throws {
        let scene = ModalScene.make()
        _ = SnapshotTesting.verifySnapshot(of: scene, as: .layoutTree, named: "modal", record: .missing, snapshotDirectory: directory)
        _ = SnapshotTesting.verifySnapshot(of: scene, as: .image(drawnBy: { try ScenePainter().render($0) }), named: "modal",
                                           record: .missing, snapshotDirectory: directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["besideTheImage.modal.layout.json", "besideTheImage.modal.png"])
    }

    @Test("a reference that is not a tree fails with why instead of crashing")
    func malformedReference() throws {
        _ = verify(ModalScene.make())
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first)
        try "{\"format\":1,\"nodes\":[".write(toFile: "\(directory)/\(file)", atomically: true, encoding: .utf8)
        let message = try #require(verify(ModalScene.make()))
        #expect(message.contains("The layout trees cannot be compared (the reference layout tree: "))
    }
}
