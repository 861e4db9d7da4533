import Foundation

/// Where a snapshot test run leaves its artifacts when no folder is named: the folder the
/// assertions use (`SnapshotContext`), relative to the working directory, the package root.
enum SnapshotArtifactsFolder {
    static var defaultPath: String {
        ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_ARTIFACTS"] ?? ".build/snapshot-artifacts"
    }
}
