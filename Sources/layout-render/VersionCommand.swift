import ArgumentParser
import SnapshotArtifacts

struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version.", discussion: """
        Examples:
          layout-render version
        """)
    func run() { print(RenderFingerprint.renderer) }
}
