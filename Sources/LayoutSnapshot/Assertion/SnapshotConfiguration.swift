/// Settings shared by the assertions of a suite or a scope: record mode, tolerance, folders.
///
/// Set for a scope with `withSnapshotConfiguration(_:operation:)` (in XCTest, wrap
/// `invokeTest()`), or for a Swift Testing suite or test with the `.layoutSnapshots(...)` trait.
/// Scopes nest: an inner scope's non-nil fields replace the outer's. A value given to
/// `assertSnapshot` itself wins over all of them; the environment comes after them.
public struct SnapshotConfiguration: Sendable, Hashable {
    /// The record mode; nil defers to LAYOUT_SNAPSHOT_RECORD, then `.missing`.
    public var record: SnapshotRecordMode?
    /// The tolerance; nil means `SnapshotTolerance.standard`.
    public var tolerance: SnapshotTolerance?
    /// The folder of reference images: absolute, or relative to the package root
    /// (default "Snapshots").
    public var snapshotDirectory: String?
    /// The folder failure artifacts go to: absolute, or relative to the package root; nil
    /// defers to LAYOUT_SNAPSHOT_ARTIFACTS, then ".build/snapshot-artifacts".
    public var artifactsDirectory: String?
    /// The suite folder name under the snapshot directory (default: the test file's name).
    public var suite: String?

    /// Creates a configuration; nil fields defer to the enclosing scope.
    public init(record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil, suite: String? = nil) {
        self.record = record
        self.tolerance = tolerance
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.suite = suite
    }

    /// The configuration in force in the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// This configuration with `inner`'s non-nil fields laid over it.
    public func merging(_ inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record, tolerance: inner.tolerance ?? tolerance,
                              snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
                              artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory,
                              suite: inner.suite ?? suite)
    }
}

/// Runs `operation` with `configuration` laid over the current snapshot configuration.
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration,
                                         operation: () throws -> R) rethrows -> R {
    try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration), operation: operation)
}

/// Runs the async `operation` with `configuration` laid over the current snapshot configuration.
public func withSnapshotConfiguration<R>(_ configuration: SnapshotConfiguration,
                                         operation: () async throws -> R) async rethrows -> R {
    try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.merging(configuration),
                                                       operation: operation)
}
