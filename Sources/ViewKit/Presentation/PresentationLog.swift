import Foundation

/// Messages UIKit prints to the console instead of raising: written to standard error at once and
/// kept, so a test can read them (`drain()`). One store per kind of message.
final class ConsoleMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    /// The messages reported since the last call, forgotten.
    func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = messages
        messages = []
        return result
    }
}

/// Where UIKit's console warnings about bars and presentation go (presenting a controller that
/// is already presented, a tab index past the end, a second cancel action): standard error, and
/// the messages kept so a test can read them. Never a crash.
public enum PresentationLog {
    private static let store = ConsoleMessages()
    static func report(_ message: String) { store.report(message) }
    /// The messages reported since the last call, and forgets them.
    public static func drain() -> [String] { store.drain() }
}
