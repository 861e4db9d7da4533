import Foundation
import LayoutSnapshot
import SnapshotTesting

/// Where a team's swift-snapshot-testing references are kept when its iOS tests run on Linux
/// through uikit-adapter (issue 40): `__LinuxSnapshots__/<TestFile>/` beside the test file, as
/// swift-snapshot-testing keeps iOS's in `__Snapshots__/<TestFile>/`, so the two platforms'
/// pictures (other fonts, another renderer) never overwrite each other.
///
/// The adapter appends file-private `assertSnapshot`s to each rewritten test file that call
/// these; a team never calls them itself.
public enum LinuxSnapshotDirectory {
    /// The folder of the references of the test file at `filePath`.
    public static func path(besideTestFile filePath: StaticString) -> String {
        let file = URL(fileURLWithPath: "\(filePath)", isDirectory: false)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__LinuxSnapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }

    /// swift-snapshot-testing's `assertSnapshot` with the references in `path(besideTestFile:)`;
    /// a failure is reported to Swift Testing or XCTest at the caller's file and line.
    public static func assertSnapshot<Value, Format>(
        of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
        named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
        timeout: TimeInterval = 5, fileID: StaticString, file filePath: StaticString,
        testName: String, line: UInt, column: UInt
    ) {
        let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record,
                                     snapshotDirectory: path(besideTestFile: filePath), timeout: timeout,
                                     fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        guard let failure else { return }
        TestIssueReporter.fail(failure, fileID: "\(fileID)", filePath: filePath, line: line, column: column)
    }
}
