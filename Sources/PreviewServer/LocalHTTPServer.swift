import Foundation
import Hummingbird
import HummingbirdWebSocket
import HummingbirdCore
import NIOCore
import Logging
import Synchronization

/// The HTTP (and WebSocket) server under `layout-render preview` and `review`: bounded connections
/// and request heads, listening on one address until cancelled or signalled.
public enum LocalHTTPServer {
    /// The executor the server's own tasks prefer (SE-0417), nil for the global concurrent one.
    /// `run` serves from an unstructured task, which inherits no executor preference, so a caller
    /// that runs a server off the cooperative pool (a test among hundreds of parallel ones whose
    /// synchronous work holds the pool's few threads) names its executor here as a task-local,
    /// which that task does inherit; otherwise the server could not even report that it listens.
    @TaskLocal public static var preferredExecutor: (any TaskExecutor)?

    /// Serves `router` and `webSocketRouter` on `host`:`port` until the calling task is cancelled
    /// or one of `signals` (SIGINT, SIGTERM) arrives; then it returns normally. `onListening` is
    /// told the page's URL (with the port chosen for port 0).
    ///
    /// A stop cancels the server, which closes most connections at once; one a browser keeps open can
    /// outlive that, so a stop returns after at most a second whatever is still open: Ctrl-C must not
    /// wait for a tab to close.
    ///
    /// - Throws: `PreviewServerError.cannotListen` when the address cannot be bound (a port in
    ///   use, a host that is not this machine's).
    static func run(router: Router<BasicRequestContext>, webSocketRouter: Router<BasicWebSocketRequestContext>,
                    host: String, port: Int, stoppingOn signals: [Int32],
                    onListening: @escaping @Sendable (String) -> Void) async throws {
        let listening = Atomic<Bool>(false)
        var logger = Logger(label: "layout-render.server")
        // Failures to listen are thrown; what Hummingbird logs below that is about single
        // connections (a stop cancels them all, which it reports as errors) and not the user's.
        logger.logLevel = .critical
        let webSocketResponder = webSocketRouter.buildResponder()
        // Bounded whatever clients do: at most `maximumConnections` at once (more wait in the
        // listen backlog), each with `RequestHeadGuard.timeout` to send a head of at most
        // `RequestHeadGuard.limit` bytes, and `idleTimeout` between requests.
        let http = HTTP1Channel.Configuration(
            idleTimeout: Self.idleTimeout,
            httpDecoderConfiguration: .init(maxHeaderFieldSize: RequestHeadGuard.limit, maxHeaderListSize: RequestHeadGuard.limit,
                                            maxHeaderFieldCount: 100))
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                GuardedChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                  configuration: .init(http1: http)))
            },
            configuration: .init(address: .hostname(host, port: port), serverName: nil,
                                 availableConnectionsDelegate: MaximumAvailableConnections(Self.maximumConnections)),
            onServerRunning: { channel in
                listening.store(true, ordering: .relaxed)
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                onListening("http://\(shownHost):\(port)/")
            },
            logger: logger)
        let executor = Self.preferredExecutor
        let serving = Task(executorPreference: executor) { try await app.run() }
        let (ended, end) = AsyncStream.makeStream(of: Result<Void, any Error>.self)
        Task(executorPreference: executor) { end.yield(await serving.result) }
        let stop: @Sendable () -> Void = {
            serving.cancel()
            DispatchQueue.global().asyncAfter(deadline: .now() + 1) { end.yield(.success(())) }
        }
        let signalSources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return source
        }
        defer { for source in signalSources { source.cancel() } }
        let result = await withTaskCancellationHandler {
            var first = ended.makeAsyncIterator()
            return await first.next() ?? .success(())
        } onCancel: { stop() }
        guard case .failure(let error) = result else { return }
        if !listening.load(ordering: .relaxed) {
            throw PreviewServerError.cannotListen(address: "\(host):\(port)", reason: "\(error)")
        }
        if !serving.isCancelled { throw error }
    }

    /// The most connections served at once: a page holds two or three (the page, its WebSocket,
    /// a picture), so this is dozens of open tabs; a flood of connections waits in the backlog
    /// instead of taking memory.
    static let maximumConnections = 128
    /// How long a connection may stay open between requests.
    static let idleTimeout = TimeAmount.seconds(30)
}
