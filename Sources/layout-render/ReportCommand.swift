import ArgumentParser
import Foundation
import Rasterizer
import SnapshotArtifacts

/// `layout-render report`: a snapshot run's failures as Markdown and JUnit XML, and `report merge`
/// for several shards' artifacts.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Summarize a snapshot run's failures for CI: Markdown and JUnit XML; merge shards.",
        discussion: """
            `report [ARTIFACTS_DIR]` writes summary.md (the count and a table of failures linking \
            to their images, for a pull-request comment) and junit.xml into the artifacts folder, \
            or where --markdown and --junit say. `report merge DIR... -o OUT` gathers several \
            shards' artifacts folders into OUT (new or empty) with one index.html, summary.md \
            and junit.xml. Without ARTIFACTS_DIR, a default folder that does not exist is a run \
            with no failures.
            Exit status: 0 written, 2 an error (a folder or record that cannot be read, the same \
            snapshot failing in two shards, a file that cannot be written).

            Examples:
              layout-render report
              layout-render report --markdown summary.md --junit junit.xml
            """,
        subcommands: [ReportSummaryCommand.self, ReportMergeCommand.self],
        defaultSubcommand: ReportSummaryCommand.self)
}

/// `layout-render report [ARTIFACTS_DIR]`.
struct ReportSummaryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "summary", abstract: "Write a run's Markdown summary and JUnit XML.")

    @Argument(help: ArgumentHelp("The artifacts folder (default: $LAYOUT_SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).",
                                 valueName: "ARTIFACTS_DIR"))
    var artifacts: String?

    @Option(help: ArgumentHelp("The Markdown summary (default: ARTIFACTS_DIR/summary.md; - for standard output).", valueName: "FILE"))
    var markdown: String?

    @Option(help: ArgumentHelp("The JUnit XML (default: ARTIFACTS_DIR/junit.xml; - for standard output).", valueName: "FILE"))
    var junit: String?

    func run() throws {
        let folder = artifacts ?? SnapshotArtifactsFolder.defaultPath
        do {
            let failures = artifacts == nil && !FileManager.default.fileExists(atPath: folder)
                ? [] : try FailureArtifacts(directory: folder).records()
            try ReportFiles.write(RunReport(failures: failures), markdown: markdown ?? "\(folder)/summary.md",
                                  junit: junit ?? "\(folder)/junit.xml")
        } catch {
            throw InputError(error)
        }
    }
}

/// `layout-render report merge DIR... -o OUT`.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge", abstract: "Merge several shards' artifacts folders into one report.")

    @Argument(help: ArgumentHelp("The shards' artifacts folders.", valueName: "DIR"))
    var shards: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The merged folder, new or empty.", valueName: "OUT"))
    var output: String

    func validate() throws {
        guard !shards.isEmpty else { throw ValidationError("name at least one artifacts folder to merge") }
    }

    func run() throws {
        do {
            let merged = try FailureArtifacts(directory: output).merge(shards.map { FailureArtifacts(directory: $0) })
            try ReportFiles.write(RunReport(failures: merged), markdown: "\(output)/summary.md", junit: "\(output)/junit.xml")
            print("merged \(merged.count) failures from \(shards.count) folders into \(output)/index.html")
        } catch {
            throw InputError(error)
        }
    }
}

/// Writes a report's two files, each atomically or to standard output.
enum ReportFiles {
    static func write(_ report: RunReport, markdown: String, junit: String) throws {
        for (text, path) in [(report.markdown, markdown), (report.junitXML, junit)] {
            try OutputFile.write(Array(text.utf8), to: path)
            if path != "-" { print("wrote \(path)") }
        }
    }
}
