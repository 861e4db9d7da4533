import ArgumentParser
import Foundation
import SnapshotArtifacts

/// `layout-render references --orphans [ARTIFACTS_DIR] [--delete]`: the reference files no test
/// asserted in the last run.
struct ReferencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "references",
        abstract: "List (or delete) the reference images no test asserted in the last snapshot run.",
        discussion: """
            Every assertion notes its reference in the run's artifacts folder \
            (asserted-references.txt); --orphans lists each PNG under the references folder, and each \
            layout tree kept beside one, that the last run did not assert, one path a line. Run it after \
            the whole suite: a run of some tests leaves the others' references unasserted. \
            Exit status: 0 no orphans (or all deleted), 1 orphans listed, 2 an error (no record of a run \
            in a folder that exists, no references folder, a file that cannot be removed). Without \
            ARTIFACTS_DIR, a default folder that does not exist means no run was recorded: exit 0.

            Examples:
              layout-render references --orphans --references Snapshots
              layout-render references --orphans --delete
            """)

    @Flag(help: "List the references no test asserted in the last run (the only listing there is).")
    var orphans = false

    @Argument(help: ArgumentHelp("The artifacts folder of the run (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).",
                                 valueName: "ARTIFACTS_DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("The references folder (default: Snapshots).", valueName: "DIR"))
    var references = "Snapshots"

    @Flag(help: "Remove the orphaned files instead of only listing them.")
    var delete = false

    func validate() throws {
        guard orphans else { throw ValidationError("say what to list: --orphans") }
    }

    func run() throws {
        let folder = artifacts ?? SnapshotArtifactsFolder.defaultPath
        if artifacts == nil, !FileManager.default.fileExists(atPath: folder) {
            print("No snapshot artifacts at \(folder): no run recorded, nothing to check.")
            return
        }
        let found: OrphanReferences
        do {
            guard let asserted = try FailureArtifacts(directory: folder).lastRunAsserted() else {
                throw InputError("\(folder): no record of a snapshot run (asserted-references.txt); run the whole test suite first")
            }
            found = try OrphanReferences(folder: references, asserted: asserted)
            if delete { try found.delete() }
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(error)
        }
        let base = FileManager.default.currentDirectoryPath + "/"
        for file in found.files { print((delete ? "deleted " : "") + (file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file)) }
        if !found.files.isEmpty && !delete { throw ExitCode(ExitStatus.difference) }
    }
}
