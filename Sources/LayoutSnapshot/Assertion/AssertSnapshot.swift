import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer

/// Asserts that `value`, rendered by `strategy`, matches the reference image
/// `Snapshots/<Suite>/<name>.png` at the package root, recording it as the record mode says.
///
/// Works from XCTest and from Swift Testing; a failure is reported at the caller's file and line
/// with the count and ratio of differing pixels, the bounding box of the change and the paths
/// of the actual, difference and side-by-side images.
/// - Parameters:
///   - missingGlyphs: fail (default) or warn when the drawn scene's text has characters no font
///     draws, naming them and their nodes (a strategy that draws no scene has none).
///   - name: the snapshot's name; unnamed snapshots in one test are numbered `<test>.1`, `<test>.2`, ...
///   - record: overrides the suite's and the environment's record mode.
///   - tolerance: overrides the suite's tolerance.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: ImageSnapshot<Value>,
    missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = verifySnapshot(of: try value(), as: strategy, missingGlyphs: missingGlyphs, named: name, record: record,
                                 tolerance: tolerance, filePath: "\(filePath)", function: function)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a bitmap, image, scene or screen of components matches its reference, drawn
/// by its default strategy (see `ImageSnapshottable` and `assertSnapshot(of:as:...)`).
public func assertSnapshot<Value: ImageSnapshottable>(
    of value: @autoclosure () throws -> Value, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(of: try value(), as: Value.imageSnapshot, missingGlyphs: missingGlyphs, named: name, record: record,
                   tolerance: tolerance, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks a snapshot without reporting: the outcome says whether it matched, was recorded or
/// failed (with the message `assertSnapshot` would report). For building other assertions.
/// Text with characters no font draws in the captured scene fails it under `missingGlyphs: .fail`,
/// before any pixel difference (`.warn` prints a note).
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: ImageSnapshot<Value>,
    missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    filePath: String = #filePath, function: String = #function
) -> SnapshotVerifier.Outcome {
    let context = SnapshotContext.resolve(
        filePath: filePath, function: function, testIdentity: TestIssueReporter.testIdentity, named: name,
        record: record, tolerance: tolerance, configuration: SnapshotConfiguration.current,
        environment: ProcessInfo.processInfo.environment)
    let captured: SnapshotCapture
    do {
        captured = try strategy.capture(value())
    } catch {
        return .failed(message: "Snapshot \"\(context.suite)/\(context.name)\": rendering failed: \(error)")
    }
    let glyphFailure = missingGlyphs.failure(for: captured.missingGlyphs)
    let outcome = SnapshotVerifier(context: context).verify(captured.image, layout: captured.layout, fingerprint: captured.fingerprint)
    guard let glyphFailure else { return outcome }
    switch outcome {
    case .matched: return .failed(message: glyphFailure)
    case let .recorded(note): return .failed(message: glyphFailure + "\n" + note)
    case let .failed(message): return .failed(message: glyphFailure + "\n" + message)
    }
}

/// Reports an outcome at the caller: a failure as a test issue, a recording as a note.
func report(_ outcome: SnapshotVerifier.Outcome, fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    switch outcome {
    case .matched: break
    case let .recorded(note): TestIssueReporter.note(note)
    case let .failed(message):
        TestIssueReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
