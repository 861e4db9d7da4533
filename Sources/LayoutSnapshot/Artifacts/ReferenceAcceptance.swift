#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Rasterizer

/// Accepting a run's changes without running the tests again (Playwright issue 24310): the actual
/// images (and their layout trees) of the failures in an artifacts folder are written over their
/// references, atomically, and the accepted failures leave the report.
///
/// The records are files anyone could edit, so every target is checked before anything is
/// written: a reference must be `<references>/<suite>/<name>.png` exactly as the verifier names
/// it, with no `.` or `..` in the path, its references folder must exist, and no symbolic link
/// may lead the write out of that folder (realpath(3)). With `references` given, that folder must
/// be the one (or inside it).
public struct ReferenceAcceptance: Sendable {
    /// The artifacts folder read.
    public var artifacts: FailureArtifacts
    /// The only references folder writes may go to; nil accepts each record's own folder.
    public var references: String?

    /// Creates an acceptance of the failures in `artifacts`.
    public init(artifacts: FailureArtifacts, references: String? = nil) {
        self.artifacts = artifacts
        self.references = references
    }

    /// Why a failure cannot be accepted; nothing is written when any is refused.
    public struct Refusal: Error, Sendable, Hashable, CustomStringConvertible {
        /// The failure, "suite/name".
        public var failure: String
        /// The file that would be read or written.
        public var path: String
        public var reason: String

        public var description: String { "\(path): \(reason) (failure \(failure)); nothing was accepted" }
    }

    /// The failures whose "suite/name" matches the shell pattern `only` (fnmatch(3)), all without one.
    public func failures(matching only: String?) throws -> [FailureArtifacts.Record] {
        try artifacts.records().filter { record in only.map { fnmatch($0, record.identifier, 0) == 0 } ?? true }
    }

    /// Writes the actual image and layout tree of each of `failures` over its reference, after
    /// checking all of them, and removes them from the artifacts. The image is re-encoded the way
    /// the verifier records references (`PNGEncoder.reference`, with the failure's fingerprint),
    /// not kept in the fast encoder's bytes the artifacts use.
    public func accept(_ failures: [FailureArtifacts.Record]) throws {
        let checked = try failures.map { record in (record, try target(of: record), try actualImage(of: record)) }
        for (record, layoutPath, image) in checked {
            let fingerprint = record.fingerprint.flatMap { RenderFingerprint(text: $0) }
            try AtomicFile.write(ReferencePNG.encode(image, fingerprint: fingerprint), toPath: record.referencePath)
            if let file = record.layout {
                try AtomicFile.write(FileBytes.read(atPath: "\(artifacts.directory)/\(file)"), toPath: layoutPath)
            } else if FileManager.default.fileExists(atPath: layoutPath) {
                try FileManager.default.removeItem(atPath: layoutPath)
            }
        }
        try artifacts.remove(failures)
    }

    /// The layout tree path beside the record's reference, once both are known to be inside the
    /// references folder.
    private func target(of record: FailureArtifacts.Record) throws -> String {
        func refuse(_ path: String, _ reason: String) -> Refusal {
            Refusal(failure: record.identifier, path: path, reason: reason)
        }
        let path = record.referencePath
        let suffix = "/\(record.identifier).png"
        guard path.hasPrefix("/"), path.hasSuffix(suffix), path.count > suffix.count else {
            throw refuse(path, "not a reference: a reference is <references>/\(record.identifier).png, an absolute path")
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard !components.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
            throw refuse(path, "a reference path may not hold empty, '.' or '..' components")
        }
        let folder = String(path.dropLast(suffix.count))
        guard let realFolder = realPath(folder) else { throw refuse(folder, "the references folder does not exist") }
        if let references {
            guard let allowed = realPath(references) else {
                throw refuse(references, "the references folder given does not exist")
            }
            guard realFolder == allowed || realFolder.hasPrefix(allowed + "/") else {
                throw refuse(path, "outside the references folder \(references)")
            }
        }
        let layoutPath = String(path.dropLast(4)) + ".layout.json"
        if let given = record.layoutPath, given != layoutPath {
            throw refuse(given, "a layout tree is kept beside its reference, at \(layoutPath)")
        }
        for file in [path, layoutPath] {
            var status = stat()
            if lstat(file, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw refuse(file, "not a regular file; only a reference file is replaced")
            }
            // The deepest folder that exists on the way must resolve inside the references folder.
            var parent = (file as NSString).deletingLastPathComponent
            while realPath(parent) == nil { parent = (parent as NSString).deletingLastPathComponent }
            guard let resolved = realPath(parent), resolved == realFolder || resolved.hasPrefix(realFolder + "/") else {
                throw refuse(file, "leads out of the references folder \(folder) through a symbolic link")
            }
        }
        return layoutPath
    }

    /// The actual image of a failure, read from inside the artifacts folder.
    private func actualImage(of record: FailureArtifacts.Record) throws -> RGBAImage {
        for file in [record.actual] + [record.layout].compactMap({ $0 }) {
            do {
                _ = try artifacts.artifactPath(file)
            } catch {
                throw Refusal(failure: record.identifier, path: error.path, reason: error.reason)
            }
        }
        let path = "\(artifacts.directory)/\(record.actual)"
        do {
            return try PNGDecoder().decode(contentsOfFile: path)
        } catch {
            throw Refusal(failure: record.identifier, path: path, reason: "the actual image cannot be read: \(error)")
        }
    }

    private func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
