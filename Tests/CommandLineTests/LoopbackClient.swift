import Foundation
import PreviewServer
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 and WebSocket (RFC 6455) client over a blocking TCP socket to 127.0.0.1, for
/// the preview server's end-to-end tests: a GET, and a WebSocket's messages (reassembling
/// fragmented ones). Every read gives up after `timeout` seconds, so a broken server fails a test
/// instead of hanging it. The default is long (5 minutes): it bounds a hang, it is not a speed
/// test, and a server drawing three pictures while the rest of `make test` loads the machine
/// once took more than the minute it used to be (issue 37's third run under load). Blocking calls run on their own thread (`offThePool`), never on the
/// concurrency pool the server's tasks need.
final class LoopbackClient: @unchecked Sendable {  // one test uses it, one call at a time
    enum Failure: Error, CustomStringConvertible {
        case socket(String)
        case protocolError(String)
        var description: String {
            switch self {
            case .socket(let text): return "socket: \(text)"
            case .protocolError(let text): return "protocol: \(text)"
            }
        }
    }

    /// A WebSocket message.
    enum Message: Equatable {
        case text(String)
        case binary([UInt8])
    }

    private let descriptor: Int32
    private var buffered: [UInt8] = []

    /// Connects to 127.0.0.1:`port`.
    init(port: Int, timeout: Double = 300) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure.socket("socket() failed, errno \(errno)") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { close(descriptor); throw Failure.socket("connect to port \(port) failed, errno \(errno)") }
    }

    deinit { close(descriptor) }

    /// `GET path` with `Connection: close`: the status code and the body.
    static func get(_ path: String, port: Int, host: String? = nil) throws -> (status: Int, body: [UInt8]) {
        try request("GET", path, port: port, host: host)
    }

    /// `method path` with no body and `Connection: close`, from a page at `origin` when one is
    /// given: the status code and the body.
    static func request(_ method: String, _ path: String, port: Int, host: String? = nil,
                        origin: String? = nil) throws -> (status: Int, body: [UInt8]) {
        let client = try LoopbackClient(port: port)
        try client.send(Array(("\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + (method == "GET" ? "" : "Content-Length: 0\r\n") + "Connection: close\r\n\r\n").utf8))
        let head = try client.readHead()
        var body: [UInt8] = []
        if let length = head.headers["content-length"].flatMap({ Int($0) }) {
            body = try client.read(length)
        } else {
            while let chunk = try? client.read(1) { body += chunk }
        }
        return (head.status, body)
    }

    /// Opens a WebSocket at `path`, as a page from `origin` when one is given.
    static func webSocket(_ path: String, port: Int, origin: String? = nil) throws -> LoopbackClient {
        let client = try LoopbackClient(port: port)
        try client.send(Array(("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        let head = try client.readHead()
        // RFC 6455 section 1.3's own example key and accept value.
        guard head.status == 101, head.headers["sec-websocket-accept"] == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=" else {
            throw Failure.protocolError("no upgrade: status \(head.status), \(head.headers)")
        }
        return client
    }

    /// The next text or binary message (pings are answered, fragments joined).
    func receive() throws -> Message {
        var payload: [UInt8] = []
        var firstOpcode: UInt8?
        while true {
            let header = try read(2)
            let final = header[0] & 0x80 != 0, opcode = header[0] & 0x0F
            var length = Int(header[1] & 0x7F)
            if length == 126 { length = try read(2).reduce(0) { $0 << 8 | Int($1) } }
            else if length == 127 { length = try read(8).reduce(0) { $0 << 8 | Int($1) } }
            let data = try read(length)
            switch opcode {
            case 0x8: throw Failure.protocolError("the server closed the WebSocket")
            case 0x9: try sendFrame(opcode: 0xA, data); continue
            case 0xA: continue
            case 0x0: payload += data
            default: firstOpcode = opcode; payload = data
            }
            guard final else { continue }
            guard let firstOpcode else { throw Failure.protocolError("a continuation frame without a first frame") }
            return firstOpcode == 0x1 ? .text(String(decoding: payload, as: UTF8.self)) : .binary(payload)
        }
    }

    /// Sends a text message (masked, as clients must).
    func sendText(_ text: String) throws { try sendFrame(opcode: 0x1, Array(text.utf8)) }

    private func sendFrame(opcode: UInt8, _ data: [UInt8]) throws {
        var frame: [UInt8] = [0x80 | opcode]
        if data.count < 126 { frame.append(0x80 | UInt8(data.count)) }
        else { frame += [0x80 | 126, UInt8(data.count >> 8 & 0xFF), UInt8(data.count & 0xFF)] }
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        frame += mask
        frame += data.enumerated().map { $1 ^ mask[$0 % 4] }
        try send(frame)
    }

    func send(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure.socket("send failed, errno \(errno)") }
            sent += count
        }
    }

    private func readHead() throws -> (status: Int, headers: [String: String]) {
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) { head += try read(1) }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, headers)
    }

    /// Every byte until the server closes the connection (`closed`) or the timeout passes.
    func receiveUntilClosed() -> (bytes: [UInt8], closed: Bool) {
        var bytes = buffered
        buffered = []
        while true {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if received == 0 { return (bytes, true) }
            if received < 0 { return (bytes, errno == ECONNRESET) }
            bytes += chunk[..<received]
        }
    }

    /// Exactly `count` bytes; throws at the end of the stream or after the timeout.
    private func read(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard received > 0 else {
                throw Failure.socket(received == 0 ? "the connection was closed" : "no data in time (errno \(errno))")
            }
            buffered += chunk[..<received]
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }
}

/// Runs blocking work on a thread of its own and awaits it, leaving the concurrency pool (two
/// threads on a two-core machine) to the server under test.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// Runs a server's task on a thread of its own instead of the cooperative pool (Swift's task
/// executor preference, SE-0417): tests that run in parallel hold the pool's few threads with
/// synchronous work (child processes, file I/O) for minutes of a loaded run, and a server started
/// on the pool could not even report that it listens (the review tests waited out three minutes).
final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    init(_ label: String) { queue = DispatchQueue(label: label) }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// A task running `operation` on a new dedicated executor, with the server it starts serving
    /// there too (`LocalHTTPServer.preferredExecutor`: the server's own task is unstructured and
    /// would otherwise run on the pool).
    static func task(_ label: String, _ operation: @escaping @Sendable () async throws -> Void) -> Task<Void, any Error> {
        let executor = DedicatedExecutor(label)
        return Task(executorPreference: executor) {
            try await LocalHTTPServer.$preferredExecutor.withValue(executor) { try await operation() }
        }
    }
}
