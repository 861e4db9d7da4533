import Foundation

/// A value shared between threads, reachable only while holding its lock.
/// The text engine's caches (faces, shaped words) live in these.
final class Synchronized<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
