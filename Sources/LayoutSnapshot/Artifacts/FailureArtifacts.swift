#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rasterizer

/// The artifacts folder of a test run: for each failure the actual image, the reference, the
/// difference image and a side-by-side, plus an `index.html` listing every failure of the run.
///
/// Tests run in parallel threads and, with `swift test --parallel`, in parallel processes. Each
/// failure writes its own files atomically and a small JSON record; the index is rebuilt from
/// all records under an exclusive flock(2) on `.lock`, so no failure is lost from it. Records of
/// an earlier run (another run identifier) are removed when the index is rebuilt.
public struct FailureArtifacts: Sendable {
    /// The absolute artifacts folder.
    public var directory: String

    /// Creates a writer for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// One written file and what it shows.
    public struct WrittenFile: Sendable, Hashable {
        /// "Actual", "Difference", "Side by side", "Report".
        public var role: String
        /// Absolute path.
        public var path: String
    }

    /// A failure as recorded for the index.
    struct Record: Codable, Hashable {
        var run: String
        var suite: String
        var name: String
        var message: String
        var referencePath: String
        /// File names relative to the artifacts folder.
        var reference: String?
        var actual: String
        var difference: String?
        var sideBySide: String
    }

    /// Writes the images of one failure and updates the index; returns the files for the message.
    public func write(suite: String, name: String, message: String, referencePath: String, reference: RGBAImage?,
                      actual: RGBAImage, difference: RGBAImage?) throws -> [WrittenFile] {
        let stem = "\(suite)/\(name)"
        var record = Record(run: Self.runIdentifier, suite: suite, name: name, message: message,
                            referencePath: referencePath, reference: nil, actual: "\(stem).actual.png",
                            difference: nil, sideBySide: "\(stem).side-by-side.png")
        var written: [WrittenFile] = []
        func save(_ image: RGBAImage, _ relative: String, _ role: String?) throws {
            let path = "\(directory)/\(relative)"
            try AtomicFile.write(PNGEncoder.fast.encode(image), toPath: path, synchronize: false)
            if let role { written.append(WrittenFile(role: role, path: path)) }
        }
        try save(actual, record.actual, "Actual")
        if let reference {
            record.reference = "\(stem).reference.png"
            try save(reference, "\(stem).reference.png", nil)
        }
        if let difference {
            record.difference = "\(stem).diff.png"
            try save(difference, "\(stem).diff.png", "Difference")
        }
        try save(SideBySideImage.compose([reference, actual, difference].compactMap { $0 }), record.sideBySide, "Side by side")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(record)), toPath: "\(directory)/\(stem).failure.json",
                             synchronize: false)
        try rebuildIndex()
        written.append(WrittenFile(role: "Report", path: "\(directory)/index.html"))
        return written
    }

    /// Rebuilds index.html from this run's records, dropping an earlier run's, under the lock.
    func rebuildIndex() throws {
        try AtomicFile.makeDirectories(directory)
        let lockPath = "\(directory)/.lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw FileError(operation: "open", path: lockPath, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw FileError(operation: "lock", path: lockPath, reason: String(cString: strerror(errno)))
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        var records: [Record] = []
        let decoder = JSONDecoder()
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".failure.json") {
            let path = "\(directory)/\(file)"
            guard let data = FileManager.default.contents(atPath: path),
                  let record = try? decoder.decode(Record.self, from: data) else { continue }
            if record.run == Self.runIdentifier {
                records.append(record)
            } else {
                for stale in [file, record.actual, record.sideBySide] + [record.reference, record.difference].compactMap({ $0 }) {
                    try? FileManager.default.removeItem(atPath: "\(directory)/\(stale)")
                }
            }
        }
        records.sort { ($0.suite, $0.name) < ($1.suite, $1.name) }
        try AtomicFile.write(FailureIndex.html(records), toPath: "\(directory)/index.html", synchronize: false)
    }

    /// Identifies this test run across the processes of `swift test --parallel`: the parent
    /// process (the test driver) and, on Linux, its start time (so a reused pid is a new run).
    static let runIdentifier: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 (starttime) counts from after the parenthesized command name (proc(5)).
        let afterName = stat.split(separator: ")").last.map { $0.split(separator: " ") } ?? []
        let startTime = afterName.count > 19 ? String(afterName[19]) : "0"
        return "\(parent)-\(startTime)"
    }()
}
