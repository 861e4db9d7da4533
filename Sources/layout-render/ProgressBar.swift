import Foundation
import Synchronization

/// A one-line progress bar on standard error, drawn only when standard error is a terminal: logs,
/// pipes and CI output get nothing of it (only the summary line a command prints at the end).
final class ProgressBar: Sendable {
    private let total: Int
    private let done = Mutex(0)
    private let isShown: Bool

    /// How many cells the bar has.
    private static let width = 30

    init(total: Int, isShown: Bool = isatty(STDERR_FILENO) == 1) {
        self.total = total
        self.isShown = isShown && total > 0
    }

    /// One more item is done: redraws the bar in place (carriage return, no new line).
    func advance() {
        guard isShown else { return }
        done.withLock { done in
            done += 1
            let filled = Self.width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
        }
    }

    /// Erases the bar so the lines printed next start on a clean line.
    func finish() {
        guard isShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
