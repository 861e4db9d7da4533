import Foundation
import Testing
import TestSupport
import Rasterizer
import SnapshotArtifacts

/// Issue 37, third round: hostile artifacts and references folders for `accept`, `review` and
/// `references`. An artifacts folder can come from anyone (a pull request's CI run), so its links,
/// names and files are input like any other: refused with what and where (exit 2), or handled.
@Suite("Hostile artifacts and references", .serialized)
struct HostileArtifactsTests {
    typealias Workflow = SnapshotWorkflowCommandTests

    /// The record of failure "Suite/`name`" in `root`'s artifacts, as JSON to edit.
    static func record(_ root: String, _ name: String = "card") throws -> (path: String, json: [String: Any]) {
        let path = "\(root)/artifacts/Suite/\(name).failure.json"
        let json = try #require(try JSONSerialization.jsonObject(with: Data(FileBytes.read(atPath: path))) as? [String: Any])
        return (path, json)
    }

    // MARK: accept

    @Test("accept refuses an artifact that links out of the artifacts folder: a private file is never copied into the references")
    func acceptRefusesAnArtifactLinkingOut() throws {
        let (root, _) = try Workflow.failedRun()
        let secret = try Scratch.directory("secret").appendingPathComponent("id_rsa").path
        try Data("PRIVATE KEY".utf8).write(to: URL(fileURLWithPath: secret))
        let (_, json) = try Self.record(root)
        let layout = "\(root)/artifacts/\(try #require(json["layout"] as? String))"
        try FileManager.default.removeItem(atPath: layout)
        try FileManager.default.createSymbolicLink(atPath: layout, withDestinationPath: secret)
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains("leads out of the artifacts folder"), "\(run.standardError)")
        #expect(run.standardError.contains(layout), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Snapshots/Suite/card.layout.json"), "nothing copied")
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/card.png") == Workflow.image(gray: 200))
    }

    @Test("accept prints a failure named with terminal escapes as one escaped line")
    func acceptEscapesControlCharactersInNames() throws {
        let name = "card\u{1B}]0;owned\u{7}"
        let (root, _) = try Workflow.failedRun([name])
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts"])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!run.standardOutput.contains("\u{1B}"), "\(run.standardOutput.debugDescription)")
        #expect(run.standardOutput.contains("accepted Suite/card\\u{1B}]0;owned\\u{7}"), "\(run.standardOutput.debugDescription)")
    }

    @Test("accept with a failure record that is a FIFO fails at once, naming it, and writes nothing")
    func acceptRefusesAFIFORecord() throws {
        let (root, _) = try Workflow.failedRun()
        let fifo = "\(root)/artifacts/Suite/pipe.failure.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try BuiltCommand.run(["accept", "\(root)/artifacts"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(fifo), "\(run.standardError)")
        #expect(try PNGDecoder().decode(contentsOfFile: "\(root)/Snapshots/Suite/card.png") == Workflow.image(gray: 200))
    }

    // MARK: review

    /// `layout-render review` of `fixture`'s artifacts as its own process, on a free port.
    static func reviewing(_ fixture: ReviewCommandTests.Fixture, _ body: (Int) throws -> Void) throws {
        let (process, url) = try BuiltCommand.startServer("layout-render review artifacts --port 0",
                                                          in: URL(fileURLWithPath: fixture.root))
        defer { process.terminate(); process.waitUntilExit() }
        try body(try #require(Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "")))
    }

    @Test("review serves no artifact that links out of the folder, and refuses to accept it")
    func reviewRefusesAnArtifactLinkingOut() throws {
        let fixture = try ReviewCommandTests.Fixture()
        let actual = fixture.root + "/artifacts/Cards/badge.actual.png"
        let outside = try Scratch.directory("outside").appendingPathComponent("private.png").path
        try Data(PNGEncoder.fast.encode(ReviewCommandTests.Fixture.red)).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.removeItem(atPath: actual)
        try FileManager.default.createSymbolicLink(atPath: actual, withDestinationPath: outside)
        let before = try FileBytes.read(atPath: fixture.reference)
        try Self.reviewing(fixture) { port in
            #expect(try LoopbackClient.get("/artifact?file=Cards/badge.actual.png", port: port).status == 404)
            let accept = try LoopbackClient.request("POST", "/accept?id=Cards/badge", port: port, origin: "http://127.0.0.1:\(port)")
            #expect(accept.status == 409)
            #expect(String(decoding: accept.body, as: UTF8.self).contains("leads out of the artifacts folder"))
        }
        #expect(try FileBytes.read(atPath: fixture.reference) == before)
    }

    @Test("review shows a failure named with markup as text: the page runs no script from a record")
    func reviewEscapesMarkupInNames() async throws {
        let fixture = try ReviewCommandTests.Fixture()
        _ = try fixture.artifacts.write(suite: "Cards", name: "<script>alert(1)</script>", message: "<img src=x onerror=alert(2)>",
                                        referencePath: fixture.root + "/Snapshots/Cards/x.png", reference: nil,
                                        actual: ReviewCommandTests.Fixture.red, difference: nil)
        try await ReviewCommandTests.serving(fixture) { port, _ in
            let page = String(decoding: try await offThePool { try LoopbackClient.get("/", port: port) }.body, as: UTF8.self)
            #expect(!page.contains("<script>alert(1)") && !page.contains("<img src=x"), "\(page)")
            #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        }
    }

    @Test("review of a folder whose record is not JSON fails at once, naming the record")
    func reviewRefusesABrokenRecord() throws {
        let fixture = try ReviewCommandTests.Fixture()
        let broken = fixture.root + "/artifacts/Cards/broken.failure.json"
        try Data("{\"suite\": ".utf8).write(to: URL(fileURLWithPath: broken))
        let run = try BuiltCommand.run(["review", fixture.root + "/artifacts", "--port", "0"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(broken), "\(run.standardError)")
    }

    // MARK: references

    @Test("references --orphans with a ledger that is a FIFO fails at once, naming it")
    func orphansRefuseAFIFOLedger() throws {
        let (root, _) = try Workflow.failedRun()
        let ledger = "\(root)/artifacts/asserted-references.txt"
        try? FileManager.default.removeItem(atPath: ledger)
        #expect(mkfifo(ledger, 0o600) == 0)
        let run = try BuiltCommand.run(["references", "--orphans", "\(root)/artifacts", "--references", "\(root)/Snapshots"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(ledger), "\(run.standardError)")
    }

    @Test("references --orphans lists a file named with terminal escapes as one escaped line, and a link loop once")
    func orphansEscapeNamesAndSurviveALinkLoop() throws {
        let (root, artifacts) = try Workflow.failedRun()
        try artifacts.noteAsserted("\(root)/Snapshots/Suite/card.png")
        let hostile = "\(root)/Snapshots/Suite/\u{1B}[2Jgone.png"
        try Data(PNGEncoder.fast.encode(Workflow.image(gray: 1))).write(to: URL(fileURLWithPath: hostile))
        try FileManager.default.createSymbolicLink(atPath: "\(root)/Snapshots/Suite/loop", withDestinationPath: "..")
        let run = try BuiltCommand.run(["references", "--orphans", "\(root)/artifacts", "--references", "\(root)/Snapshots"])
        #expect(run.status == 1, "\(run.standardError)")
        #expect(!run.standardOutput.contains("\u{1B}"), "\(run.standardOutput.debugDescription)")
        let lines = run.standardOutput.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("Suite/\\u{1B}[2Jgone.png"), "\(lines)")
    }

    @Test("references --digest of a truncated reference fails naming it and leaves it as it was")
    func digestRefusesATruncatedReference() throws {
        let (root, _) = try Workflow.failedRun(["card", "list"])
        let truncated = "\(root)/Snapshots/Suite/list.png"
        let bytes = try FileBytes.read(atPath: truncated)
        try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: truncated))
        let run = try BuiltCommand.run(["references", "--digest", "--references", "\(root)/Snapshots"])
        #expect(run.status == 2, "\(run.standardError)")
        #expect(run.standardError.contains(truncated), "\(run.standardError)")
        #expect(try FileBytes.read(atPath: truncated) == Array(bytes.prefix(bytes.count / 2)))
    }
}
