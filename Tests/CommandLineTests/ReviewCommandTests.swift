import Foundation
import Synchronization
import Testing
import TestSupport
import Rasterizer
import PreviewServer
import SnapshotArtifacts
@testable import layout_render

private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// `layout-render review`: the failures served, and Accept and Reject from the page only.
@Suite struct ReviewCommandTests {
    /// A run that failed: reference Snapshots/Cards/badge.png (blue) against an actual image (red)
    /// in the artifacts folder.
    struct Fixture {
        var root: String
        var artifacts: FailureArtifacts
        var reference: String { root + "/Snapshots/Cards/badge.png" }
        static let blue = RGBAImage(width: 4, height: 3, pixels: Array(repeating: [0, 0, 255, 255], count: 12).flatMap { $0 })!
        static let red = RGBAImage(width: 4, height: 3, pixels: Array(repeating: [255, 0, 0, 255], count: 12).flatMap { $0 })!

        init() throws {
            root = try Scratch.directory("review").path
            artifacts = FailureArtifacts(directory: root + "/artifacts")
            try AtomicFile.write(PNGEncoder.libpngDefault.encode(Self.blue), toPath: root + "/Snapshots/Cards/badge.png")
            _ = try artifacts.write(suite: "Cards", name: "badge", message: "Snapshot \"Cards/badge\" does not match its reference.",
                                    referencePath: reference, reference: Self.blue, actual: Self.red, difference: nil)
        }
    }

    /// Runs `body` with a review server of `fixture` on a free port, then stops it.
    static func serving(_ fixture: Fixture, _ body: @escaping @Sendable (Int, ReviewEvents) async throws -> Void) async throws {
        let events = ReviewEvents()
        let server = ReviewServer(artifacts: fixture.artifacts, port: 0) { event in events.list.withLock { $0.append(event) } }
        let task = DedicatedExecutor.task("review-server") { try await server.run() }
        defer { task.cancel() }
        let port = try await eventually(within: .seconds(180), every: .milliseconds(5)) {
            events.list.withLock { $0.lazy.compactMap { event -> Int? in
                guard case .listening(let url) = event else { return nil }
                return Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "")
            }.first }
        }
        try await body(try #require(port), events)
        task.cancel()
        _ = await task.result
    }

    @Test func thePageListsTheFailureWithItsImagesAndOnlyItsOwnFilesAreServed() async throws {
        let fixture = try Fixture()
        try await Self.serving(fixture) { port, _ in
            let page = try await offThePool { try LoopbackClient.get("/", port: port) }
            let html = String(decoding: page.body, as: UTF8.self)
            #expect(page.status == 200)
            #expect(html.contains("data-id=\"Cards/badge\"") && html.contains("class=\"onion-slider\"") && html.contains("data-box=\"0,0,4,3\""))
            #expect(try await offThePool { try LoopbackClient.get("/artifact?file=Cards/badge.actual.png", port: port) }.status == 200)
            for file in ["../Snapshots/Cards/badge.png", "Cards/badge.failure.json", "/etc/passwd"] {
                #expect(try await offThePool { try LoopbackClient.get("/artifact?file=\(file)", port: port) }.status == 404, "\(file)")
            }
            #expect(try await offThePool { try LoopbackClient.get("/", port: port, host: "evil.example:\(port)") }.status == 403)
        }
    }

    @Test func acceptAndRejectComeOnlyFromTheServersOwnPage() async throws {
        let fixture = try Fixture()
        let before = try FileBytes.read(atPath: fixture.reference)
        try await Self.serving(fixture) { port, _ in
            let own = "http://127.0.0.1:\(port)"
            for origin in [nil, "http://evil.example", "http://127.0.0.1:1"] {
                let response = try await offThePool { try LoopbackClient.request("POST", "/accept?id=Cards/badge", port: port, origin: origin) }
                #expect(response.status == 403, "\(origin ?? "no origin")")
            }
            #expect(try await offThePool { try LoopbackClient.request("GET", "/accept?id=Cards/badge", port: port, origin: own) }.status != 200)
            #expect(try await offThePool { try LoopbackClient.request("POST", "/accept-all", port: port, origin: own) }.status == 400)
            #expect(try await offThePool { try LoopbackClient.request("POST", "/accept?id=Cards/other", port: port, origin: own) }.status == 404)
            #expect(try FileBytes.read(atPath: fixture.reference) == before)
            #expect(try await offThePool { try LoopbackClient.request("POST", "/reject?id=Cards/badge", port: port, origin: own) }.status == 200)
        }
        #expect(try FileBytes.read(atPath: fixture.reference) == before, "a rejection leaves the reference")
        #expect(try fixture.artifacts.records().isEmpty)
    }

    @Test func acceptAllWritesEveryReference() async throws {
        let fixture = try Fixture()
        try await Self.serving(fixture) { port, events in
            let response = try await offThePool {
                try LoopbackClient.request("POST", "/accept-all?confirm=all", port: port, origin: "http://127.0.0.1:\(port)")
            }
            #expect(response.status == 200)
            #expect(events.list.withLock { $0.contains(.accepted("Cards/badge")) })
        }
        #expect(try PNGDecoder().decode(contentsOfFile: fixture.reference) == Fixture.red)
    }

