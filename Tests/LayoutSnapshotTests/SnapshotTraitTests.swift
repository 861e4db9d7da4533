import Testing
import LayoutSnapshot
import SnapshotTesting

/// This target imports swift-snapshot-testing too, whose `.snapshots(record:)` trait once shadowed
/// ours silently (our suites ran in the default mode). `.layoutSnapshots` must reach our configuration.
@Suite(.layoutSnapshots(record: .never, directory: "/tmp/trait-check"))
struct SnapshotTraitTests {
    @Test func theSuiteTraitSetsOurConfiguration() {
        #expect(SnapshotConfiguration.current.record == .never)
        #expect(SnapshotConfiguration.current.snapshotDirectory == "/tmp/trait-check")
    }

    @Test(.layoutSnapshots(record: .all)) func aTestTraitOverridesTheSuite() {
        #expect(SnapshotConfiguration.current.record == .all)
        #expect(SnapshotConfiguration.current.snapshotDirectory == "/tmp/trait-check")
    }
}
