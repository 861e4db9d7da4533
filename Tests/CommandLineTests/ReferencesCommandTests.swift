import Foundation
import Testing
import TestSupport
import SnapshotArtifacts
import Rasterizer

/// `layout-render references --orphans`: the references the last run did not assert.
@Suite struct ReferencesCommandTests {
    /// A references folder with two references and a tree, and a run that asserted one of them.
    func fixture() throws -> (artifacts: String, references: String) {
        let root = try Scratch.directory("references").path
        let suite = root + "/Snapshots/Cards"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        for file in ["kept.png", "kept.layout.json", "stale.png", "stale.layout.json"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: suite + "/" + file))
        }
        let artifacts = FailureArtifacts(directory: root + "/artifacts")
        try artifacts.noteAsserted(suite + "/kept.png")
        return (root + "/artifacts", root + "/Snapshots")
    }

    @Test func orphansAreListedWithExitStatusOne() throws {
        let (artifacts, references) = try fixture()
        let result = try BuiltCommand.run(["references", "--orphans", artifacts, "--references", references])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput == "\(references)/Cards/stale.layout.json\n\(references)/Cards/stale.png\n")
        #expect(FileManager.default.fileExists(atPath: references + "/Cards/stale.png"))
    }

    @Test func deleteRemovesOnlyTheOrphans() throws {
        let (artifacts, references) = try fixture()
        let result = try BuiltCommand.run(["references", "--orphans", artifacts, "--references", references, "--delete"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: references + "/Cards").sorted() == ["kept.layout.json", "kept.png"])
    }

    @Test func anArtifactsFolderWithoutARunIsBadInput() throws {
        let folder = try Scratch.directory("references-empty").path
        let result = try BuiltCommand.run(["references", "--orphans", folder, "--references", folder])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no record of a snapshot run"))
    }

    @Test func withoutOrphansTheFlagIsAUsageError() throws {
        #expect(try BuiltCommand.run(["references"]).status == 2)
        #expect(try BuiltCommand.run(["references", "--orphans", "--digest"]).status == 2)
        #expect(try BuiltCommand.run(["references", "--digest", "--delete"]).status == 2)
    }

    /// `--digest`: references recorded without a pixel digest get one; their pixels and image data
    /// stay as they were; a second run has nothing to do; a file that is not a PNG is an error
    /// that names it.
    @Test func digestStampsOnlyWhatLacksOne() throws {
        let root = try Scratch.directory("references-digest").path
        try FileManager.default.createDirectory(atPath: root + "/Cards", withIntermediateDirectories: true)
        let image = RGBAImage(width: 3, height: 2, pixels: (0..<24).map { UInt8($0 * 10) })!
        let plain = try PNGEncoder.libpngDefault.encode(image)
        try Data(plain).write(to: URL(fileURLWithPath: root + "/Cards/card.png"))
        let first = try BuiltCommand.run(["references", "--digest", "--references", root])
        #expect(first.status == 0, "\(first.standardError)")
        #expect(first.standardOutput == "digested \(root)/Cards/card.png\n1 digested, 0 already current\n")
        let stamped = try FileBytes.read(atPath: root + "/Cards/card.png")
        #expect(PixelDigest.png(stamped, matches: image))
        #expect(PNGTextChunk.removing(keyword: PixelDigest.keyword, from: stamped) == plain, "only the chunk was added")
        let second = try BuiltCommand.run(["references", "--digest", "--references", root])
        #expect(second.standardOutput == "0 digested, 1 already current\n")
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: root + "/Cards/broken.png"))
        let broken = try BuiltCommand.run(["references", "--digest", "--references", root])
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("\(root)/Cards/broken.png"), "\(broken.standardError)")
        #expect(try BuiltCommand.run(["references", "--digest", "--references", root + "/missing"]).status == 2)
    }
}
