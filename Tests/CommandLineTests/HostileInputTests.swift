import Foundation
import Testing
import TestSupport

/// The corpus in Tests/HostileInputs: each file with the command that reads it, the exit status it
/// must give, and the words its message must contain (cases.json). Bombs, crafted PNGs, absurd
/// numbers and broken syntax each end in a clear error, quickly and in little memory.
@Suite struct HostileInputTests {
    struct Case: Decodable, CustomTestStringConvertible, Sendable {
        var file: String
        var command: [String]
        var status: Int32
        var contains: [String]
        var stdoutContains: [String]?
        var testDescription: String { file }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HostileInputs")
    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cases.json")),
              let cases = try? JSONDecoder().decode([Case].self, from: data) else { return [] }
        return cases
    }()

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 18)
    }

    @Test(arguments: cases)
    func eachHostileInputGivesItsStatusAndMessage(_ item: Case) throws {
        let out = try Scratch.directory("hostile").path
        let arguments = item.command.map {
            $0.replacingOccurrences(of: "$FILE", with: Self.folder.appendingPathComponent(item.file).path)
                .replacingOccurrences(of: "$OUT", with: out)
        }
        let result = try BuiltCommand.run(arguments)
        #expect(result.status == item.status, "\(arguments): \(result.standardError)")
        for words in item.contains {
            #expect(result.standardError.contains(words), "\(item.file): \(result.standardError)")
        }
        for words in item.stdoutContains ?? [] {
            #expect(result.standardOutput.contains(words), "\(item.file): \(result.standardOutput)")
        }
        #expect(!result.standardError.contains("internal error"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty, "a failed command writes no file")
    }

    /// An object of 100,000 members and a mapping of as many keys: read in linear time (a quadratic
    /// duplicate-key check took minutes), refused for its unknown keys.
    @Test func wideObjectsAreReadInLinearTime() throws {
        let folder = try Scratch.directory("wide")
        let members = (0..<100_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let json = folder.appendingPathComponent("wide.json")
        try Data(("{\"size\": {\"width\": 10, \"height\": 10}, \"nodes\": [], " + members + "}").utf8).write(to: json)
        let yaml = folder.appendingPathComponent("wide.yaml")
        let keys = (0..<100_000).map { "k\($0): \($0)" }.joined(separator: "\n")
        try Data(("size: {width: 10, height: 10}\nnodes: []\n" + keys + "\n").utf8).write(to: yaml)
        for file in [json, yaml] {
            let result = try BuiltCommand.run(["layout", file.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("unknown key \"k0\""), "\(result.standardError)")
            #expect(!result.standardError.contains("did you mean"))
        }
    }

    /// Drawing a long paragraph keeps to a modest address space: under `ulimit -v` of 2 GB (CI
    /// containers often allow 6), a 1200 x 6000-pixel scene of 20,000 words renders.
    @Test func aLongParagraphRendersInTwoGigabytesOfAddressSpace() throws {
        let folder = try Scratch.directory("ulimit")
        let words = ["layout", "render", "하늘", "snapshot", "constraint", "글자", "pixel", "measure"]
        let text = (0..<20_000).map { words[($0 * 7) % words.count] }.joined(separator: " ")
        let scene: [String: Any] = ["size": ["width": 400, "height": 2000], "scale": 3,
                                    "nodes": [["id": "t", "frame": ["x": 0, "y": 0, "width": 400, "height": 2000],
                                               "text": ["string": text, "fontSize": 14]]]]
        let file = folder.appendingPathComponent("paragraph.json")
        try JSONSerialization.data(withJSONObject: scene).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 2097152 && exec \"$0\" render \"$1\" -o \"$2\"",
                             BuiltCommand.executable.path, file.path, folder.appendingPathComponent("out.png").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }
}
