import Foundation
import TestSupport

/// Runs the `layout-render` executable built next to this test bundle.
enum BuiltCommand {
    /// The binary: beside the test bundle in the build products directory, else in the
    /// package's `.build/debug`.
    static let executable: URL = {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [products, packageRoot.appendingPathComponent(".build/debug")]
        let found = candidates.map { $0.appendingPathComponent("layout-render") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return found ?? products.appendingPathComponent("layout-render")
    }()

    static func run(_ arguments: [String]) throws -> (status: Int32, standardOutput: String, standardError: String) {
        let result = try runCapturingBytes(arguments)
        return (result.status, String(decoding: result.standardOutput, as: UTF8.self), result.standardError)
    }

    /// `run`, with standard output as bytes (an image written to `-`).
    static func runCapturingBytes(_ arguments: [String]) throws -> (status: Int32, standardOutput: Data, standardError: String) {
        try ChildProcess.run(executable, arguments)
    }

    /// Runs `command` with `/bin/sh -c` in `directory`, with this binary first on PATH, as a user
    /// pastes a documented example into a shell; standard output and error together.
    static func shell(_ command: String, in directory: URL) throws -> (status: Int32, output: String) {
        try ChildProcess.withLaunchLock {
            let (process, output) = shellProcess(command, in: directory)
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
    }

    /// Starts a server `command` as `shell` runs one (`exec`ed, so signals reach the server) and
    /// returns once it printed a line holding `http://`, with that address; stops it and throws
    /// when none comes within a minute.
    static func startServer(_ command: String, in directory: URL) throws -> (process: Process, url: String) {
        let (process, output) = shellProcess("exec " + command, in: directory)
        try launch(process)
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        defer { watchdog.cancel() }
        var printed = ""
        while case let data = output.fileHandleForReading.availableData, !data.isEmpty {
            printed += String(decoding: data, as: UTF8.self)
            if let url = printed.firstMatch(of: /http:\/\/[^\s)]+/) { return (process, String(url.0)) }
        }
        process.waitUntilExit()
        throw ServerDidNotStart(command: command, output: printed, status: process.terminationStatus)
    }

    struct ServerDidNotStart: Error { var command: String; var output: String; var status: Int32 }

    /// Starts `process`, one launch at a time.
    static func launch(_ process: Process) throws {
        try ChildProcess.withLaunchLock { try process.run() }
    }

    private static func shellProcess(_ command: String, in directory: URL) -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        return (process, output)
    }
}
