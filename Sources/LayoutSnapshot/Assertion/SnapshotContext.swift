import Foundation

/// Everything one assertion needs to know about where it is: the reference file, the record
/// mode and tolerance in force, whether this is CI, and where artifacts go.
public struct SnapshotContext: Sendable, Hashable {
    /// The suite folder name.
    public var suite: String
    /// The sanitized snapshot name (file name without ".png").
    public var name: String
    /// The reference PNG's absolute path.
    public var referencePath: String
    /// The layout tree kept beside the reference: its path with `.layout.json` for `.png`.
    public var layoutPath: String {
        (referencePath.hasSuffix(".png") ? String(referencePath.dropLast(4)) : referencePath) + ".layout.json"
    }
    /// The record mode in force.
    public var record: SnapshotRecordMode
    /// The tolerance in force.
    public var tolerance: SnapshotTolerance
    /// True when CI=true: a missing reference fails and any recording fails the test.
    public var isCI: Bool
    /// The absolute artifacts folder.
    public var artifactsDirectory: String

    /// Creates a context from explicit values (tests use this; assertions use `resolve`).
    public init(suite: String, name: String, referencePath: String, record: SnapshotRecordMode,
                tolerance: SnapshotTolerance, isCI: Bool, artifactsDirectory: String) {
        self.suite = suite
        self.name = name
        self.referencePath = referencePath
        self.record = record
        self.tolerance = tolerance
        self.isCI = isCI
        self.artifactsDirectory = artifactsDirectory
    }

    /// Resolves the settings for an assertion made in `filePath`, in the function `function`.
    /// Precedence: the call's own values, then `configuration`, then the environment
    /// (LAYOUT_SNAPSHOT_RECORD, LAYOUT_SNAPSHOT_ARTIFACTS, CI), then the defaults.
    /// - Parameter testIdentity: tells concurrently running tests apart when numbering
    ///   unnamed snapshots.
    static func resolve(filePath: String, function: String, testIdentity: String, named: String?,
                        record: SnapshotRecordMode?, tolerance: SnapshotTolerance?,
                        configuration: SnapshotConfiguration,
                        environment: [String: String]) -> SnapshotContext {
        let testFile = URL(fileURLWithPath: filePath)
        let root = packageRoot(containing: testFile.deletingLastPathComponent().path)
        let suite = SnapshotName.sanitized(configuration.suite ?? testFile.deletingPathExtension().lastPathComponent)
        let name: String
        if let named {
            name = SnapshotName.sanitized(named)
        } else {
            let number = SnapshotName.nextNumber(for: "\(filePath)|\(function)|\(testIdentity)")
            name = "\(SnapshotName.sanitized(function)).\(number)"
        }
        let snapshots = absolute(configuration.snapshotDirectory ?? "Snapshots", under: root)
        let artifacts = absolute(configuration.artifactsDirectory ?? environment["LAYOUT_SNAPSHOT_ARTIFACTS"]
            ?? ".build/snapshot-artifacts", under: root)
        return SnapshotContext(
            suite: suite, name: name, referencePath: "\(snapshots)/\(suite)/\(name).png",
            record: record ?? configuration.record ?? SnapshotRecordMode.fromEnvironment(environment) ?? .missing,
            tolerance: tolerance ?? configuration.tolerance ?? .standard,
            isCI: ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? ""),
            artifactsDirectory: artifacts)
    }

    /// The nearest folder at or above `directory` holding a Package.swift; `directory` itself
    /// when there is none (a test compiled outside a package).
    static func packageRoot(containing directory: String) -> String {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while current.path != "/" {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return current.path
            }
            current = current.deletingLastPathComponent()
        }
        return directory
    }

    static func absolute(_ path: String, under root: String) -> String {
        path.hasPrefix("/") ? path : "\(root)/\(path)"
    }
}
