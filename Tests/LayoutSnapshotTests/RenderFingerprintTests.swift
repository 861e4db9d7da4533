import Foundation
import Testing
import LayoutEngine
@testable import LayoutSnapshot
import Rasterizer

/// Fingerprints: each reference records its renderer and the digests of the fonts and images it
/// drew; a failure whose inputs changed names them.
@Suite struct RenderFingerprintTests {
    static let scene: Scene = {
        let text = try! TextEngine.shared.layout("Hello", style: TextStyle(size: 17), maxWidth: 200, scale: 2)
        return Scene(size: Size(width: 120, height: 40), scale: 2, background: .white, nodes: [
            SceneNode(id: "title", frame: Rect(x: 8, y: 8, width: text.size.width, height: text.size.height),
                      content: .text(text, color: .black)),
            SceneNode(id: "avatar", frame: Rect(x: 90, y: 8, width: 2, height: 2),
                      content: .image(ImageContent(width: 2, height: 2, rgba: Array(repeating: 200, count: 16)))),
        ])
    }()

    @Test func textChunkRoundTripsAndLeavesThePixels() throws {
        let image = SnapshotTestSupport.image()
        let png = try PNGEncoder.libpngDefault.encode(image)
        let stamped = PNGTextChunk.adding("renderer x\nfont a.ttf 01", keyword: "layout-render", to: png)
        #expect(PNGTextChunk.text(keyword: "layout-render", in: stamped) == "renderer x\nfont a.ttf 01")
        #expect(PNGTextChunk.text(keyword: "other", in: stamped) == nil)
        #expect(PNGTextChunk.text(keyword: "layout-render", in: png) == nil)
        #expect(try PNGDecoder().decode(stamped) == image)
    }

    @Test func sceneFingerprintNamesItsFontFilesAndImages() throws {
        let fingerprint = RenderFingerprint(scene: Self.scene)
        #expect(fingerprint.renderer == RenderFingerprint.renderer)
        #expect(fingerprint.inputs.keys.sorted() == ["font DejaVuSans.ttf", "image avatar"])
        #expect(RenderFingerprint(text: fingerprint.text) == fingerprint)
        #expect(RenderFingerprint(scene: Self.scene) == fingerprint, "the same inputs, the same digests")
    }

    @Test func changesNameEachInputThatDiffers() {
        let now = RenderFingerprint(inputs: ["font NotoSansCJK-Regular.ttc": "2", "font DejaVuSans.ttf": "1", "image a": "3"])
        let then = RenderFingerprint(renderer: "layout-render 0.0.9",
                                     inputs: ["font NotoSansCJK-Regular.ttc": "9", "font DejaVuSans.ttf": "1", "image b": "3"])
        #expect(now.changes(from: then) == [
            "the renderer is \(RenderFingerprint.renderer), the reference's layout-render 0.0.9",
            "NotoSansCJK-Regular.ttc differs from the reference's",
            "a is drawn now but was not in the reference",
            "b was drawn in the reference but is not now",
        ])
        #expect(now.changes(from: now).isEmpty)
    }

    @Test func aRecordedReferenceKeepsItsFingerprintAndTheSameBytesEachTime() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let capture = try ImageSnapshot<Scene>.image.capture(Self.scene)
        let verifier = SnapshotVerifier(context: SnapshotTestSupport.context(root: root, record: .all))
        _ = verifier.verify(capture.image, layout: capture.layout, fingerprint: capture.fingerprint)
        let first = try FileBytes.read(atPath: verifier.context.referencePath)
        #expect(RenderFingerprint(png: first) == capture.fingerprint)
        _ = verifier.verify(capture.image, layout: capture.layout, fingerprint: capture.fingerprint)
        #expect(try FileBytes.read(atPath: verifier.context.referencePath) == first)
    }

    @Test func aFailureWhoseFontChangedNamesTheFont() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let recorded = RenderFingerprint(inputs: ["font NotoSansCJK-Regular.ttc": "1111"])
        let recorder = SnapshotVerifier(context: SnapshotTestSupport.context(root: root, record: .all))
        _ = recorder.verify(SnapshotTestSupport.image(), fingerprint: recorded)
        let now = RenderFingerprint(inputs: ["font NotoSansCJK-Regular.ttc": "2222"])
        let checker = SnapshotVerifier(context: SnapshotTestSupport.context(root: root, record: .never))
        let changed = SnapshotTestSupport.image(mark: (20, 10, 6, 6))
        let message = try #require(checker.verify(changed, fingerprint: now).failureMessage)
        #expect(message.contains("Inputs: NotoSansCJK-Regular.ttc differs from the reference's"), "\(message)")
        // The same inputs: the message says nothing about them.
        let same = try #require(checker.verify(changed, fingerprint: recorded).failureMessage)
        #expect(!same.contains("Inputs:"))
    }

    @Test func acceptWritesTheFailuresFingerprintIntoTheReference() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let context = SnapshotTestSupport.context(root: root, record: .all)
        _ = SnapshotVerifier(context: context).verify(SnapshotTestSupport.image())
        let fingerprint = RenderFingerprint(inputs: ["font DejaVuSans.ttf": "abcd"])
        var never = context
        never.record = .never
        _ = SnapshotVerifier(context: never).verify(SnapshotTestSupport.image(mark: nil), fingerprint: fingerprint)
        let artifacts = FailureArtifacts(directory: context.artifactsDirectory)
        try ReferenceAcceptance(artifacts: artifacts).accept(try artifacts.records())
        #expect(RenderFingerprint(png: try FileBytes.read(atPath: context.referencePath)) == fingerprint)
    }
}
