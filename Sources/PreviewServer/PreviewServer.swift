import Foundation
import Hummingbird
import HummingbirdWebSocket
import HummingbirdCore
import NIOCore
import Logging
import Synchronization

/// `layout-render preview`'s server: the page at `/`, each scene's current picture at
/// `/picture?key=…`, and the WebSocket at `/live` that pushes every new drawing to the open pages
/// (`PreviewMessage` says how). A `PreviewLoop` thread watches the files and draws.
public struct PreviewServer: Sendable {
    public var source: PreviewSource
    /// The address to listen on: 127.0.0.1 unless the user asks otherwise.
    public var host: String
    /// The port; 0 picks a free one (the `.listening` event names it).
    public var port: Int
    /// How often the watched files are stat'ed.
    public var pollInterval: Duration
    /// Told when the server listens, a scene is drawn and a page shows a picture.
    public var report: @Sendable (PreviewEvent) -> Void

    public init(source: PreviewSource, host: String = "127.0.0.1", port: Int = 8080,
                pollInterval: Duration = .milliseconds(20), report: @escaping @Sendable (PreviewEvent) -> Void = { _ in }) {
        self.source = source; self.host = host; self.port = port
        self.pollInterval = pollInterval; self.report = report
    }

    /// Finds the scenes, then serves and draws until the calling task is cancelled or one of
    /// `signals` (SIGINT, SIGTERM) arrives; then it returns normally (see `LocalHTTPServer.run`).
    ///
    /// - Throws: `PreviewServerError.cannotListen` when the address cannot be bound (a port in
    ///   use, a host that is not this machine's); the source's error when no scenes can be found.
    public func run(stoppingOn signals: [Int32] = []) async throws {
        let state = PreviewState()
        state.setScenes(try source.discover())
        let loop = PreviewLoop(source: source, state: state, interval: pollInterval, report: report)
        loop.start()
        defer { loop.stop() }

        try await LocalHTTPServer.run(router: Self.router(state, host: host),
                                      webSocketRouter: Self.webSocketRouter(state, host: host, report: report),
                                      host: host, port: port, stoppingOn: signals) { report(.listening(url: $0)) }
    }

    /// The most connections served at once (`LocalHTTPServer`'s bound).
    public static var maximumConnections: Int { LocalHTTPServer.maximumConnections }

    private static func router(_ state: PreviewState, host: String) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { request, _ in
            guard isOwnPage(request, host: host) else { return Response(status: .forbidden) }
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                     body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html(state.entries))))
        }
        router.get("/picture") { request, _ in
            guard isOwnPage(request, host: host) else { return Response(status: .forbidden) }
            guard let key = request.uri.queryParameters["key"].map(String.init), let entry = state.entry(key),
                  case .picture(let picture) = entry.outcome else {
                return Response(status: .notFound)
            }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: picture.png)))
        }
        return router
    }

    /// `/live`: on connecting, the list and every drawn scene; then each new drawing as it is made.
    /// Pages' acknowledgements are read alongside.
    private static func webSocketRouter(_ state: PreviewState, host: String, report: @escaping @Sendable (PreviewEvent) -> Void)
        -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.ws("/live", shouldUpgrade: { request, _ in
            isOwnPage(request, host: host) ? .upgrade() : .dontUpgrade
        }) { inbound, outbound, _ in
            let (id, wakeups) = state.subscribe()
            defer { state.unsubscribe(id) }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    for try await message in inbound.messages(maxSize: 1 << 16) {
                        guard case .text(let text) = message, let shown = PreviewMessage.shown(in: text),
                              let entry = state.entry(shown.key) else { continue }
                        report(.shown(name: entry.scene.name, version: shown.version))
                    }
                }
                group.addTask {
                    for await _ in wakeups {
                        let update = state.takeUpdate(for: id)
                        if let scenes = update.scenes { try await outbound.write(.text(PreviewMessage.sceneList(scenes))) }
                        for entry in update.entries {
                            switch entry.outcome {
                            case .picture(let picture):
                                try await outbound.write(.binary(ByteBuffer(bytes: PreviewMessage.picture(picture, of: entry))))
                            case .failure(let message):
                                try await outbound.write(.text(PreviewMessage.failure(message, of: entry)))
                            case .pending:
                                break
                            }
                        }
                    }
                }
                // The page closed (inbound ended) or a write failed: stop the other half too.
                try await group.next()
                group.cancelAll()
            }
        }
        return router
    }
}

extension PreviewServer {
    /// Whether `request` may see the scenes: its Host names this machine (an IP address, localhost,
    /// or the host the server listens on) and a browser's Origin, when one is sent, is the server's
    /// own page. Another site open in the same browser, or a name of another site made to resolve to
    /// 127.0.0.1 (DNS rebinding), is refused: it could read the user's scenes otherwise.
    static func isOwnPage(_ request: Request, host: String) -> Bool {
        isOwnPage(authority: request.head.authority, origin: request.headers[.origin], host: host)
    }

    static func isOwnPage(authority: String?, origin: String?, host: String) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        var name = Substring(authority)
        if name.hasPrefix("["), let end = name.firstIndex(of: "]") {
            name = name[name.index(after: name.startIndex)..<end]
        } else if let colon = name.lastIndex(of: ":") {
            name = name[..<colon]
        }
        let isAddress = name.contains(":") || name.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard isAddress || name.lowercased() == "localhost" || name.lowercased() == host.lowercased() else { return false }
        return origin.map { $0 == "http://" + authority } ?? true
    }
}

/// Why a preview could not start.
public enum PreviewServerError: Error, CustomStringConvertible {
    /// Nothing can listen at `address`: the port is in use, or the host is not this machine's.
    case cannotListen(address: String, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let address, let reason): return "cannot listen on \(address): \(reason)"
        }
    }
}
