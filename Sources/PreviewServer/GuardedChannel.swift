import HummingbirdCore
import Logging
import NIOCore

/// A server child channel (Hummingbird's HTTP/1 with WebSocket upgrade, here) with a
/// `RequestHeadGuard` in front of its pipeline: Hummingbird's own idle timeout starts only once a
/// request head has been decoded, so a head that never ends would hold its connection forever.
struct GuardedChannel<Base: ServerChildChannel>: ServerChildChannel {
    let base: Base

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Base.Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(RequestHeadGuard())
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return base.setup(channel: channel, logger: logger)
    }

    func handle(value: Base.Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
