import Foundation

/// Runs a program to its end and collects what it wrote, for tests that check our output with
/// other tools (poppler's pdftotext) or run our own command line.
public enum ChildProcess {
    /// Foundation's Process is not safe to launch from several threads at once on Linux.
    private static let launchLock = NSLock()

    /// Runs `body`, which launches processes, while no other thread launches one.
    public static func withLaunchLock<T>(_ body: () throws -> T) rethrows -> T {
        launchLock.lock()
        defer { launchLock.unlock() }
        return try body()
    }

    /// Runs `executable` with `arguments`: its exit status, standard output and standard error.
    public static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, standardOutput: Data, standardError: String) {
        try withLaunchLock { try collect(executable, arguments) }
    }

    private static func collect(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, standardOutput: Data, standardError: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, out, String(decoding: err, as: UTF8.self))
    }
}
