import Foundation
@testable import LayoutSnapshot
import Testing

@Suite("Snapshot names, paths and settings")
struct SnapshotContextTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    func resolve(named: String? = "card", function: String = "rendersCard()", record: SnapshotRecordMode? = nil,
                 configuration: SnapshotConfiguration = SnapshotConfiguration(),
                 environment: [String: String] = [:]) -> SnapshotContext {
        SnapshotContext.resolve(filePath: #filePath, function: function, testIdentity: "\(UUID())", named: named,
                                record: record, tolerance: nil, configuration: configuration, environment: environment)
    }

    @Test("references live in Snapshots/<Suite>/<name>.png at the package root")
    func referencePath() {
        #expect(resolve().referencePath == "\(Self.packageRoot)/Snapshots/SnapshotContextTests/card.png")
    }

    @Test("the snapshot folder and suite name are configurable")
    func configurableFolder() {
        let context = resolve(configuration: SnapshotConfiguration(snapshotDirectory: "/tmp/refs", suite: "Cards"))
        #expect(context.referencePath == "/tmp/refs/Cards/card.png")
        #expect(resolve(configuration: SnapshotConfiguration(snapshotDirectory: "Refs")).referencePath
            == "\(Self.packageRoot)/Refs/SnapshotContextTests/card.png")
    }

    @Test("names are sanitized for every file system", arguments: [
        ("rendersCard()", "rendersCard"), ("alert / dark mode", "alert-dark-mode"), ("a..b", "a..b"),
        ("../../etc/passwd", "etc-passwd"), ("state: pressed!", "state-pressed"),
    ])
    func sanitizedNames(input: String, expected: String) {
        #expect(SnapshotName.sanitized(input) == expected)
    }

    @Test("names with non-ASCII characters keep apart through a fingerprint")
    func nonASCIINamesStayDistinct() {
        let a = SnapshotName.sanitized("버튼 상태"), b = SnapshotName.sanitized("버튼 비활성")
        #expect(a.hasPrefix("snapshot-") && b.hasPrefix("snapshot-"))
        #expect(a != b)
        #expect(SnapshotName.sanitized("모달 dark") .hasPrefix("dark-"))
    }

    @Test("unnamed snapshots in one test are numbered in order")
    func unnamedAreNumbered() {
        let identity = "\(UUID())"
        let names = (0..<3).map { _ in
            SnapshotContext.resolve(filePath: #filePath, function: "rendersList()", testIdentity: identity, named: nil,
                                    record: nil, tolerance: nil, configuration: SnapshotConfiguration(),
                                    environment: [:]).name
        }
        #expect(names == ["rendersList.1", "rendersList.2", "rendersList.3"])
    }

    @Test("record mode: the call wins, then the suite, then LAYOUT_SNAPSHOT_RECORD, then missing")
    func recordPrecedence() {
        let environment = ["LAYOUT_SNAPSHOT_RECORD": "all"]
        let suite = SnapshotConfiguration(record: .failed)
        #expect(resolve(record: .never, configuration: suite, environment: environment).record == .never)
        #expect(resolve(configuration: suite, environment: environment).record == .failed)
        #expect(resolve(environment: environment).record == .all)
        #expect(resolve().record == .missing)
    }

    @Test("LAYOUT_SNAPSHOT_RECORD accepts mode names and booleans")
    func environmentRecordValues() {
        #expect(SnapshotRecordMode.fromEnvironment(["LAYOUT_SNAPSHOT_RECORD": "Failed"]) == .failed)
        #expect(SnapshotRecordMode.fromEnvironment(["LAYOUT_SNAPSHOT_RECORD": "1"]) == .all)
        #expect(SnapshotRecordMode.fromEnvironment(["LAYOUT_SNAPSHOT_RECORD": "bogus"]) == nil)
        #expect(SnapshotRecordMode.fromEnvironment([:]) == nil)
    }

    @Test("CI=true is detected; artifacts default to .build/snapshot-artifacts unless LAYOUT_SNAPSHOT_ARTIFACTS says")
    func ciAndArtifacts() {
        #expect(resolve(environment: ["CI": "true"]).isCI)
        #expect(!resolve(environment: ["CI": "false"]).isCI)
        #expect(resolve().artifactsDirectory == "\(Self.packageRoot)/.build/snapshot-artifacts")
        #expect(resolve(environment: ["LAYOUT_SNAPSHOT_ARTIFACTS": "/tmp/art"]).artifactsDirectory == "/tmp/art")
    }

    @Test("nested configurations lay inner values over outer ones")
    func nestedConfigurations() {
        let outer = SnapshotConfiguration(record: .never, snapshotDirectory: "A")
        let merged = outer.merging(SnapshotConfiguration(snapshotDirectory: "B"))
        #expect(merged.record == .never)
        #expect(merged.snapshotDirectory == "B")
    }

    @Test("tolerances: the stricter of maxDiffPixels and maxDiffPixelRatio applies")
    func allowedPixels() {
        #expect(SnapshotTolerance().allowedPixels(of: 1000) == 0)
        #expect(SnapshotTolerance(maxDiffPixels: 7).allowedPixels(of: 1000) == 7)
        #expect(SnapshotTolerance(maxDiffPixelRatio: 0.01).allowedPixels(of: 1000) == 10)
        #expect(SnapshotTolerance(maxDiffPixels: 7, maxDiffPixelRatio: 0.01).allowedPixels(of: 1000) == 7)
        #expect(SnapshotTolerance(maxDiffPixels: -5).allowedPixels(of: 1000) == 0)
    }
}
