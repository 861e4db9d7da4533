import Foundation
import LayoutEngine
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `layout-render` as a child of its own with a time limit, and measures it: wall
/// time, and peak resident memory from wait4(2)'s rusage of that one child (ru_maxrss, which
/// getrusage's RUSAGE_CHILDREN would mix with every other test's children). A child still running
/// at the limit is killed and reported as timed out, so a hang fails its test instead of the suite.
enum MeasuredRun {
    struct Result {
        var status: Int32
        var timedOut: Bool
        var seconds: Double
        /// The child's user and system CPU time (wait4's rusage): what the growth checks compare,
        /// since other tests share the cores.
        var cpuSeconds: Double
        /// Peak resident set size in kilobytes.
        var peakKilobytes: Int
        var standardOutput: String
        var standardError: String
    }

    /// Runs `layout-render arguments` under `/bin/sh` with `umask` set (octal text, e.g. "077")
    /// when given, killing it after `limit` seconds.
    static func run(_ arguments: [String], limit: Double, umask: String? = nil) throws -> Result {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let out = folder + "/stdout", err = folder + "/stderr"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let script = (umask.map { "umask \($0) && " } ?? "") + "exec \"$0\" \"$@\""
        let argv = ["/bin/sh", "-c", script, BuiltCommand.executable.path] + arguments
        // Arguments are paths: a name that is not UTF-8 goes to the child as its bytes.
        var pointers = argv.map { PlatformPath.withCString($0) { strdup($0) } } + [nil]
        defer { pointers.forEach { free($0) } }
        var pid: pid_t = 0
        let started = ContinuousClock.now
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, &pointers, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let done = wait4(pid, &status, WNOHANG, &usage)
            if done == pid { break }
            if done < 0, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL) }
            if !timedOut, (ContinuousClock.now - started) / .seconds(1) > limit {
                timedOut = true
                kill(pid, SIGKILL)
            }
            usleep(5_000)
        }
        let seconds = (ContinuousClock.now - started) / .seconds(1)
        let exited = status & 0x7F == 0
        func cpu(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), timedOut: timedOut, seconds: seconds,
                      cpuSeconds: cpu(usage.ru_utime) + cpu(usage.ru_stime), peakKilobytes: Int(usage.ru_maxrss),
                      standardOutput: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
                      standardError: (try? String(contentsOfFile: err, encoding: .utf8)) ?? "")
    }

    private static func makeTemporaryFolder() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/measured-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EINVAL)
        }
        return String(cString: made)
    }
}
