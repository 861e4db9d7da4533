import Foundation
import Synchronization
import Testing
import TestSupport
import DesignSystem
@testable import PreviewServer
import Rasterizer
@testable import layout_render

/// The headless browser of the page test, when installed (`make test` installs Debian's chromium).
private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

/// `layout-render preview` end to end: a server on a free loopback port, its page over HTTP, its
/// WebSocket, and files changed under it. Waits are for conditions, with a minute's limit.
@Suite(.serialized) struct PreviewCommandTests {
    /// A one-color raw scene, 40 x 30 points at scale 1.
    static func box(_ color: String) -> String {
        #"{"size": {"width": 40, "height": 30}, "scale": 1, "nodes": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "fill": "\#(color)"}]}"#
    }

    static func write(_ text: String, to path: String) throws {
        // In place, as most editors save; the watcher sees the new size and modification time.
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aChangedSceneReachesTheOpenPageAsANewPictureAndAnErrorInItsPlace() async throws {
        let folder = try Scratch.directory("preview").path
        let scene = folder + "/box.json"
        try Self.write(Self.box("#FF0000"), to: scene)
        try await PreviewRun.with([folder]) { run in
            let port = try await run.port()
            let page = try await offThePool { try LoopbackClient.get("/", port: port) }
            #expect(page.status == 200)
            #expect(String(decoding: page.body, as: UTF8.self).contains("<figcaption>\(scene)</figcaption>"))

            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            let red = try await socket.picture(of: scene, newerThan: 0)
            #expect(red.pixel == [255, 0, 0, 255])
            #expect(red.header["width"] as? Double == 40)
            let drawnPage = try await offThePool { try LoopbackClient.get("/", port: port) }
            let source = try #require(String(decoding: drawnPage.body, as: UTF8.self)
                .firstMatch(of: /<img alt="[^"]*" src="([^"]+)"/)?.1).replacing("&amp;", with: "&")
            let served = try await offThePool { try LoopbackClient.get(String(source), port: port) }
            #expect(served.body == red.png, "the page's <img> shows the picture last drawn")

            try Self.write(Self.box("#0000FF"), to: scene)
            let blue = try await socket.picture(of: scene, newerThan: red.version)
            #expect(blue.pixel == [0, 0, 255, 255])

            // Caught half-written: the error, with file:line:column, in place of the picture.
            try Self.write(String(Self.box("#00FF00").prefix(50)), to: scene)
            let failure = try await socket.failure(of: scene, newerThan: blue.version)
            #expect(failure.message.hasPrefix(scene + ":1:"), "\(failure.message)")

            try Self.write(Self.box("#00FF00"), to: scene)
            let green = try await socket.picture(of: scene, newerThan: failure.version)
            #expect(green.pixel == [0, 255, 0, 255])
        }
    }

    @Test func debugOverlayDrawsTheFramesOverThePictures() async throws {
        let folder = try Scratch.directory("preview-overlay").path
        let scene = folder + "/box.json"
        try Self.write(Self.box("#FF0000"), to: scene)
        for overlay in [false, true] {
            try await PreviewRun.with([scene] + (overlay ? ["--debug-overlay"] : [])) { run in
                let port = try await run.port()
                let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
                let picture = try await socket.picture(of: scene, newerThan: 0)
                let image = try PNGDecoder().decode(picture.png)
                let center = ((15 * image.width + 20) * 4)
                // The box stays red inside; with the overlay its edge carries the frame's outline.
                #expect(Array(image.pixels[center..<center + 4]) == [255, 0, 0, 255])
                #expect((picture.pixel == [255, 0, 0, 255]) == !overlay, "\(picture.pixel)")
            }
        }
    }

    @Test func aNewFileInAWatchedFolderAppears() async throws {
        let folder = try Scratch.directory("preview").path
        try Self.write(Self.box("#FF0000"), to: folder + "/a.json")
        try await PreviewRun.with([folder]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            _ = try await socket.picture(of: folder + "/a.json", newerThan: 0)
            try FileManager.default.createDirectory(atPath: folder + "/more", withIntermediateDirectories: true)
            try Self.write(Self.box("#0000FF"), to: folder + "/more/b.json")
            let list = try await socket.sceneList { $0.count == 2 }
            #expect(list == [folder + "/a.json", folder + "/more/b.json"])
            let added = try await socket.picture(of: folder + "/more/b.json", newerThan: 0)
            #expect(added.pixel == [0, 0, 255, 255])
        }
    }

    /// A component scene drawn with --theme; editing the theme file draws it again (the toast band's
    /// last row is the theme's cyan).
    @Test func editingTheThemeFileRedrawsTheScenes() async throws {
        let folder = try Scratch.directory("preview").path
        let toast = try #require(ComponentCatalog.entries.first { $0.component == "toast" })
        try Self.write(try ComponentScene(device: .iphone15, content: toast.content).sceneFileText(), to: folder + "/toast.json")
        try Self.write(##"{"colors": {"cyan": "#FFCC00"}}"##, to: folder + "/theme.json")
        try await PreviewRun.with([folder + "/toast.json", "--theme", folder + "/theme.json"]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            func toastBand(_ picture: LoopbackClient.Picture) throws -> [UInt8] {
                let image = try PNGDecoder().decode(picture.png)
                // The toast's last row: 10 pt (Toast-Swift's vertical padding) above the 34 pt safe area, at 3x.
                let row = (image.height - (34 + 10) * 3 - 1) * image.width * 4
                return Array(image.pixels[row..<row + 4])
            }
            let yellow = try await socket.picture(of: folder + "/toast.json", newerThan: 0)
            #expect(try toastBand(yellow) == [255, 204, 0, 255])
            try Self.write(##"{"colors": {"cyan": "#00FF00"}}"##, to: folder + "/theme.json")
            let green = try await socket.picture(of: folder + "/toast.json", newerThan: yellow.version)
            #expect(try toastBand(green) == [0, 255, 0, 255])
        }
    }

    /// Issue 24: the preview watches the images a scene draws, in their own folder; a missing
    /// image is an error in place of the picture until the file comes back.
    @Test func replacingAnImageRedrawsTheScenesThatShowIt() async throws {
        let folder = try Scratch.directory("preview").path
        let scene = folder + "/avatar.json"
        func writeImage(_ rgba: [UInt8]) throws {
            let pixels = Array([[UInt8]](repeating: rgba, count: 4).joined())
            // Replaced by rename, as an image editor or `cp` over it might: a new inode.
            try AtomicFile.write(try PNGEncoder.fast.encode(Bitmap(width: 2, height: 2, pixels: pixels)!), toPath: folder + "/images/avatar.png")
        }
        try writeImage([255, 0, 0, 255])
        try Self.write(#"{"size": {"width": 40, "height": 30}, "scale": 1, "nodes": [{"id": "avatar", "#
                       + #""frame": {"x": 0, "y": 0, "width": 40, "height": 30}, "image": {"path": "images/avatar.png"}}]}"#, to: scene)
        try await PreviewRun.with([scene]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            let red = try await socket.picture(of: scene, newerThan: 0)
            #expect(red.pixel == [255, 0, 0, 255])
            try writeImage([0, 0, 255, 255])
            let blue = try await socket.picture(of: scene, newerThan: red.version)
            #expect(blue.pixel == [0, 0, 255, 255])
            try FileManager.default.removeItem(atPath: folder + "/images/avatar.png")
            let failure = try await socket.failure(of: scene, newerThan: blue.version)
            #expect(failure.message.contains("nodes[0].image.path"), "\(failure.message)")
            try writeImage([0, 255, 0, 255])
            let green = try await socket.picture(of: scene, newerThan: failure.version)
            #expect(green.pixel == [0, 255, 0, 255])
        }
    }

    @Test func withoutScenesItServesTheGallery() async throws {
        try await PreviewRun.with([]) { run in
            let port = try await run.port()
            let socket = try await offThePool { try LoopbackClient.webSocket("/live", port: port) }
            let list = try await socket.sceneList { _ in true }
            #expect(list.count == ComponentCatalog.entries.count * ComponentCatalog.devices.count)
            let first = try #require(list.first)
            let picture = try await socket.picture(of: first, newerThan: 0)
            let entry = try #require(ComponentCatalog.entries.first)
            let device = try #require(ComponentCatalog.devices.first)
            #expect(first == GalleryCommand.pictureName(entry, on: device))
            let image = try PNGDecoder().decode(picture.png)
            #expect(image.width == Int(device.size.width * device.scale))
        }
    }

    /// Another site open in the same browser, or a site's name rebound to 127.0.0.1, cannot read
    /// the scenes; the server's own page (Origin = its own address) can.
    @Test func onlyTheServersOwnPageSeesTheScenes() async throws {
        let folder = try Scratch.directory("preview").path
        try Self.write(Self.box("#FF0000"), to: folder + "/a.json")
        try await PreviewRun.with([folder]) { run in
            let port = try await run.port()
            let rebound = try await offThePool { try LoopbackClient.get("/", port: port, host: "attacker.example:\(port)") }
            #expect(rebound.status == 403)
            await #expect(throws: LoopbackClient.Failure.self) {
                try await offThePool { try LoopbackClient.webSocket("/live", port: port, origin: "http://attacker.example") }
            }
            let own = try await offThePool { try LoopbackClient.webSocket("/live", port: port, origin: "http://127.0.0.1:\(port)") }
            #expect(try await own.picture(of: folder + "/a.json", newerThan: 0).pixel == [255, 0, 0, 255])
        }
        #expect(PreviewServer.isOwnPage(authority: "localhost:8080", origin: "http://localhost:8080", host: "127.0.0.1"))
        #expect(PreviewServer.isOwnPage(authority: "[::1]:8080", origin: nil, host: "::1"))
        #expect(PreviewServer.isOwnPage(authority: "devbox:8080", origin: nil, host: "devbox"))
        #expect(!PreviewServer.isOwnPage(authority: "127.0.0.1:8080", origin: "http://attacker.example", host: "127.0.0.1"))
        #expect(!PreviewServer.isOwnPage(authority: nil, origin: nil, host: "127.0.0.1"))
    }

    @Test func aMissingSceneFileIsBadInput() throws {
        let result = try BuiltCommand.run(["preview", "/nonexistent/scene.json", "--port", "0"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/nonexistent/scene.json"), "\(result.standardError)")
    }

    @Test func aPortInUseIsBadInput() async throws {
        let folder = try Scratch.directory("preview").path
        try Self.write(Self.box("#FF0000"), to: folder + "/a.json")
        try await PreviewRun.with([folder]) { run in
            let port = try await run.port()
            let result = try await offThePool { try BuiltCommand.run(["preview", folder, "--port", "\(port)"]) }
            #expect(result.status == 2)
            #expect(result.standardError.contains("cannot listen on 127.0.0.1:\(port)"), "\(result.standardError)")
        }
    }

    @Test func aPortOutOfRangeIsAUsageError() throws {
        #expect(throws: (any Error).self) { try PreviewCommand.parse(["--port", "70000"]) }
    }

    /// The page itself, in headless Chromium: its script connects, decodes each picture and says
    /// so over the WebSocket; an edit then reaches the browser.
    @Test(.enabled(if: chromium != nil, "chromium is not installed (make test installs it); the page's script is not run"))
    func thePageShowsEachNewPictureInABrowser() async throws {
        let folder = try Scratch.directory("preview").path
        let scene = folder + "/box.json"
        try Self.write(Self.box("#FF0000"), to: scene)
        try Self.write(Self.box("#FFFF00"), to: folder + "/other.json")
        try await PreviewRun.with([folder]) { run in
            let port = try await run.port()
            let browser = try Browser(url: "http://127.0.0.1:\(port)/", profile: folder + "/.profile")
            defer { browser.stop() }
            let first = try await run.shown(scene, after: 0)
            _ = try await run.shown(folder + "/other.json", after: 0)
            try Self.write(Self.box("#0000FF"), to: scene)
            let edited = try await run.shown(scene, after: first)
            #expect(edited > first)
            try Self.write("{", to: scene)
            #expect(try await run.shown(scene, after: edited) > edited, "the error is shown in the page too")
        }
    }
}

/// A preview server started in this process as `layout-render preview ARGUMENTS --port 0`, with
/// the events it reported.
final class PreviewRun: Sendable {
    private let events = Mutex<[PreviewEvent]>([])
    private let task = Mutex<Task<Void, any Error>?>(nil)

    /// Runs `body` with a preview of `arguments`, then stops the server, also when `body` throws.
    static func with(_ arguments: [String], _ body: (PreviewRun) async throws -> Void) async throws {
        let run = PreviewRun()
        let source = try PreviewCommand.parse(arguments + ["--port", "0"]).source()
        let server = PreviewServer(source: source, port: 0) { event in run.events.withLock { $0.append(event) } }
        // On a thread of its own, as the review tests run theirs: on the cooperative pool, a loaded
        // parallel run once kept it from reporting that it listens for three minutes.
        run.task.withLock { $0 = DedicatedExecutor.task("preview-server") { try await server.run() } }
        do { try await body(run) } catch {
            await run.stop()
            throw error
        }
        await run.stop()
    }

    private func stop() async {
        guard let task = task.withLock({ $0 }) else { return }
        task.cancel()
        _ = await task.result
    }

    /// The first event `match` accepts, waiting up to three minutes for it: the server runs on a
    /// thread of its own, but its pages and pictures still come through a loaded machine (it once
    /// took 68 s to report listening while a release build ran beside the suite, when it shared
    /// the cooperative pool); the preview command alone answers in milliseconds.
    func waitFor<T: Sendable>(_ what: String, _ match: @escaping @Sendable (PreviewEvent) -> T?) async throws -> T {
        let failure = { LoopbackClient.Failure.protocolError("no \(what) within three minutes; events: \(self.events.withLock { $0 })") }
        let found = try await eventually(within: .seconds(180), every: .milliseconds(5)) { () -> T? in
            if let found = events.withLock({ $0.lazy.compactMap(match).first }) { return found }
            if let task = task.withLock({ $0 }), task.isCancelled { throw failure() }
            return nil
        }
        guard let found else { throw failure() }
        return found
    }

    /// The port the server listens on.
    func port() async throws -> Int {
        try await waitFor("listening") { event in
            guard case .listening(let url) = event else { return nil }
            return Int(url.split(separator: ":").last?.filter(\.isNumber) ?? "")
        }
    }

    /// The first version after `version` of the scene `name` a page reported shown.
    func shown(_ name: String, after version: Int) async throws -> Int {
        try await waitFor("page showing \(name) after version \(version)") { event in
            guard case .shown(name, let shown) = event, shown > version else { return nil }
            return shown
        }
    }
}

extension LoopbackClient {
    /// A picture message: its header, PNG and version, and its top-left pixel.
    struct Picture {
        var header: [String: Any]
        var png: [UInt8]
        var version: Int { header["version"] as? Int ?? 0 }
        var pixel: [UInt8] { (try? PNGDecoder().decode(png)).map { Array($0.pixels[0..<4]) } ?? [] }
    }

    /// The next message, parsed: JSON for text, header and PNG for a picture.
    private func next() async throws -> (json: [String: Any], png: [UInt8]?) {
        let message = try await offThePool { [self] in try receive() }
        switch message {
        case .text(let text):
            return (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:], nil)
        case .binary(let bytes):
            let length = bytes.prefix(4).reduce(0) { $0 << 8 | Int($1) }
            let header = try JSONSerialization.jsonObject(with: Data(bytes[4..<4 + length])) as? [String: Any] ?? [:]
            return (header, Array(bytes[(4 + length)...]))
        }
    }

    /// Reads messages until a picture of `key` newer than `version`.
    func picture(of key: String, newerThan version: Int) async throws -> Picture {
        while true {
            let (json, png) = try await next()
            if let png, json["key"] as? String == key, json["version"] as? Int ?? 0 > version {
                return Picture(header: json, png: png)
            }
        }
    }

    /// Reads messages until an error of `key` newer than `version`.
    func failure(of key: String, newerThan version: Int) async throws -> (message: String, version: Int) {
        while true {
            let (json, _) = try await next()
            if json["type"] as? String == "failure", json["key"] as? String == key,
               let shown = json["version"] as? Int, shown > version {
                return (json["message"] as? String ?? "", shown)
            }
        }
    }

    /// Reads messages until a list of scenes (their keys) that `accept` takes.
    func sceneList(_ accept: ([String]) -> Bool) async throws -> [String] {
        while true {
            let (json, _) = try await next()
            if json["type"] as? String == "scenes", let scenes = json["scenes"] as? [[String: Any]] {
                let keys = scenes.compactMap { $0["key"] as? String }
                if accept(keys) { return keys }
            }
        }
    }
}

/// Headless Chromium showing a page until stopped.
final class Browser {
    private let process: Process

    init(url: String, profile: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium ?? "chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(profile)",
                             "--remote-debugging-port=0", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try BuiltCommand.launch(process)
        self.process = process
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