    /// The page in headless Chromium: the Accept button, clicked with the mouse through the DevTools
    /// protocol, writes the actual image over the reference.
    @Test(.enabled(if: chromium != nil, "chromium is not installed (make test installs it)"))
    func anAcceptClickedInABrowserWritesTheReference() async throws {
        let fixture = try Fixture()
        try await Self.serving(fixture) { port, events in
            let profile = fixture.root + "/.profile"
            let browser = try Browser(url: "http://127.0.0.1:\(port)/", profile: profile)
            defer { browser.stop() }
            let page = try await DevToolsPage.attach(profile: profile, url: "http://127.0.0.1:\(port)/")
            let point = try await page.poll("""
                (() => { const b = document.querySelector('section.failure button.accept');
                  if (!b || document.readyState !== 'complete') return null;
                  b.scrollIntoView(); const r = b.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
                """)
            let xy = try #require(point as? [Double])
            try await page.click(x: xy[0], y: xy[1])
            let status = try await page.poll("""
                (() => { const s = document.querySelector('section.failure .status').textContent; return s ? s : null; })()
                """)
            #expect((status as? String)?.hasPrefix("accepted") == true, "\(String(describing: status))")
            #expect(events.list.withLock { $0.contains(.accepted("Cards/badge")) })
        }
        #expect(try PNGDecoder().decode(contentsOfFile: fixture.reference) == Fixture.red)
        #expect(try fixture.artifacts.records().isEmpty)
    }

    @Test func withoutArtifactsThereIsNothingToReview() throws {
        let folder = try Scratch.directory("review-none").path
        let result = try BuiltCommand.run(["review", folder + "/missing", "--port", "0"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("no such folder"))
    }
}

/// What a review server reported, in order.
final class ReviewEvents: Sendable {
    let list = Mutex<[ReviewEvent]>([])
}

/// A page target of headless Chromium driven over the DevTools protocol (JSON over a WebSocket):
/// evaluate an expression, dispatch mouse events.
final class DevToolsPage: @unchecked Sendable {  // one test, one call at a time
    private let socket: LoopbackClient
    private var nextID = 0

    private init(socket: LoopbackClient) { self.socket = socket }

    /// The page showing `url` of the browser started with `profile`: its port from the profile's
    /// DevToolsActivePort file, its target from `/json/list`.
    static func attach(profile: String, url: String) async throws -> DevToolsPage {
        let socket = try await eventually(within: .seconds(120), every: .milliseconds(50)) { () -> LoopbackClient? in
            if let text = try? String(contentsOfFile: profile + "/DevToolsActivePort", encoding: .utf8),
               let port = text.split(separator: "\n").first.flatMap({ Int($0) }),
               let list = try? await offThePool({ try LoopbackClient.get("/json/list", port: port) }),
               let targets = try? JSONSerialization.jsonObject(with: Data(list.body)) as? [[String: Any]],
               let target = targets.first(where: { $0["type"] as? String == "page" && ($0["url"] as? String)?.hasPrefix(url) == true }),
               let socketURL = target["webSocketDebuggerUrl"] as? String,
               let path = socketURL.range(of: "/devtools/").map({ String(socketURL[$0.lowerBound...]) }) {
                return try await offThePool { try LoopbackClient.webSocket(path, port: port) }
            }
            return nil
        }
        guard let socket else { throw LoopbackClient.Failure.protocolError("no DevTools page for \(url) within two minutes") }
        return DevToolsPage(socket: socket)
    }

    /// Sends a command and returns its result.
    func send(_ method: String, _ params: [String: Any]) async throws -> [String: Any] {
        nextID += 1
        let id = nextID
        let text = String(decoding: try JSONSerialization.data(withJSONObject: ["id": id, "method": method, "params": params]), as: UTF8.self)
        let socket = self.socket
        let reply = try await offThePool { () throws -> String in
            try socket.sendText(text)
            while true {
                guard case .text(let reply) = try socket.receive(),
                      let json = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any],
                      json["id"] as? Int == id else { continue }
                return reply
            }
        }
        let json = try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any] ?? [:]
        if let error = json["error"] { throw LoopbackClient.Failure.protocolError("\(method): \(error)") }
        return json["result"] as? [String: Any] ?? [:]
    }

    /// The value of `expression` once it is not null, evaluated every 50 ms for up to two minutes.
    func poll(_ expression: String) async throws -> Any {
        let value = try await eventually(within: .seconds(120), every: .milliseconds(50)) { () -> Any? in
            let result = try await send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
            guard let value = (result["result"] as? [String: Any])?["value"], !(value is NSNull) else { return nil }
            return value
        }
        if let value { return value }
        throw LoopbackClient.Failure.protocolError("\(expression) stayed null for two minutes")
    }

    /// A left click at (x, y) in the viewport: a press and a release, as a mouse makes it.
    func click(x: Double, y: Double) async throws {
        for type in ["mousePressed", "mouseReleased"] {
            _ = try await send("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }
}
