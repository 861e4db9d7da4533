#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rasterizer
import Synchronization

/// The artifacts folder of a test run: for each failure the actual image, the reference, the
/// difference image and a side-by-side, plus an `index.html` listing every failure of the run.
///
/// Tests run in parallel threads and, with `swift test --parallel`, in parallel processes. Each
/// failure writes its own files atomically and a small JSON record; the index is rebuilt from
/// all records under an exclusive flock(2) on `.lock`, so no failure is lost from it. Records of
/// an earlier run (another run identifier) are removed when the index is rebuilt, and a run
/// rebuilds it once when it starts (`beginRun`), so a green run leaves an empty report, not the
/// last red run's.
public struct FailureArtifacts: Sendable {
    /// The absolute artifacts folder.
    public var directory: String

    /// Creates a writer for `directory`.
    public init(directory: String) {
        self.directory = directory
    }

    /// The path of `file`, an artifact a record names (relative to this folder), once it is known
    /// to lie inside the folder: relative, without "..", and leading nowhere else through a
    /// symbolic link. Records and artifacts are files anyone could have made (a pull request's CI
    /// run): `accept` and `review` read only what the run wrote, never a private file a link points to.
    public func artifactPath(_ file: String) throws(FileError) -> String {
        let path = "\(directory)/\(file)"
        guard !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else {
            throw FileError(operation: "read artifact", path: file, reason: "an artifact must be inside the artifacts folder \(directory)")
        }
        func resolved(_ path: String) -> String? {
            guard let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            return String(cString: real)
        }
        guard let folder = resolved(directory) else {
            throw FileError(operation: "read artifact", path: directory, reason: "no such folder")
        }
        if let target = resolved(path), !target.hasPrefix(folder + "/") {
            throw FileError(operation: "read artifact", path: path,
                            reason: "leads out of the artifacts folder \(directory) through a symbolic link (to \(target))")
        }
        return path
    }

    /// One written file and what it shows.
    public struct WrittenFile: Sendable, Hashable {
        /// "Actual", "Difference", "Side by side", "Report".
        public var role: String
        /// Absolute path.
        public var path: String
    }

    /// A failure as recorded for the index, and read back by `accept` and `report`.
    public struct Record: Codable, Hashable, Sendable {
        public var run: String
        public var suite: String
        public var name: String
        public var message: String
        /// The reference file the actual image failed against (absolute).
        public var referencePath: String
        /// The layout tree kept beside the reference (absolute); nil for a plain image.
        public var layoutPath: String?
        /// File names relative to the artifacts folder.
        public var reference: String?
        public var actual: String
        public var difference: String?
        public var sideBySide: String
        /// The actual image's layout tree, relative to the artifacts folder.
        public var layout: String?
        /// What drew the actual image (`RenderFingerprint.text`), kept in the reference `accept` writes.
        public var fingerprint: String?

        /// "suite/name", what `--only` patterns match and reports list.
        public var identifier: String { "\(suite)/\(name)" }

        /// Every file of this failure in the artifacts folder, the record itself last.
        var files: [String] {
            [actual, sideBySide] + [reference, difference, layout].compactMap { $0 } + ["\(identifier).failure.json"]
        }
    }

    /// Writes the images of one failure (and the actual layout tree, for `accept`) and updates
    /// the index; returns the files for the message.
    public func write(suite: String, name: String, message: String, referencePath: String, reference: RGBAImage?,
                      actual: RGBAImage, difference: RGBAImage?,
                      layout: (json: String, referencePath: String)? = nil, fingerprint: String? = nil) throws -> [WrittenFile] {
        let stem = "\(suite)/\(name)"
        var record = Record(run: Self.runIdentifier, suite: suite, name: name, message: message,
                            referencePath: referencePath, layoutPath: layout?.referencePath, reference: nil,
                            actual: "\(stem).actual.png", difference: nil, sideBySide: "\(stem).side-by-side.png",
                            layout: layout.map { _ in "\(stem).layout.json" }, fingerprint: fingerprint)
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
        if let layout, let file = record.layout {
            try AtomicFile.write(layout.json, toPath: "\(directory)/\(file)", synchronize: false)
        }
        try add(record)
        try rebuildIndex()
        written.append(WrittenFile(role: "Report", path: "\(directory)/index.html"))
        return written
    }

    /// Writes `record` beside its images.
    func add(_ record: Record) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(record)), toPath: "\(directory)/\(record.identifier).failure.json",
                             synchronize: false)
    }

    /// Starts this run in the folder: removes an earlier run's failures and asserted references
    /// and rewrites the index, once per process and folder, so a run without failures reports none. A folder that does
    /// not exist has nothing stale and is not created.
    public func beginRun() throws {
        let first = Self.begun.withLock { $0.insert(directory).inserted }
        guard first, FileManager.default.fileExists(atPath: directory) else { return }
        try rebuildIndex()
        try withLock { try dropEarlierRunsAsserted() }
    }

    private static let begun = Mutex<Set<String>>([])

    /// Every failure recorded in the folder, sorted by suite and name; the records of any run
    /// (`accept` and `report` read the last run's, whose identifier is not theirs). A record that
    /// cannot be read is an error naming its file.
    public func records() throws -> [Record] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError(operation: "read artifacts", path: directory, reason: "no such folder")
        }
        return try withLock { try readRecords(run: nil).kept }
    }

    /// Removes the files of `removed` and rebuilds the index from the rest, whatever their run.
    public func remove(_ removed: [Record]) throws {
        try withLock {
            removed.forEach(deleteFiles)
            try writeIndex(readRecords(run: nil).kept)
        }
    }

    /// Rebuilds index.html from this run's records, dropping an earlier run's, under the lock.
    func rebuildIndex() throws {
        try withLock {
            let (kept, stale) = try readRecords(run: Self.runIdentifier)
            stale.forEach(deleteFiles)
            try writeIndex(kept)
        }
    }

    /// Deletes a failure's images and record; one already gone is no error.
    private func deleteFiles(of record: Record) {
        for file in record.files { try? FileManager.default.removeItem(atPath: "\(directory)/\(file)") }
    }

    /// Writes index.html listing `records`.
    func writeIndex(_ records: [Record]) throws {
        try AtomicFile.write(FailureIndex.html(records), toPath: "\(directory)/index.html", synchronize: false)
    }

    /// The records of the folder: those of `run` (all when nil) and the others; a record that
    /// cannot be decoded is an error naming its path.
    private func readRecords(run: String?) throws -> (kept: [Record], stale: [Record]) {
        var kept: [Record] = [], stale: [Record] = []
        let decoder = JSONDecoder()
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".failure.json") {
            let path = "\(directory)/\(file)"
            let record: Record
            do {
                record = try decoder.decode(Record.self, from: Data(FileBytes.read(atPath: path)))
            } catch {
                throw FileError(operation: "read failure record", path: path, reason: "\(error)")
            }
            if run == nil || record.run == run { kept.append(record) } else { stale.append(record) }
        }
        kept.sort { ($0.suite, $0.name) < ($1.suite, $1.name) }
        return (kept, stale)
    }

    /// Runs `body` holding the folder's exclusive flock(2) on `.lock`.
    func withLock<T>(_ body: () throws -> T) throws -> T {
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
        return try body()
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
