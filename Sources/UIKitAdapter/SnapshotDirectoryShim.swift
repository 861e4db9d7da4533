/// Declarations appended to a file that imports SnapshotTesting, after its last line (so no line
/// of the team's moves): file-private `assertSnapshot`, `assertSnapshots` and `verifySnapshot`
/// with swift-snapshot-testing's signatures, which shadow the library's in that file and keep the
/// Linux references in `__LinuxSnapshots__` beside the test file, apart from the iOS ones in
/// `__Snapshots__` (LayoutSnapshotTesting's `LinuxSnapshotDirectory`).
enum SnapshotDirectoryShim {
    static let declarations = """
    // uikit-adapter: this file's snapshot references are kept in __LinuxSnapshots__ beside it.
    fileprivate func assertSnapshot<Value, Format>(
        of value: @autoclosure () throws -> Value, as snapshotting: SnapshotTesting.Snapshotting<Value, Format>,
        named name: String? = nil, record: SnapshotTesting.SnapshotTestingConfiguration.Record? = nil,
        timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        LayoutSnapshotTesting.LinuxSnapshotDirectory.assertSnapshot(
            of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
    fileprivate func assertSnapshots<Value, Format>(
        of value: @autoclosure () throws -> Value, as strategies: [String: SnapshotTesting.Snapshotting<Value, Format>],
        record: SnapshotTesting.SnapshotTestingConfiguration.Record? = nil,
        timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
            LayoutSnapshotTesting.LinuxSnapshotDirectory.assertSnapshot(
                of: try value(), as: strategy, named: name, record: record, timeout: timeout,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
    fileprivate func assertSnapshots<Value, Format>(
        of value: @autoclosure () throws -> Value, as strategies: [SnapshotTesting.Snapshotting<Value, Format>],
        record: SnapshotTesting.SnapshotTestingConfiguration.Record? = nil,
        timeout: Double = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) {
        for strategy in strategies {
            LayoutSnapshotTesting.LinuxSnapshotDirectory.assertSnapshot(
                of: try value(), as: strategy, record: record, timeout: timeout,
                fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
    }
    fileprivate func verifySnapshot<Value, Format>(
        of value: @autoclosure () throws -> Value, as snapshotting: SnapshotTesting.Snapshotting<Value, Format>,
        named name: String? = nil, record: SnapshotTesting.SnapshotTestingConfiguration.Record? = nil,
        snapshotDirectory: String? = nil, timeout: Double = 5, fileID: StaticString = #fileID,
        file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> String? {
        SnapshotTesting.verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record,
            snapshotDirectory: snapshotDirectory ?? LayoutSnapshotTesting.LinuxSnapshotDirectory.path(besideTestFile: filePath),
            timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }

    """
}
