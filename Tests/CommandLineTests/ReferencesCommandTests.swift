import Foundation
import Testing
import TestSupport
import SnapshotArtifacts

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
    }
}
