import Testing

/// A Swift Testing trait that sets the snapshot configuration for a suite or a test:
/// `@Suite(.layoutSnapshots(record: .never))`.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings laid over the enclosing configuration.
    public var configuration: SnapshotConfiguration

    /// Applies to every test inside a suite.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotConfiguration(configuration) { try await function() }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for this suite or test; nil fields keep the enclosing values. Not named
    /// `snapshots`: swift-snapshot-testing has a `.snapshots(record:)` trait of its own, which a
    /// target importing both libraries would pick instead, silently.
    public static func layoutSnapshots(record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
                                 directory: String? = nil, artifactsDirectory: String? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, tolerance: tolerance,
                                                           snapshotDirectory: directory,
                                                           artifactsDirectory: artifactsDirectory))
    }
}
