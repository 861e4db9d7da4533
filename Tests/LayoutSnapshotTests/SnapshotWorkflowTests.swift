import Foundation
@testable import LayoutSnapshot
@testable import SnapshotArtifacts
import Rasterizer
import LayoutEngine
import Testing

/// Issue 25: artifacts belong to a run, failures accepted from them, reports for CI.
@Suite("Snapshot workflow")
struct SnapshotWorkflowTests {
    let root: String
    init() throws { root = try SnapshotTestSupport.scratchDirectory() }

    var artifacts: FailureArtifacts { FailureArtifacts(directory: "\(root)/artifacts") }
    var referencePath: String { "\(root)/Snapshots/Suite/card.png" }
    static let changed = SnapshotTestSupport.image(mark: (8, 6, 12, 10))

    func verify(_ image: RGBAImage, _ scene: Scene? = nil, name: String = "card") -> SnapshotVerifier.Outcome {
        SnapshotVerifier(context: SnapshotTestSupport.context(root: root, name: name))
            .verify(image, layout: scene.map { LayoutTree(scene: $0) })
    }

    /// A failure left by an earlier run (another run identifier), with its image.
    func writeEarlierRunFailure() throws {
        let record = #"{"actual":"Old/x.actual.png","message":"old","name":"x","referencePath":"/r","run":"earlier","sideBySide":"Old/x.side-by-side.png","suite":"Old"}"#
        try AtomicFile.write(record, toPath: "\(root)/artifacts/Old/x.failure.json")
        try AtomicFile.write([1], toPath: "\(root)/artifacts/Old/x.actual.png")
        try artifacts.writeIndex([try #require(artifacts.records().first)])
    }

    @Test("a green run leaves no failure of an earlier run in the report or on disk")
    func greenRunClearsStaleFailures() throws {
        try writeEarlierRunFailure()
        try AtomicFile.write(PNGEncoder.fast.encode(SnapshotTestSupport.image()), toPath: referencePath)
        #expect(try String(contentsOfFile: "\(root)/artifacts/index.html", encoding: .utf8).contains("1 snapshot failed"))
        #expect(verify(SnapshotTestSupport.image()) == .matched)
        let html = try String(contentsOfFile: "\(root)/artifacts/index.html", encoding: .utf8)
        #expect(html.contains("<h1>No snapshot failed</h1>"))
        #expect(!html.contains("Old/x"))
        #expect(!FileManager.default.fileExists(atPath: "\(root)/artifacts/Old/x.actual.png"))
        #expect(try artifacts.records().isEmpty)
    }

    @Test("accept writes the actual image and its layout tree over the reference and empties the report")
    func acceptWritesReferenceAndTree() throws {
        _ = verify(SnapshotTestSupport.image(), ModalScene.make())
        let changedScene = ModalScene.make(titleY: 22, titleHeight: 40, message: "Bye")
        #expect(verify(Self.changed, changedScene).failureMessage != nil)
        let acceptance = ReferenceAcceptance(artifacts: artifacts, references: "\(root)/Snapshots")
        try acceptance.accept(acceptance.failures(matching: nil))
        #expect(try PNGDecoder().decode(contentsOfFile: referencePath) == Self.changed)
        #expect(try String(contentsOfFile: "\(root)/Snapshots/Suite/card.layout.json", encoding: .utf8)
            == LayoutTree(scene: changedScene).json)
        #expect(try artifacts.records().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "\(root)/artifacts/Suite/card.actual.png"))
        #expect(verify(Self.changed, changedScene) == .matched)
    }

    @Test("accept --only takes the failures whose suite/name matches the pattern and leaves the rest")
    func acceptOnlyMatching() throws {
        for name in ["card", "list"] { _ = verify(SnapshotTestSupport.image(), name: name) }
        for name in ["card", "list"] { #expect(verify(Self.changed, name: name).failureMessage != nil) }
        let acceptance = ReferenceAcceptance(artifacts: artifacts)
        let chosen = try acceptance.failures(matching: "Suite/l*")
        #expect(chosen.map(\.identifier) == ["Suite/list"])
        try acceptance.accept(chosen)
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/list.png") == Self.changed)
        #expect(try PNGDecoder().decode(contentsOfFile: referencePath) == SnapshotTestSupport.image())
        #expect(try artifacts.records().map(\.identifier) == ["Suite/card"])
    }

    @Test("accept refuses a record whose reference is not <references>/<suite>/<name>.png, writing nothing",
          arguments: ["/etc/passwd", "/tmp/../etc/Suite/card.png", "relative/Suite/card.png"])
    func acceptRefusesForeignPaths(target: String) throws {
        _ = verify(SnapshotTestSupport.image())
        #expect(verify(Self.changed).failureMessage != nil)
        var record = try #require(artifacts.records().first)
        record.referencePath = target
        try artifacts.add(record)
        let acceptance = ReferenceAcceptance(artifacts: artifacts)
        #expect(throws: ReferenceAcceptance.Refusal.self) { try acceptance.accept(acceptance.failures(matching: nil)) }
        #expect(try artifacts.records().count == 1)
        #expect(try PNGDecoder().decode(contentsOfFile: referencePath) == SnapshotTestSupport.image())
    }

    @Test("accept refuses a reference folder reached through a symbolic link out of the references folder")
    func acceptRefusesSymbolicLinkEscape() throws {
        let outside = try SnapshotTestSupport.scratchDirectory()
        try FileManager.default.createDirectory(atPath: "\(root)/Snapshots", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: "\(root)/Snapshots/Suite", withDestinationPath: outside)
        #expect(verify(SnapshotTestSupport.image()) != .matched)
        #expect(verify(Self.changed).failureMessage != nil)
        let acceptance = ReferenceAcceptance(artifacts: artifacts, references: "\(root)/Snapshots")
        // The record names <root>/Snapshots/Suite/card.png; the link makes that the outside folder.
        #expect(throws: ReferenceAcceptance.Refusal.self) { try acceptance.accept(acceptance.failures(matching: nil)) }
    }

    @Test("a report counts failures in Markdown with links to images and in JUnit XML, escaped")
    func reportMarkdownAndJUnit() throws {
        _ = verify(SnapshotTestSupport.image(), name: "a<b")
        #expect(verify(Self.changed, name: "a<b").failureMessage != nil)
        let report = RunReport(failures: try artifacts.records())
        #expect(report.markdown.hasPrefix("## 1 snapshot failed\n"))
        #expect(report.markdown.contains("| `Suite/a<b` | Snapshot \"Suite/a<b\": "))
        #expect(report.markdown.contains("[actual](Suite/a<b.actual.png)"))
        let xml = report.junitXML
        #expect(xml.contains(#"<testsuites name="snapshots" tests="1" failures="1">"#))
        #expect(xml.contains(#"<testcase classname="Suite" name="a&lt;b"><failure message="Snapshot &quot;Suite/a&lt;b&quot;"#))
        #expect(RunReport(failures: []).markdown == "## No snapshot failed\n")
    }

    @Test("merging two shards gathers both failures and their images; a failure in both shards is an error")
    func mergeShards() throws {
        let shards = try (0..<2).map { index in
            let shard = FailureArtifacts(directory: try SnapshotTestSupport.scratchDirectory())
            _ = try shard.write(suite: "Shard\(index)", name: "shot", message: "failure \(index)", referencePath: "/r/Shard\(index)/shot.png",
                                reference: nil, actual: SnapshotTestSupport.image(), difference: nil)
            return shard
        }
        let merged = FailureArtifacts(directory: "\(root)/merged")
        #expect(try merged.merge(shards).map(\.identifier) == ["Shard0/shot", "Shard1/shot"])
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/merged/Shard1/shot.actual.png") == SnapshotTestSupport.image())
        #expect(try String(contentsOfFile: "\(root)/merged/index.html", encoding: .utf8).contains("2 snapshots failed"))
        let again = FailureArtifacts(directory: "\(root)/again")
        #expect(throws: FailureArtifacts.MergeError.self) { try again.merge([shards[0], shards[0]]) }
        #expect(throws: FailureArtifacts.MergeError.self) { try merged.merge(shards) }
    }
}
