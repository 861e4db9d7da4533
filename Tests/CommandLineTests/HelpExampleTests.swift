import Foundation
import Testing
import TestSupport
@testable import layout_render

/// Every subcommand's `--help` is documentation with worked examples: each example line is run, as
/// a user pastes it into a shell, in a folder holding the package's `examples/`, and must succeed.
@Suite struct HelpExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every subcommand the command line has, as it names them.
    static let subcommands = LayoutRender.configuration.subcommands.compactMap { $0.configuration.commandName }

    /// The example commands of `subcommand --help`: its lines that start with `  layout-render `.
    static func examples(of subcommand: String) throws -> [String] {
        let help = try BuiltCommand.run([subcommand, "--help"])
        return help.standardOutput.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("  layout-render ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test("every subcommand's help shows at least one example")
    func everyHelpHasAnExample() throws {
        for subcommand in Self.subcommands {
            #expect(try !Self.examples(of: subcommand).isEmpty, "\(subcommand) --help has no example")
        }
    }

    @Test("every example in the help runs and succeeds", arguments: subcommands)
    func examplesRun(subcommand: String) throws {
        let folder = try Scratch.directory("help-\(subcommand)")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/examples", withDestinationPath: Self.root + "/examples")
        for example in try Self.examples(of: subcommand) {
            // The shell expands globs (examples/*.json) and quotes as the reader's shell would.
            let run = try BuiltCommand.shell(example, in: folder)
            #expect(run.status == 0, "\(example): \(run.output)")
        }
    }
}
