import ArgumentParser
import Foundation
import LayoutEngine
import Rasterizer
import DesignSystem
import SceneFile

/// One rule for every subcommand, as GNU diff's: 0 success, 1 a difference, 2 bad usage or input,
/// 3 an internal error. `LayoutRender.main` maps every error to one of them.
enum ExitStatus {
    static let success: Int32 = 0
    /// `diff` found images that differ, or a batch `render` drew some scenes and failed on others.
    static let difference: Int32 = 1
    /// A usage error (an unknown option, a missing argument, a value out of range) or an input the
    /// command cannot use (an unreadable or malformed file, an output that cannot be written).
    static let badInput: Int32 = 2
    /// A failure that is the program's, not the input's.
    static let internalError: Int32 = 3
}

extension Theme {
    /// The tokens of the file a `--theme` option names, nil without one; a file that cannot be read
    /// or decoded is bad input (exit status 2), named with its line, column and path.
    static func load(option path: String?) throws -> Theme? {
        do { return try path.map { try Theme.load(path: $0) } } catch { throw InputError(error) }
    }
}

/// An input the command cannot use: printed as `error: <message>` on standard error, exit status 2.
/// The message says what and where (file:line:column and JSON path for a file that was read).
struct InputError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
    init(_ error: any Error) { description = "\(error)" }
}

extension LayoutRender {
    /// Parses, runs, and exits with `ExitStatus`'s rule, which ArgumentParser's own `main` does not
    /// follow (it exits 64 for usage errors and 1 for any error a command throws).
    static func main() {
        // The arguments' bytes as given: a file name that is not UTF-8 is still that file.
        Foundation.exit(status(running: Array(PlatformPath.arguments.dropFirst())))
    }

    /// The exit status of running `arguments`; messages go to standard output (help) or error.
    static func status(running arguments: [String]) -> Int32 {
        var command: any ParsableCommand
        do {
            command = try RenderCommand.plainInvocation(arguments) ?? parseAsRoot(arguments)
        } catch {
            // --help and --version are errors to ArgumentParser, with exit code 0.
            if exitCode(for: error) == .success {
                print(fullMessage(for: error))
                return ExitStatus.success
            }
            printError(fullMessage(for: error))
            return ExitStatus.badInput
        }
        do {
            try command.run()
            return ExitStatus.success
        } catch let code as ExitCode {
            return code.rawValue
        } catch let error as InputError {
            printError("error: " + ErrorText.line(error.description))
            return ExitStatus.badInput
        } catch let error as ValidationError {
            printError("error: \(error.message)")
            return ExitStatus.badInput
        } catch where exitCode(for: error) == .success {
            // `layout-render` alone prints the help.
            print(fullMessage(for: error))
            return ExitStatus.success
        } catch {
            printError("internal error: \(error)")
            return ExitStatus.internalError
        }
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
    }
}

/// Where a command writes one image: `-` is standard output, anything else a file written by
/// `AtomicFile` (atomically when it is a regular file, in place when it is a FIFO or a device).
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
        } else {
            try AtomicFile.write(bytes, toPath: path)
        }
    }

    /// Refuses an output that is one of `inputs` (the same file, however named: `render a.json -o
    /// a.json`, or `-o ./a.json`), before anything is drawn: the picture would replace the scene.
    static func refuseOverwriting(_ inputs: [String], with path: String) throws {
        guard path != "-", let output = PlatformPath.status(path), output.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs {
            if let status = PlatformPath.status(input), status.st_dev == output.st_dev, status.st_ino == output.st_ino {
                throw InputError("\(path): is the input \(input); writing the picture there would destroy it: name another output")
            }
        }
    }

    /// A line about what was written: on standard output, unless the image itself went there;
    /// a file name's bytes as they are (`PlatformPath`), so the line names the file written.
    static func report(_ line: String, for path: String) {
        if path == "-" { LayoutRender.printError(line) } else { FileHandle.standardOutput.write(Data(PlatformPath.bytes(line + "\n"))) }
    }
}
