import Foundation
import Rasterizer

/// Reference files that no test asserted in the last run: the PNGs under a references folder
/// (and the layout trees kept beside them) whose paths the run's ledger does not name
/// (`FailureArtifacts.lastRunAsserted()`), for `layout-render references --orphans`.
public struct OrphanReferences: Sendable {
    /// The references folder, absolute and standardized.
    public var folder: String
    /// The orphaned files, absolute, sorted: `<name>.png` and `<name>.layout.json`.
    public private(set) var files: [String] = []

    /// The orphans under `folder` (relative to the current directory or absolute) given the
    /// reference paths a run asserted. A folder that does not exist is an error naming it.
    public init(folder: String, asserted: Set<String>) throws {
        let cwd = FileManager.default.currentDirectoryPath
        self.folder = URL(fileURLWithPath: folder, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true)).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: self.folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FileError(operation: "read references", path: folder, reason: "no such folder")
        }
        let kept = Set(asserted.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let entries = FileManager.default.enumerator(atPath: self.folder)?.compactMap { $0 as? String } ?? []
        for entry in entries.sorted() {
            let path = "\(self.folder)/\(entry)"
            let reference: String
            if entry.hasSuffix(".layout.json") {
                reference = String(path.dropLast(".layout.json".count)) + ".png"
            } else if entry.hasSuffix(".png") {
                reference = path
            } else {
                continue
            }
            if !kept.contains(reference) { files.append(path) }
        }
    }

    /// Removes every orphaned file; one already gone is no error.
    public func delete() throws {
        for file in files where FileManager.default.fileExists(atPath: file) {
            do { try FileManager.default.removeItem(atPath: file) } catch {
                throw FileError(operation: "remove", path: file, reason: "\(error)")
            }
        }
    }
}
