#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rasterizer

/// The references a test run asserted, kept in its artifacts folder (`asserted-references.txt`,
/// one `<run>\t<reference path>` line per assertion) so that `layout-render references --orphans`
/// can list the reference files no test asserted.
///
/// Each line is one `write(2)` to a file opened with `O_APPEND`, which the kernel appends whole,
/// so the threads and processes of one run (`swift test --parallel`) never interleave; a run's
/// first assertion drops the lines of earlier runs under the folder's lock.
extension FailureArtifacts {
    /// The ledger's path.
    public var assertedReferencesPath: String { "\(directory)/asserted-references.txt" }

    /// Notes that this run asserted the reference at `referencePath` (absolute).
    public func noteAsserted(_ referencePath: String) throws {
        try AtomicFile.makeDirectories(directory)
        let descriptor = open(assertedReferencesPath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileError(operation: "open", path: assertedReferencesPath, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let line = Array("\(Self.runIdentifier)\t\(referencePath)\n".utf8)
        #if canImport(Glibc)
        let written = line.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        #else
        let written = line.withUnsafeBytes { Darwin.write(descriptor, $0.baseAddress, $0.count) }
        #endif
        guard written == line.count else {
            throw FileError(operation: "write", path: assertedReferencesPath, reason: String(cString: strerror(errno)))
        }
    }

    /// Drops the ledger lines of earlier runs (called when this run begins, under the lock).
    func dropEarlierRunsAsserted() throws {
        guard FileManager.default.fileExists(atPath: assertedReferencesPath) else { return }
        let kept = try assertedLines().filter { $0.run == Self.runIdentifier }
        try AtomicFile.write(kept.map { "\($0.run)\t\($0.path)\n" }.joined(), toPath: assertedReferencesPath, synchronize: false)
    }

    /// The reference paths the last run in the ledger asserted (the run of its last line), or nil
    /// when there is no ledger.
    public func lastRunAsserted() throws -> Set<String>? {
        guard FileManager.default.fileExists(atPath: assertedReferencesPath) else { return nil }
        let lines = try assertedLines()
        guard let last = lines.last else { return [] }
        return Set(lines.filter { $0.run == last.run }.map(\.path))
    }

    private func assertedLines() throws -> [(run: String, path: String)] {
        let text = String(decoding: try FileBytes.read(atPath: assertedReferencesPath), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t", maxSplits: 1)
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }
}
