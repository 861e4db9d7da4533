import Foundation
import TestSupport
import Testing

/// `layout-render render SCENE... -o DIR`: many scenes in one process, in parallel, sharded.
@Suite("layout-render render, many scenes", .serialized)
struct BatchRenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// The scene files of examples/ (examples/documents holds a document, not a scene).
    static let exampleScenes = ["action-sheet.yaml", "alert-modal.json", "journal-grid.json", "pan-modal.json",
                                "raw-nodes.json", "sheet.yaml"]

    /// A raw scene whose rectangle's fill and position depend on `index`, so every picture differs.
    static func rawScene(_ index: Int) -> String {
        """
        {"size": {"width": 40, "height": 30}, "scale": 2,
         "nodes": [{"id": "r", "frame": {"x": \(index % 20), "y": 4, "width": 12, "height": 10},
                    "fill": "#\(String(format: "%02X", index * 37 % 256))4080"}]}
        """
    }

    /// A folder of scene files: the examples at the top, `count` raw scenes in `raw/` and `raw/deeper/`.
    static func suite(rawCount: Int = 12) throws -> URL {
        let folder = try Scratch.directory("batch-suite")
        for name in exampleScenes {
            try FileManager.default.copyItem(atPath: root + "/examples/" + name, toPath: folder.path + "/" + name)
        }
        for index in 0..<rawCount {
            let name = index % 3 == 0 ? "raw/deeper/scene-\(index).json" : "raw/scene-\(index).json"
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(rawScene(index).utf8).write(to: url)
        }
        return folder
    }

    /// Every regular file under `folder`, by relative path, with its bytes.
    static func files(under folder: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return found }
        while let relative = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                found[relative] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + relative))
            }
        }
        return found
    }

    @Test("a folder is drawn to DIR/<relative path>.png, each byte-identical to rendering that scene alone")
    func folderMatchesSingleRenders() throws {
        let suite = try Self.suite(rawCount: 4)
        let out = try Scratch.directory("batch-out").path
        let run = try BuiltCommand.run(["render", suite.path, "-o", out])
        #expect(run.status == 0, "\(run.standardError)")
        let written = try Self.files(under: out)
        let expected = Self.exampleScenes.map { ($0 as NSString).deletingPathExtension + ".png" }
            + ["raw/deeper/scene-0.png", "raw/scene-1.png", "raw/scene-2.png", "raw/deeper/scene-3.png"]
        #expect(Set(written.keys) == Set(expected))
        for name in ["alert-modal", "sheet", "raw/deeper/scene-3"] {
            let source = ["alert-modal": "alert-modal.json", "sheet": "sheet.yaml"][name] ?? name + ".json"
            let alone = out + "/alone.png"
            #expect(try BuiltCommand.run(["render", suite.path + "/" + source, "-o", alone]).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: alone)) == written[name + ".png"], "\(name)")
            try FileManager.default.removeItem(atPath: alone)
        }
        #expect(run.standardOutput.hasPrefix("10 images written to \(out) in "), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix(" s, 0 failed\n"), "\(run.standardOutput)")
        // Standard error is not a terminal here: no progress bar, nothing at all.
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }

    @Test("--jobs 4 writes the same bytes as --jobs 1")
    func jobsDoNotChangeBytes() throws {
        let suite = try Self.suite()
        let one = try Scratch.directory("batch-jobs1").path, four = try Scratch.directory("batch-jobs4").path
        #expect(try BuiltCommand.run(["render", suite.path, "-o", one, "--jobs", "1"]).status == 0)
        #expect(try BuiltCommand.run(["render", suite.path, "-o", four, "--jobs", "4"]).status == 0)
        let a = try Self.files(under: one), b = try Self.files(under: four)
        #expect(a.count == 18)
        #expect(a == b)
    }

    @Test("n shards cover the suite exactly once, and a shard is the same on every run", arguments: [1, 2, 3, 5])
    func shardsCoverTheSuiteOnce(count: Int) throws {
        let suite = try Self.suite()
        var seen: [String: Int] = [:]
        for index in 1...count {
            let out = try Scratch.directory("batch-shard").path
            let run = try BuiltCommand.run(["render", suite.path, "-o", out, "--shard", "\(index)/\(count)"])
            #expect(run.status == 0, "\(run.standardError)")
            #expect(run.standardOutput.contains("(shard \(index)/\(count) of 18 scenes)"), "\(run.standardOutput)")
            let names = try Self.files(under: out).keys
            for name in names { seen[name, default: 0] += 1 }
            let again = try Scratch.directory("batch-shard-again").path
            #expect(try BuiltCommand.run(["render", suite.path, "-o", again, "--shard", "\(index)/\(count)"]).status == 0)
            #expect(Set(try Self.files(under: again).keys) == Set(names))
        }
        #expect(seen.count == 18)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }

    @Test("shards deal the scenes sorted by relative path, whatever order they are named in")
    func shardsFollowSortedRelativePaths() throws {
        let folder = try Scratch.directory("batch-order")
        let names = ["e", "b", "d", "a", "c"]
        for (index, name) in names.enumerated() {
            try Data(Self.rawScene(index).utf8).write(to: folder.appendingPathComponent(name + ".json"))
        }
        let out = try Scratch.directory("batch-order-out").path
        let files = names.map { folder.path + "/" + $0 + ".json" }
        #expect(try BuiltCommand.run(["render"] + files + ["-o", out, "--shard", "1/2"]).status == 0)
        #expect(Set(try Self.files(under: out).keys) == ["a.png", "c.png", "e.png"])
    }

    @Test("a bad scene fails alone: file:line:column and path on standard error, the others written, exit 1")
    func badSceneFailsAlone() throws {
        let suite = try Self.suite(rawCount: 3)
        let broken = Self.rawScene(7).replacingOccurrences(of: "\"height\": 10}", with: "\"height\": -10}")
        try Data(broken.utf8).write(to: suite.appendingPathComponent("raw/broken.json"))
        try Data("{\"device\": \"iphone15\", \"content\": [{\"component\": \"modal\", \"titel\": \"x\"}]}".utf8)
            .write(to: suite.appendingPathComponent("typo.json"))
        let out = try Scratch.directory("batch-bad").path
        let run = try BuiltCommand.run(["render", suite.path, "-o", out, "--jobs", "2"])
        #expect(run.status == 1)
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.count == 2, "\(run.standardError)")
        #expect(lines.first?.hasPrefix("error: \(suite.path)/raw/broken.json:2:") == true, "\(run.standardError)")
        #expect(lines.first?.contains("nodes[0].frame.height") == true, "\(run.standardError)")
        #expect(lines.last?.hasPrefix("error: \(suite.path)/typo.json:1:") == true, "\(run.standardError)")
        #expect(lines.last?.contains("content[0]") == true, "\(run.standardError)")
        #expect(try Self.files(under: out).count == 9)
        #expect(!FileManager.default.fileExists(atPath: out + "/raw/broken.png"))
        #expect(run.standardOutput.contains("9 images written"), "\(run.standardOutput)")
        #expect(run.standardOutput.hasSuffix(" s, 2 failed\n"), "\(run.standardOutput)")
    }

    @Test("a missing scene named among others fails alone; a file given twice is drawn once")
    func missingFileFailsAlone() throws {
        let suite = try Self.suite(rawCount: 1)
        let out = try Scratch.directory("batch-missing").path
        let scene = suite.path + "/alert-modal.json"
        let run = try BuiltCommand.run(["render", scene, suite.path + "/./alert-modal.json", suite.path + "/gone.json", "-o", out])
        #expect(run.status == 1)
        #expect(run.standardError == "error: \(suite.path)/gone.json: (file): no such file\n", "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("1 images written"), "\(run.standardOutput)")
    }

    @Test("a folder named through a symbolic link is walked where it leads")
    func symlinkedFolder() throws {
        let suite = try Self.suite(rawCount: 2)
        let links = try Scratch.directory("batch-link")
        let link = links.appendingPathComponent("scenes").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: suite.path)
        let out = try Scratch.directory("batch-link-out").path
        let run = try BuiltCommand.run(["render", link, "-o", out])
        #expect(run.status == 0, "\(run.standardError)")
        let direct = try Scratch.directory("batch-link-direct").path
        #expect(try BuiltCommand.run(["render", suite.path, "-o", direct]).status == 0)
        let drawn = try Self.files(under: out), expected = try Self.files(under: direct)
        #expect(!drawn.isEmpty && drawn == expected)
    }

    @Test("a batch in which every scene fails is bad input: exit 2, not 1")
    func everySceneFailing() throws {
        let folder = try Scratch.directory("batch-all-bad")
        for name in ["a", "b"] { try Data("{\"size\": ".utf8).write(to: folder.appendingPathComponent(name + ".json")) }
        let out = try Scratch.directory("batch-all-bad-out").path
        let run = try BuiltCommand.run(["render", folder.path, "-o", out])
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").count == 2, "\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(" s, 2 failed\n"), "\(run.standardOutput)")
    }

    @Test("one scene into a folder: -o ending in /")
    func oneSceneIntoFolder() throws {
        let suite = try Self.suite(rawCount: 1)
        let out = try Scratch.directory("batch-one").path
        #expect(try BuiltCommand.run(["render", suite.path + "/raw/deeper/scene-0.json", "-o", out + "/"]).status == 0)
        let fresh = out + "/fresh/"
        #expect(try BuiltCommand.run(["render", suite.path + "/sheet.yaml", "-o", fresh]).status == 0)
        #expect(Set(try Self.files(under: out).keys) == ["scene-0.png", "fresh/sheet.png"])
    }

    @Test("the progress bar is drawn on a terminal and erased before the summary")
    func progressBarOnATerminal() throws {
        let suite = try Self.suite(rawCount: 3)
        let out = try Scratch.directory("batch-tty").path
        // script(1) runs the command on a pseudo-terminal and copies what it wrote to its own output.
        let command = [BuiltCommand.executable.path, "render", suite.path, "-o", out, "--jobs", "1"]
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("\r[" + String(repeating: "#", count: 30) + "] 9/9"), "\(text)")
        #expect(text.contains("\r\u{1B}[K9 images written"), "\(text)")
    }

    @Test("bad batch outputs and inputs exit 2 before drawing anything")
    func badBatchInputs() throws {
        let suite = try Self.suite(rawCount: 1)
        let file = suite.path + "/alert-modal.json"
        let empty = try Scratch.directory("batch-empty").path
        let twins = try Scratch.directory("batch-twins")
        try Data(Self.rawScene(1).utf8).write(to: twins.appendingPathComponent("a.json"))
        try Data(Self.rawScene(2).utf8).write(to: twins.appendingPathComponent("a.yaml"))
        let cases: [([String], String)] = [
            ([file, file, "-o", "-"], "-o - writes one PNG"),
            ([suite.path, "-o", file], "is a file; several scenes are drawn into a folder"),
            ([empty, "-o", empty + "/out"], "no scene files"),
            ([twins.path, "-o", empty + "/out"], "would both be drawn to \(empty)/out/a.png"),
        ]
        for (arguments, message) in cases {
            let run = try BuiltCommand.run(["render"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: empty + "/out"))
    }
}
