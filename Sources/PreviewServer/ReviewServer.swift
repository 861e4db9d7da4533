import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import Rasterizer
import SnapshotArtifacts

/// `layout-render review`'s server: the last snapshot run's failures as a page (`ReviewPage`), the
/// artifacts' images at `/artifact?file=…`, and Accept and Reject as POSTs from that page:
/// `/accept?id=Suite/name` writes the actual image and its layout tree over the reference
/// (`ReferenceAcceptance`: atomically, only `<references>/<suite>/<name>.png` inside an existing
/// references folder), `/reject?id=…` drops the failure from the artifacts, `/accept-all?confirm=all`
/// accepts every failure. Every request passes the preview's Host and Origin checks; a POST must
/// carry its Origin (browsers send it on every POST), so no other page can make one.
public struct ReviewServer: Sendable {
    /// The run's artifacts folder.
    public var artifacts: FailureArtifacts
    /// The only references folder writes may go to; nil: each failure's own.
    public var references: String?
    /// The address to listen on: 127.0.0.1 unless the user asks otherwise.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// Told when the server listens and when a failure is accepted or rejected.
    public var report: @Sendable (ReviewEvent) -> Void

    public init(artifacts: FailureArtifacts, references: String? = nil, host: String = "127.0.0.1", port: Int = 8080,
                report: @escaping @Sendable (ReviewEvent) -> Void = { _ in }) {
        self.artifacts = artifacts; self.references = references; self.host = host; self.port = port; self.report = report
    }

    /// Serves until the calling task is cancelled or one of `signals` arrives.
    /// - Throws: the artifacts' error when their records cannot be read; `PreviewServerError.cannotListen`.
    public func run(stoppingOn signals: [Int32] = []) async throws {
        _ = try artifacts.records()
        try await LocalHTTPServer.run(router: router(), webSocketRouter: Router(context: BasicWebSocketRequestContext.self),
                                      host: host, port: port, stoppingOn: signals) { [report] in report(.listening(url: $0)) }
    }

    private func router() -> Router<BasicRequestContext> {
        let router = Router()
        let (host, artifacts, report) = (host, artifacts, report)
        let acceptance = ReferenceAcceptance(artifacts: artifacts, references: references)
        router.get("/") { request, _ in
            guard PreviewServer.isOwnPage(request, host: host) else { return Response(status: .forbidden) }
            let page = ReviewPage.html(try artifacts.records().map { ReviewPage.Failure(record: $0, in: artifacts.directory) })
            return Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(string: page)))
        }
        router.get("/artifact") { request, _ in
            guard PreviewServer.isOwnPage(request, host: host) else { return Response(status: .forbidden) }
            // Only the images a failure names: never a path a request makes up.
            guard let file = request.uri.queryParameters["file"].map(String.init),
                  try artifacts.records().contains(where: { [$0.reference, $0.actual, $0.difference, $0.sideBySide].contains(file) })
            else { return Response(status: .notFound) }
            guard let path = try? artifacts.artifactPath(file) else { return Response(status: .notFound) }
            let bytes = try FileBytes.read(atPath: path)
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        router.post("/accept") { request, _ in
            try Self.act(request, host: host, artifacts: artifacts) { failures in
                try acceptance.accept(failures)
                failures.forEach { report(.accepted($0.identifier)) }
            }
        }
        router.post("/accept-all") { request, _ in
            guard request.uri.queryParameters["confirm"] == "all" else { return Response(status: .badRequest) }
            return try Self.act(request, host: host, artifacts: artifacts, all: true) { failures in
                try acceptance.accept(failures)
                failures.forEach { report(.accepted($0.identifier)) }
            }
        }
        router.post("/reject") { request, _ in
            try Self.act(request, host: host, artifacts: artifacts) { failures in
                try artifacts.remove(failures)
                failures.forEach { report(.rejected($0.identifier)) }
            }
        }
        return router
    }

    /// Runs `action` on the failure `?id=` names (every failure with `all`) for a POST from the
    /// server's own page: 403 from anywhere else, 404 for an unknown failure, 409 with the reason
    /// when the action is refused (a reference outside its folder), 200 otherwise.
    private static func act(_ request: Request, host: String, artifacts: FailureArtifacts, all: Bool = false,
                            _ action: ([FailureArtifacts.Record]) throws -> Void) throws -> Response {
        guard request.headers[.origin] != nil, PreviewServer.isOwnPage(request, host: host) else {
            return Response(status: .forbidden)
        }
        let records = try artifacts.records()
        let chosen = all ? records : records.filter { $0.identifier == request.uri.queryParameters["id"].map(String.init) }
        guard !chosen.isEmpty || all else { return Response(status: .notFound) }
        do {
            try action(chosen)
        } catch {
            return Response(status: .conflict, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "\(error)")))
        }
        return Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(string: chosen.map(\.identifier).joined(separator: "\n"))))
    }
}

/// What a review server tells its command.
public enum ReviewEvent: Sendable, Equatable {
    /// The server listens at `url`.
    case listening(url: String)
    /// The failure "suite/name" was accepted: its reference now holds the actual image.
    case accepted(String)
    /// The failure "suite/name" was rejected: it left the artifacts, the reference is unchanged.
    case rejected(String)
}
