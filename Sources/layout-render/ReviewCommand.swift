import ArgumentParser
import Foundation
import PreviewServer
import SceneFile
import SnapshotArtifacts

/// `layout-render review [ARTIFACTS_DIR]`: the last snapshot run's failures as a local web page,
/// with Accept and Reject for each.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serve the last snapshot run's failures as a web page to accept or reject each one.",
        discussion: """
            Listens on http://127.0.0.1:8080/ (--host and --port change it; --port 0 picks a free port) and \
            shows each failure of the run: its message with the layout changes, the reference, actual and \
            difference images, an overlay slider, an onion skin and a zoomed view of the difference's bounding \
            box. Accept writes the actual image (and its layout tree) over the reference, atomically, as \
            `layout-render accept` does: only <references>/<suite>/<name>.png inside an existing references \
            folder (and inside --references); Reject drops the failure and keeps the reference; Accept all asks \
            first. Only the server's own page can accept (its Host and Origin are checked). Ctrl-C stops it.

            Exit status 2 when the artifacts folder or its records cannot be read or the address cannot be \
            listened on; without ARTIFACTS_DIR, a default folder that does not exist means no run failed: exit 0.

            Examples (open the address it prints):
              layout-render review --port 0
              layout-render review --references Snapshots --port 0
            """)

    @Argument(help: ArgumentHelp("The artifacts folder of the run (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).",
                                 valueName: "ARTIFACTS_DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("Write only inside this references folder.", valueName: "DIR"))
    var references: String?

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free port).")
    var port = 8080

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() throws {
        let folder = artifacts ?? SnapshotArtifactsFolder.defaultPath
        if artifacts == nil, !FileManager.default.fileExists(atPath: folder) {
            print("No snapshot artifacts at \(folder): no run failed, nothing to review.")
            return
        }
        let server = ReviewServer(artifacts: FailureArtifacts(directory: folder), references: references, host: host, port: port) { event in
            let line = switch event {
            case .listening(let url): "Reviewing \(folder) at \(url) (Ctrl-C stops)"
            case .accepted(let id): ErrorText.line("accepted \(id)")
            case .rejected(let id): ErrorText.line("rejected \(id)")
            }
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        do {
            try PreviewCommand.waitFor { try await server.run(stoppingOn: [SIGINT, SIGTERM]) }
        } catch {
            throw InputError(error)
        }
    }
}
