import ArgumentParser
import Foundation
import SceneFile
import SnapshotArtifacts

/// `layout-render accept [ARTIFACTS_DIR] [--only PATTERN]`: the last run's actual images become
/// the references, from its artifacts, without running the tests again.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Write the last snapshot run's actual images over their references.",
        discussion: """
            Reads the failures a snapshot test run left in its artifacts folder and writes each \
            actual image (and its layout tree) over its reference, atomically; accepted failures \
            leave the report. Only <references>/<suite>/<name>.png files inside an existing \
            references folder are written; every failure is checked before anything is written.
            Exit status: 0 accepted (or nothing failed), 1 --only matched no failure, 2 an error \
            (no artifacts folder, a record or image that cannot be read, a reference outside the \
            references folder, a file that cannot be written). Without ARTIFACTS_DIR, a default \
            folder that does not exist means no run failed: exit 0.

            Examples:
              layout-render accept
              layout-render accept --only 'Alerts/*' --references Snapshots
            """)

    @Argument(help: ArgumentHelp("The artifacts folder of the run (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).",
                                 valueName: "ARTIFACTS_DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Accept only failures whose suite/name matches this shell pattern, e.g. 'Alerts/*'.",
                               valueName: "PATTERN"))
    var only: String?

    @Option(help: ArgumentHelp("Write only inside this references folder.", valueName: "DIR"))
    var references: String?

    func run() throws {
        let folder = artifacts ?? SnapshotArtifactsFolder.defaultPath
        if artifacts == nil, !FileManager.default.fileExists(atPath: folder) {
            print("No snapshot artifacts at \(folder): no run failed, nothing to accept.")
            return
        }
        let acceptance = ReferenceAcceptance(artifacts: FailureArtifacts(directory: folder), references: references)
        let failures: [FailureArtifacts.Record]
        do {
            failures = try acceptance.failures(matching: only)
            try acceptance.accept(failures)
        } catch {
            throw InputError(error)
        }
        if failures.isEmpty, let only {
            LayoutRender.printError("no failure in \(folder) matches \(only)")
            throw ExitCode(ExitStatus.difference)
        }
        if failures.isEmpty { print("No failures in \(folder): nothing to accept.") }
        // A record's names are a file's words (anyone's): one escaped line each.
        for failure in failures { print(ErrorText.line("accepted \(failure.identifier) -> \(failure.referencePath)")) }
    }
}
