import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to whichever test library is running the caller: Swift Testing
/// when `Test.current` is set (the assertion runs inside a `@Test`), XCTest otherwise.
/// Either way the failure points at the assertion's file and line.
package enum TestIssueReporter {
    package static func fail(_ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                        line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }

    /// A failure raised where the assertion's location is not known (inside a strategy that
    /// swift-snapshot-testing runs): Swift Testing places it at the running test, XCTest at the
    /// current test case.
    package static func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }

    /// A recording is not a failure locally, but it is said where people look.
    static func note(_ message: String) {
        FileHandle.standardError.write(Data("note: \(message)\n".utf8))
    }

    /// Tells concurrently running tests apart (for numbering unnamed snapshots).
    static var testIdentity: String {
        Test.current.map { "\($0.id)" } ?? ""
    }
}
