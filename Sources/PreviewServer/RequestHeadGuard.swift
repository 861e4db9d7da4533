import NIOCore

/// The first handler of every preview connection: it holds each connection to a complete request
/// head (the bytes up to the blank line that ends the headers) within `timeout` and `limit` bytes,
/// then steps out of the pipeline. A client that sends its head a byte at a time, or never, is
/// cut off at the timeout (the "slowloris" attack: 20,000 such connections held 300 MB and
/// stopped the server); one whose head is larger than `limit` is answered 431 Request Header
/// Fields Too Large (RFC 6585, §5) and closed, instead of being read into memory to the
/// decoder's own limit.
final class RequestHeadGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// The most bytes of a request head: a browser's is under 2 KB, cookies of a big site under 8.
    static let limit = 16 * 1024
    /// How long a client has to send its request head (Apache's mod_reqtimeout starts at 20 s).
    static let timeout = TimeAmount.seconds(10)

    /// The answer to an oversized head; the connection closes after it.
    static let tooLarge = "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    /// After a 431, what the client is still sending is read and dropped for at most this long and
    /// this many bytes before the connection closes (a "lingering close", as Apache and nginx do):
    /// closing on unread bytes sends a reset, and the client's kernel then drops the 431 unread.
    static let lingerTime = TimeAmount.seconds(5)
    static let lingerLimit = 64 << 20

    private var seen = 0
    /// Bytes dropped since the 431; nil until then.
    private var dropped: Int?
    /// The last bytes read, to find the blank line ("\r\n\r\n") when it straddles two reads.
    private var tail: UInt32 = 0
    private var deadline: Scheduled<Void>?
    private var isDone = false

    func handlerAdded(context: ChannelHandlerContext) {
        let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
        deadline = context.eventLoop.scheduleTask(in: Self.timeout) { loopBound.value.close(promise: nil) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        if let dropped {
            self.dropped = dropped + buffer.readableBytes
            if dropped + buffer.readableBytes > Self.lingerLimit { context.close(promise: nil) }
            return
        }
        guard !isDone else { return context.fireChannelRead(data) }
        var end: Int?
        buffer.withUnsafeReadableBytes { bytes in
            for (index, byte) in bytes.enumerated() {
                tail = tail << 8 | UInt32(byte)
                if tail == 0x0D0A_0D0A { end = index + 1; break }
            }
        }
        seen += end ?? buffer.readableBytes
        if seen > Self.limit {
            isDone = true
            dropped = 0
            deadline?.cancel()
            let written = context.eventLoop.makePromise(of: Void.self)
            let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
            // The linger time runs from here; kept where handlerRemoved cancels it, so a client
            // that finishes sending first leaves no timer behind.
            deadline = context.eventLoop.scheduleTask(in: Self.lingerTime) { loopBound.value.close(promise: nil) }
            written.futureResult.whenComplete { _ in
                // The 431 and an end of stream go out; the client's remaining bytes are read and
                // dropped until it is done, the limit is reached, or the linger time is over.
                let halfClosed = loopBound.value.eventLoop.makePromise(of: Void.self)
                loopBound.value.close(mode: .output, promise: halfClosed)
                halfClosed.futureResult.whenFailure { _ in loopBound.value.close(promise: nil) }
            }
            context.writeAndFlush(NIOAny(ByteBuffer(string: Self.tooLarge)), promise: written)
            return
        }
        context.fireChannelRead(data)
        if end != nil {
            isDone = true
            context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
        }
    }
}
