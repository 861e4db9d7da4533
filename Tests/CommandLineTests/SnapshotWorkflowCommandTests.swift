import Foundation
import TestSupport
import Rasterizer
import SnapshotArtifacts
import Testing

/// `layout-render accept` and `report`, run as the built binary on artifacts a failing run left.
@Suite("layout-render accept and report", .serialized)
struct SnapshotWorkflowCommandTests {
    static func image(gray: UInt8) throws -> RGBAImage {
        try #require(RGBAImage(width: 12, height: 8, pixels: [UInt8](repeating: gray, count: 12 * 8 * 4).enumerated()
            .map { $0.offset % 4 == 3 ? 255 : $0.element }))
    }

    /// A references folder with `Suite/<name>.png` (gray 200) and an artifacts folder whose
    /// failure says the actual image (gray 90) replaced each.
    static func failedRun(_ names: [String] = ["card"]) throws -> (root: String, artifacts: FailureArtifacts) {
        let root = try Scratch.directory("snapflow").path
        let artifacts = FailureArtifacts(directory: "\(root)/artifacts")
        for name in names {
            let reference = "\(root)/Snapshots/Suite/\(name).png"
            try AtomicFile.write(PNGEncoder.fast.encode(image(gray: 200)), toPath: reference)
            _ = try artifacts.write(suite: "Suite", name: name, message: "Snapshot \"Suite/\(name)\": differs",
                                    referencePath: reference, reference: image(gray: 200), actual: image(gray: 90),
                                    difference: nil, layout: (json: "{\"nodes\":[]}\n", referencePath: "\(root)/Snapshots/Suite/\(name).layout.json"))
        }
        return (root, artifacts)
    }

    @Test("accept writes the actual images and trees over the references and exits 0")
    func acceptWritesReferences() throws {
        let (root, _) = try Self.failedRun(["card", "list"])
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts", "--references", "\(root)/Snapshots"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("accepted Suite/card -> \(root)/Snapshots/Suite/card.png"))
        for name in ["card", "list"] {
            #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/\(name).png") == Self.image(gray: 90))
            #expect(try String(contentsOfFile: "\(root)/Snapshots/Suite/\(name).layout.json", encoding: .utf8) == "{\"nodes\":[]}\n")
        }
        #expect(try String(contentsOfFile: "\(root)/artifacts/index.html", encoding: .utf8).contains("No snapshot failed"))
    }

    @Test("accept --only matching nothing exits 1 and writes nothing")
    func acceptOnlyMatchingNothing() throws {
        let (root, _) = try Self.failedRun()
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts", "--only", "Other/*"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("no failure in \(root)/artifacts matches Other/*"))
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/card.png") == Self.image(gray: 200))
    }

    @Test("accept refuses a reference outside --references with exit 2, naming the path")
    func acceptRefusesOutsideReferences() throws {
        let (root, _) = try Self.failedRun()
        let other = try Scratch.directory("other").path
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts", "--references", other])
        #expect(run.status == 2)
        #expect(run.standardError.contains("\(root)/Snapshots/Suite/card.png: outside the references folder \(other)"))
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/card.png") == Self.image(gray: 200))
    }

    @Test("accept of an artifacts folder that does not exist exits 2, naming it")
    func acceptMissingFolder() throws {
        let run = try BuiltCommand.run(["accept", "/nonexistent/artifacts"])
        #expect(run.status == 2)
        #expect(run.standardError.contains("/nonexistent/artifacts"))
    }

    @Test("report merge gathers two shards into one index, summary.md and junit.xml")
    func reportMergesShards() throws {
        let (first, _) = try Self.failedRun(["card"])
        let (second, _) = try Self.failedRun(["list"])
        let out = try Scratch.directory("merged").path + "/report"
        let run = try BuiltCommand.run(["report", "merge", "\(first)/artifacts", "\(second)/artifacts", "-o", out])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try String(contentsOfFile: "\(out)/index.html", encoding: .utf8).contains("2 snapshots failed"))
        let markdown = try String(contentsOfFile: "\(out)/summary.md", encoding: .utf8)
        #expect(markdown.hasPrefix("## 2 snapshots failed"))
        #expect(markdown.contains("[actual](Suite/list.actual.png)"))
        let junit = try String(contentsOfFile: "\(out)/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"<testsuite name="Suite" tests="2" failures="2">"#))
        #expect(try PNGDecoder().decode(contentsOfFile: "\(out)/Suite/card.actual.png") == Self.image(gray: 90))
        let twice = try BuiltCommand.run(["report", "merge", "\(first)/artifacts", "\(first)/artifacts", "-o", out + "2"])
        #expect(twice.status == 2)
        #expect(twice.standardError.contains("Suite/card failed here and in \(first)/artifacts"))
    }

    @Test("report writes the Markdown summary to standard output when asked")
    func reportToStandardOutput() throws {
        let (root, _) = try Self.failedRun()
        let run = try BuiltCommand.run(["report", "\(root)/artifacts", "--markdown", "-", "--junit", "\(root)/junit.xml"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("## 1 snapshot failed"))
        #expect(FileManager.default.fileExists(atPath: "\(root)/junit.xml"))
    }
}
