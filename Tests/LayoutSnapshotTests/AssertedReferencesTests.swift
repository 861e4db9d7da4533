import Foundation
import Testing
@testable import LayoutSnapshot
import Rasterizer

/// The run's ledger of asserted references, and the orphans it reveals.
@Suite struct AssertedReferencesTests {
    @Test func everyVerificationNotesItsReference() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let context = SnapshotTestSupport.context(root: root, name: "noted", record: .all)
        _ = SnapshotVerifier(context: context).verify(SnapshotTestSupport.image())
        let other = SnapshotTestSupport.context(root: root, name: "missing", record: .never)
        _ = SnapshotVerifier(context: other).verify(SnapshotTestSupport.image())
        let asserted = try #require(try FailureArtifacts(directory: context.artifactsDirectory).lastRunAsserted())
        #expect(asserted == [context.referencePath, other.referencePath])
    }

    @Test func aRunStartingDropsEarlierRunsLines() throws {
        let artifacts = FailureArtifacts(directory: try SnapshotTestSupport.scratchDirectory())
        try Data("1-2\t/old/Snapshots/Suite/gone.png\n".utf8).write(to: URL(fileURLWithPath: artifacts.assertedReferencesPath))
        #expect(try artifacts.lastRunAsserted() == ["/old/Snapshots/Suite/gone.png"])
        try artifacts.beginRun()
        try artifacts.noteAsserted("/new/Snapshots/Suite/kept.png")
        #expect(try artifacts.lastRunAsserted() == ["/new/Snapshots/Suite/kept.png"])
        #expect(try String(contentsOfFile: artifacts.assertedReferencesPath, encoding: .utf8).contains("gone") == false)
    }

    @Test func noLedgerIsNilNotEmpty() throws {
        #expect(try FailureArtifacts(directory: try SnapshotTestSupport.scratchDirectory()).lastRunAsserted() == nil)
    }

    @Test func orphansAreUnassertedReferencesAndTheirTrees() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        let suite = root + "/Snapshots/Suite"
        try FileManager.default.createDirectory(atPath: suite, withIntermediateDirectories: true)
        for file in ["a.png", "a.layout.json", "b.png", "b.layout.json", "c.layout.json", "notes.txt"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: suite + "/" + file))
        }
        let orphans = try OrphanReferences(folder: root + "/Snapshots/", asserted: [suite + "/a.png", root + "/Snapshots/Other/z.png"])
        #expect(orphans.files == ["b.layout.json", "b.png", "c.layout.json"].map { suite + "/" + $0 })
        try orphans.delete()
        #expect(try FileManager.default.contentsOfDirectory(atPath: suite).sorted() == ["a.layout.json", "a.png", "notes.txt"])
    }

    @Test func aReferencesFolderThatDoesNotExistIsAnError() throws {
        let root = try SnapshotTestSupport.scratchDirectory()
        #expect(throws: FileError.self) { try OrphanReferences(folder: root + "/nowhere", asserted: []) }
    }
}
