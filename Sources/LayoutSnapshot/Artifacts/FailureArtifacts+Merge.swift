import Foundation
import Rasterizer

extension FailureArtifacts {
    /// Why shards cannot be merged.
    public struct MergeError: Error, Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// Gathers the failures of several shards' or jobs' artifacts folders into this one (which
    /// must be new or empty) and writes its index: one report for a sharded run (Playwright
    /// issue 10437). Each failure's files keep their relative paths; a snapshot failing in two
    /// shards is an error naming both, since one would hide the other.
    public func merge(_ shards: [FailureArtifacts]) throws -> [Record] {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        guard existing.isEmpty else {
            throw MergeError(path: directory, reason: "the merged report's folder must be new or empty; it holds \(existing.sorted().prefix(3).joined(separator: ", "))")
        }
        var origin: [String: String] = [:]
        var merged: [Record] = []
        for shard in shards {
            for record in try shard.records() {
                if let first = origin[record.identifier] {
                    throw MergeError(path: shard.directory, reason: "\(record.identifier) failed here and in \(first)")
                }
                origin[record.identifier] = shard.directory
                for file in record.files.dropLast() {
                    guard !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else {
                        throw MergeError(path: "\(shard.directory)/\(record.identifier).failure.json",
                                         reason: "names \(file), outside its artifacts folder")
                    }
                    try AtomicFile.write(FileBytes.read(atPath: "\(shard.directory)/\(file)"), toPath: "\(directory)/\(file)",
                                         synchronize: false)
                }
                try add(record)
                merged.append(record)
            }
        }
        merged.sort { ($0.suite, $0.name) < ($1.suite, $1.name) }
        try writeIndex(merged)
        return merged
    }
}
