import Foundation

/// Where UIKit's console warnings about bars and presentation go (presenting a controller that
/// is already presented, a tab index past the end, a second cancel action): standard error, and
/// the messages kept so a test can read them. Never a crash.
public enum PresentationLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var messages: [String] = []

    static func report(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        lock.lock()
        messages.append(message)
        lock.unlock()
    }

    /// The messages reported since the last call, and forgets them.
    public static func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let result = messages
        messages = []
        return result
    }
}
