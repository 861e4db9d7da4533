import Foundation
import Testing
import TestSupport

/// `uikit-adapter <in> <out>`, the plugin's tool, on bad input: an error naming the file, never a
/// crash, and no output file.
@Suite struct AdapterToolTests {
    static let tool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug/uikit-adapter")

    @Test func aMissingFileIsAnErrorNamingIt() throws {
        let folder = try Scratch.directory("uikit-adapter-tool")
        let missing = folder.appendingPathComponent("Missing.swift").path
        let output = folder.appendingPathComponent("out.swift").path
        let run = try ChildProcess.run(Self.tool, [missing, output])
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(missing):1:1: error: uikit-adapter: "), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func textThatIsNotUTF8IsAnErrorNamingTheFile() throws {
        let folder = try Scratch.directory("uikit-adapter-tool")
        let input = folder.appendingPathComponent("Latin1.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0xFF, 0x0A]).write(to: input)
        let output = folder.appendingPathComponent("out.swift").path
        let run = try ChildProcess.run(Self.tool, [input.path, output])
        #expect(run.status == 1)
        #expect(run.standardError == "\(input.path):1:1: error: uikit-adapter: not UTF-8 text\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aFileIsRewrittenWithItsWarnings() throws {
        let folder = try Scratch.directory("uikit-adapter-tool")
        let input = folder.appendingPathComponent("View.swift")
        try Data("import UIKit\nlet s = #selector(make())\n".utf8).write(to: input)
        let output = folder.appendingPathComponent("out.swift")
        let run = try ChildProcess.run(Self.tool, [input.path, output.path])
        #expect(run.status == 0)
        #expect(run.standardError == "\(input.path):2:9: warning: uikit-adapter cannot read this #selector; it is left as written\n")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.contains("import ViewKit; import Foundation\nlet s = #selector(make())\n"))
    }
}
