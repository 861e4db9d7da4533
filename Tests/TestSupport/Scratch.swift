import Foundation

/// Scratch folders for tests. Every one lives under a single folder per test process,
/// `$TMPDIR/layout-render-tests-<pid>`, which is removed when the process exits, so a test
/// run leaves nothing behind in the temporary directory, whichever tests fail or are skipped.
public enum Scratch {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var extraPaths: [String] = []

    /// The process's scratch root, made on first use, with its removal registered at exit.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-render-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit {
            try? FileManager.default.removeItem(at: Scratch.root)
            Scratch.lock.lock()
            let paths = Scratch.extraPaths
            Scratch.lock.unlock()
            for path in paths { try? FileManager.default.removeItem(atPath: path) }
        }
        return url
    }()

    /// A fresh empty folder named `prefix-<UUID>` under the process's scratch root.
    public static func directory(_ prefix: String = "scratch") throws -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes `path` at exit too: for folders a library writes on its own (swift-snapshot-testing
    /// writes failure artifacts under the temporary directory, named after the test file).
    public static func removeAtExit(_ path: String) {
        _ = root
        lock.lock()
        if !extraPaths.contains(path) { extraPaths.append(path) }
        lock.unlock()
    }
}
