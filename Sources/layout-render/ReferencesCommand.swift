import ArgumentParser
import Foundation
import SceneFile
import SnapshotArtifacts

/// `layout-render references --orphans [ARTIFACTS_DIR] [--delete]`: the reference files no test
/// asserted in the last run. `layout-render references --digest`: gives each reference PNG the
/// digest of its pixels, so snapshots that match it do not decode it.
struct ReferencesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "references",
        abstract: "List (or delete) the reference images no test asserted in the last snapshot run, or digest references.",
        discussion: """
            Every assertion notes its reference in the run's artifacts folder \
            (asserted-references.txt); --orphans lists each PNG under the references folder, and each \
            layout tree kept beside one, that the last run did not assert, one path a line. Run it after \
            the whole suite: a run of some tests leaves the others' references unasserted. \
            Exit status: 0 no orphans (or all deleted), 1 orphans listed, 2 an error (no record of a run \
            in a folder that exists, no references folder, a file that cannot be removed). Without \
            ARTIFACTS_DIR, a default folder that does not exist means no run was recorded: exit 0.

            --digest adds to each reference PNG under the references folder that lacks one (recorded \
            by an earlier version, or rewritten by an optimizer) the digest of the pixels it decodes to, \
            so an assertion that draws the same pixels matches without decoding it; only that chunk is \
            added, atomically, the image data untouched. Exit status: 0 done, 2 an error (no such folder, \
            a file that is not a readable PNG). Without --references, no Snapshots folder here means \
            nothing to digest: exit 0.

            Examples:
              layout-render references --orphans --references Snapshots
              layout-render references --orphans --delete
              layout-render references --digest
            """)

    @Flag(help: "List the references no test asserted in the last run.")
    var orphans = false

    @Flag(help: "Give each reference PNG that lacks one the digest of its pixels (snapshots that match it then skip decoding it).")
    var digest = false

    @Argument(help: ArgumentHelp("The artifacts folder of the run (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).",
                                 valueName: "ARTIFACTS_DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("The references folder (default: Snapshots).", valueName: "DIR"))
    var references: String?

    @Flag(help: "Remove the orphaned files instead of only listing them.")
    var delete = false

    func validate() throws {
        guard orphans != digest else { throw ValidationError("say what to do: --orphans or --digest") }
        if digest && (delete || artifacts != nil) { throw ValidationError("--digest reads only the references folder") }
    }

    func run() throws {
        if digest { return try digestReferences() }
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
            found = try OrphanReferences(folder: references ?? "Snapshots", asserted: asserted)
            if delete { try found.delete() }
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(error)
        }
        let base = FileManager.default.currentDirectoryPath + "/"
        // File names are anyone's bytes: one escaped line each.
        for file in found.files { print(ErrorText.line((delete ? "deleted " : "") + (file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file))) }
        if !found.files.isEmpty && !delete { throw ExitCode(ExitStatus.difference) }
    }

    private func digestReferences() throws {
        if references == nil, !FileManager.default.fileExists(atPath: "Snapshots") {
            print("No references folder Snapshots here: nothing to digest.")
            return
        }
        let done: ReferenceDigests
        do { done = try ReferenceDigests(folder: references ?? "Snapshots") } catch { throw InputError(error) }
        let base = FileManager.default.currentDirectoryPath + "/"
        for file in done.stamped { print(ErrorText.line("digested " + (file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file))) }
        print("\(done.stamped.count) digested, \(done.current) already current")
    }
}
