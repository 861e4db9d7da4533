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
            if Self.servers.contains(subcommand) {
                try Self.serve(example, in: folder)
                continue
            }
            // The shell expands globs (examples/*.json) and quotes as the reader's shell would.
            let run = try BuiltCommand.shell(example, in: folder)
            #expect(run.status == 0, "\(example): \(run.output)")
        }
    }

    /// The subcommands that run until stopped.
    static let servers: Set<String> = ["preview"]

    /// A server's example runs until it listens, serves its page, and stops on Ctrl-C with status 0.
    /// Its port becomes 0 (a free one): the documented port may be taken on the machine.
    static func serve(_ example: String, in folder: URL) throws {
        let (server, url) = try BuiltCommand.startServer(example.replacing(/--port \d+/, with: "--port 0"), in: folder)
        defer { if server.isRunning { server.terminate() } }
        let port = try #require(Int(url.split(separator: ":").last?.filter(\.isNumber) ?? ""), "\(url)")
        let page = try LoopbackClient.get("/", port: port)
        #expect(page.status == 200, "\(example)")
        server.interrupt()
        server.waitUntilExit()
        #expect(server.terminationStatus == 0, "\(example) after Ctrl-C")
    }
}
