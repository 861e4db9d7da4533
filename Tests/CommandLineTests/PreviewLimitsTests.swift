import Foundation
import Testing
import TestSupport
@testable import layout_render
import PreviewServer

/// The preview server's limits over loopback: a request head too large is answered 431, one that
/// never ends is cut off, and a flood of idle connections neither stops the server nor keeps it
/// from answering once they are cut off.
@Suite("The preview server's limits", .serialized)
struct PreviewLimitsTests {
    static func scene() throws -> String {
        let folder = try Scratch.directory("preview-limits")
        let scene = folder.appendingPathComponent("scene.json").path
        try PreviewCommandTests.write(#"{"size": {"width": 20, "height": 20}, "nodes": []}"#, to: scene)
        return scene
    }

    @Test(arguments: [100_000, 10_000_000])
    func anOversizedRequestHeadIsAnswered431(cookieBytes: Int) async throws {
        try await PreviewRun.with([try Self.scene()]) { run in
            let port = try await run.port()
            let reply = try await offThePool {
                let client = try LoopbackClient(port: port, timeout: 30)
                // 10 MB: the client is still sending when the 431 is written. It finishes sending
                // (as curl must before it reads the answer) only because the server reads and drops
                // the rest before closing; closing at once resets the connection under the sender.
                let cookie = "Cookie: " + String(repeating: "c", count: cookieBytes) + "\r\n"
                try client.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(cookie)\r\n".utf8))
                return client.receiveUntilClosed()
            }
            #expect(String(decoding: reply.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 431 "), "\(reply)")
            #expect(reply.closed)
            #expect(try await offThePool { try LoopbackClient.get("/", port: port).status } == 200)
        }
    }

    @Test func aRequestHeadThatNeverEndsIsCutOffAndAFloodOfThemDoesNotStopTheServer() async throws {
        try await PreviewRun.with([try Self.scene()]) { run in
            let port = try await run.port()
            // Each client gives up after 60 s, so "closed" means the server cut it off (after its 10 s
            // head timeout), not that the client stopped waiting.
            let closedAll = try await offThePool {
                // More than the connection cap: the rest wait in the backlog until the first are cut off.
                let idle = try (0..<2 * PreviewServer.maximumConnections).map { _ in
                    let client = try LoopbackClient(port: port, timeout: 60)
                    try client.send(Array("GET / HTTP/1.1\r\nHost: 127".utf8))
                    return client
                }
                return idle.prefix(8).allSatisfy { $0.receiveUntilClosed().closed }
            }
            #expect(closedAll, "a connection whose head never ends is closed")
            #expect(try await offThePool { try LoopbackClient.get("/", port: port).status } == 200)
        }
    }
}

/// The preview as its own process (`layout-render preview`), where its resident memory is its
/// own: /proc/PID/status's VmRSS.
@Suite("The preview process's idle cost and memory", .serialized)
struct PreviewProcessTests {
    static func residentKilobytes(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    @Test func memoryReturnsAfterAFloodOfConnections() async throws {
        let folder = try Scratch.directory("preview-flood")
        try Data(#"{"size": {"width": 8, "height": 8}, "nodes": []}"#.utf8).write(to: folder.appendingPathComponent("s.json"))
        let (process, url) = try BuiltCommand.startServer("layout-render preview s.json --port 0", in: folder)
        defer { process.terminate(); process.waitUntilExit() }
        let port = Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
        let pid = process.processIdentifier
        #expect(try await offThePool { try LoopbackClient.get("/", port: port).status } == 200)
        let baseline = Self.residentKilobytes(pid)
        try await offThePool {
            for _ in 0..<2 {
                let held = try (0..<PreviewServer.maximumConnections).map { _ in
                    let client = try LoopbackClient(port: port, timeout: 60)
                    try client.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: \(String(repeating: "x", count: 8000))".utf8))
                    return client
                }
                _ = held.map { $0.receiveUntilClosed() }
            }
        }
        #expect(try await offThePool { try LoopbackClient.get("/", port: port).status } == 200)
        let after = Self.residentKilobytes(pid)
        #expect(after - baseline < 32 * 1024, "resident \(baseline) KB before, \(after) KB after 256 held connections")
    }
}
