import Foundation
import Testing
import TestSupport

/// One exit-status rule for every subcommand: 0 success, 1 a difference, 2 bad usage or input,
/// 3 an internal error; the message on standard error says what is wrong.
@Suite struct ExitStatusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let subcommands = ["version", "render", "layout", "measure", "solve", "diff", "gallery", "masonry", "document"]

    /// Writes `files` into a scratch folder and returns its path.
    func scratch(_ files: [String: String] = [:]) throws -> String {
        let directory = try Scratch.directory("exit")
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory.path
    }

    @Test func helpExitsZeroOnStandardOutput() throws {
        for arguments in [[], ["--help"], ["help"]] + Self.subcommands.map({ [$0, "--help"] }) {
            let result = try BuiltCommand.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.standardOutput.contains("USAGE:"), "\(arguments)")
        }
    }

    @Test(arguments: [
        (["bogus"], "Unexpected argument 'bogus'"),
        (["render"], "Missing expected argument"),
        (["render", "x.json"], "Missing expected argument '--output"),
        (["render", "x.json", "-o", "y.png", "--scale", "0"], "--scale must be between 0.1 and 8"),
        (["render", "x.json", "-o", "y.png", "--compression-level", "10"], "--compression-level must be between 0 and 9"),
        (["render", "x.json", "-o", "y.png", "--frobnicate"], "Unknown option '--frobnicate'"),
        (["render", "x.json", "y.json", "-o", "out", "--jobs", "0"], "--jobs must be 1 or more"),
        (["render", "x.json", "-o", "out", "--shard", "3/2"], "The value '3/2' is invalid for '--shard <i/n>'"),
        (["render", "x.json", "-o", "out", "--shard", "0/2"], "--shard"),
        (["render", "x.json", "-o", "out", "--shard", "1/0"], "--shard"),
        (["render", "x.json", "-o", "out", "--shard", "one"], "--shard"),
        (["render", "x.json", "y.json", "-o", "out", "--time", "1"], "--time and --frames draw one scene"),
        (["layout"], "Missing expected argument"),
        (["measure"], "Missing expected argument '--text"),
        (["measure", "--text", "a", "--weight", "hefty"], "--weight must be one of"),
        (["measure", "--text", "a", "--lines", "1.5"], "--lines"),
        (["solve"], "Missing expected argument"),
        (["diff", "a.png"], "Missing expected argument"),
        (["diff", "a.png", "b.png", "--threshold", "-0.5"], "--threshold must be a number from 0 to 1"),
        (["gallery", "--output", "g", "--jobs", "0"], "--jobs must be 1 or more"),
        (["gallery", "--output", "g", "--only", "nothing"], "unknown component \"nothing\""),
        (["masonry"], "Missing expected argument"),
        (["document", "j.json"], "Missing expected argument '--output"),
        (["document", "j.json", "-o", "d", "--format", "svg"], "--format"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) throws {
        let result = try BuiltCommand.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.standardError)")
        #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    /// A file that is missing, a folder, not UTF-8, or malformed: exit 2 naming the file, for every
    /// subcommand that reads one.
    @Test func badInputFilesExitTwoNamingTheFile() throws {
        let folder = try scratch(["bad.json": "{\"size\": ", "latin1.json": "", "notpng.png": "not a png"])
        try Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]).write(to: URL(fileURLWithPath: folder + "/latin1.json"))
        let out = folder + "/out"
        for file in ["/nonexistent/x.json", folder, folder + "/bad.json", folder + "/latin1.json"] {
            for arguments in [["render", file, "-o", out + ".png"], ["layout", file], ["solve", file], ["masonry", file, "--json"],
                              ["document", file, "-o", out]] {
                let result = try BuiltCommand.run(arguments)
                #expect(result.status == 2, "\(arguments): \(result.standardError)")
                #expect(result.standardError.hasPrefix("error: "), "\(arguments): \(result.standardError)")
                #expect(result.standardError.contains(file), "\(arguments): \(result.standardError)")
            }
        }
        for arguments in [["diff", folder + "/notpng.png", folder + "/notpng.png"], ["diff", "/nonexistent/a.png", "/nonexistent/a.png"]] {
            let result = try BuiltCommand.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.standardError)")
            #expect(!result.standardOutput.contains("identical"), "a corrupt file is not identical to itself")
        }
    }

    @Test func aDifferenceExitsOneAndSuccessZero() throws {
        let folder = try scratch()
        let scene = Self.root + "/examples/raw-nodes.json"
        let (a, b) = (folder + "/a.png", folder + "/b.png")
        #expect(try BuiltCommand.run(["render", scene, "-o", a]).status == 0)
        #expect(try BuiltCommand.run(["render", scene, "-o", b, "--scale", "1.5"]).status == 0)
        #expect(try BuiltCommand.run(["diff", a, a]).status == 0)
        #expect(try BuiltCommand.run(["diff", a, b]).status == 1)
    }

    /// `-o -` writes the PNG to standard output (the summary line goes to standard error); a FIFO or
    /// a device is written through in place, never replaced by a regular file; a folder or an empty
    /// path is an error that says so.
    @Test func outputsThatAreNotRegularFiles() throws {
        let folder = try scratch()
        let scene = Self.root + "/examples/raw-nodes.json"
        let file = folder + "/file.png"
        #expect(try BuiltCommand.run(["render", scene, "-o", file]).status == 0)
        let piped = try BuiltCommand.runCapturingBytes(["render", scene, "-o", "-"])
        #expect(piped.status == 0)
        #expect(piped.standardOutput == (try Data(contentsOf: URL(fileURLWithPath: file))))
        #expect(piped.standardError.hasPrefix("-: 400x200 px"))

        let fifo = folder + "/out.fifo"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = Thread.detachAndRead(fifo)
        #expect(try BuiltCommand.run(["render", scene, "-o", fifo]).status == 0)
        #expect(received.wait() == (try Data(contentsOf: URL(fileURLWithPath: file))))
        var status = stat()
        #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")

        for (path, message) in [(folder, "it is a folder"), ("", "the output path is empty"),
                                ("/proc/none/x.png", "/proc/none: create directory failed"), ("/proc/x.png", "cannot create a temporary file")] {
            let result = try BuiltCommand.run(["render", scene, "-o", path])
            #expect(result.status == 2, "\(path)")
            #expect(result.standardError.contains(message), "\(path): \(result.standardError)")
        }
    }
}

extension Thread {
    /// Reads everything from the FIFO at `path` on another thread (opening a FIFO blocks until a
    /// writer opens it).
    static func detachAndRead(_ path: String) -> FIFOReader {
        let reader = FIFOReader()
        Thread.detachNewThread {
            // open(2) for reading waits for the writer; read(2) then runs to the writer's close.
            let descriptor = open(path, O_RDONLY)
            var data = Data(), buffer = [UInt8](repeating: 0, count: 1 << 16)
            while descriptor >= 0 {
                let count = read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                data.append(contentsOf: buffer[0..<count])
            }
            if descriptor >= 0 { close(descriptor) }
            reader.finish(data)
        }
        return reader
    }
}

final class FIFOReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()
    func finish(_ data: Data) { self.data = data; done.signal() }
    func wait() -> Data { done.wait(); return data }
}
