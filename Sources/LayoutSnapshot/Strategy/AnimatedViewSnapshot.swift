import Foundation
import LayoutEngine
import ViewKit

/// Asserts that a view drawn `time` seconds into its layers' Core Animation animations
/// (`CALayer.add(_:forKey:)`, sampled by the layout engine's timeline: `makeScene(at:)`) matches
/// its reference. Without `at:`, `assertSnapshot(of:size:...)` shows the model values, as UIKit's
/// screen does the instant an animation is added.
@preconcurrency @MainActor
public func assertSnapshot(
    of view: UIView, size: ViewSize = .current, traits: UITraitCollection = UITraitCollection(), at time: CFTimeInterval,
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    let scene = view.makeScene(size: resolvedSize(size, of: view, on: nil), traits: traits, at: time)
    let outcome = verifyDrawing(scene, report: view.lastLayoutReport, strictLayout: strictLayout, missingGlyphs: missingGlyphs,
                                named: name, record: record, tolerance: tolerance, filePath: "\(filePath)", function: function)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}
