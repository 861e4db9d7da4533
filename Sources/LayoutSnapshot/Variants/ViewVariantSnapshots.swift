import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer
import ViewKit

/// Asserts that a view matches its reference in each combination of `variants`, laid out again
/// with the combination's traits (appearance, content size, direction, and a device's scale) over
/// `traits`; on a device it is as wide as the device's screen (see `assertSnapshot(of:size:...)`).
/// One failure lists every combination that failed, with its broken constraints or missing glyphs.
@preconcurrency @MainActor
public func assertSnapshot(
    of view: UIView, variants: Variants, size: ViewSize = .current, traits: UITraitCollection = UITraitCollection(),
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(variants: variants, size: size, traits: traits, strictLayout: strictLayout, missingGlyphs: missingGlyphs,
                   named: name, record: record, tolerance: tolerance, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column) { _ in view }
}

/// Asserts that the view `make` builds for each combination of `variants` (its strings chosen by
/// `variant.locale`, say) matches that combination's reference, as `assertSnapshot(of:variants:...)`.
@preconcurrency @MainActor
public func assertSnapshot(
    variants: Variants, size: ViewSize = .current, traits: UITraitCollection = UITraitCollection(),
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column,
    view make: (Variant) throws -> UIView
) {
    let outcome = verifySnapshot(variants: variants, size: size, traits: traits, strictLayout: strictLayout,
                                 missingGlyphs: missingGlyphs, named: name, record: record, tolerance: tolerance,
                                 filePath: "\(filePath)", function: function, view: make)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks the view `make` builds for each combination without reporting (see `assertSnapshot(variants:size:...)`).
@preconcurrency @MainActor
public func verifySnapshot(
    variants: Variants, size: ViewSize = .current, traits: UITraitCollection = UITraitCollection(),
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, filePath: String = #filePath,
    function: String = #function, view make: (Variant) throws -> UIView
) -> SnapshotVerifier.Outcome {
    verifyVariants(variants, named: name, filePath: filePath, function: function) { variant, variantName in
        let view: UIView
        do { view = try make(variant) } catch { return .failed(message: "Variant \(variant): building the view failed: \(error)") }
        let scene = view.makeScene(size: resolvedSize(size, of: view, on: variant.device),
                                   traits: UITraitCollection(traitsFrom: [traits, variant.traits]))
        return verifyDrawing(scene, report: view.lastLayoutReport, strictLayout: strictLayout, missingGlyphs: missingGlyphs,
                             named: variantName, record: record, tolerance: tolerance, filePath: filePath, function: function)
    }
}

/// Asserts that a view controller's screen matches its reference in each combination of
/// `variants`: full screen on the combination's device (`device` when the matrix names none),
/// with its traits over `traits`.
@preconcurrency @MainActor
public func assertSnapshot(
    of controller: UIViewController, variants: Variants, on device: Device = .iphone15,
    traits: UITraitCollection = UITraitCollection(), strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail,
    named name: String? = nil, record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let outcome = verifySnapshot(of: controller, variants: variants, on: device, traits: traits, strictLayout: strictLayout,
                                 missingGlyphs: missingGlyphs, named: name, record: record, tolerance: tolerance,
                                 filePath: "\(filePath)", function: function)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks a view controller's screen in each combination without reporting.
@preconcurrency @MainActor
public func verifySnapshot(
    of controller: UIViewController, variants: Variants, on device: Device = .iphone15,
    traits: UITraitCollection = UITraitCollection(), strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail,
    named name: String? = nil, record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    filePath: String = #filePath, function: String = #function
) -> SnapshotVerifier.Outcome {
    verifyVariants(variants, named: name, filePath: filePath, function: function) { variant, variantName in
        let scene = screenScene(of: controller, on: variant.device ?? device,
                                traits: UITraitCollection(traitsFrom: [traits, variant.traits]))
        return verifyDrawing(scene, report: controller.view.lastLayoutReport, strictLayout: strictLayout,
                             missingGlyphs: missingGlyphs, named: variantName, record: record, tolerance: tolerance,
                             filePath: filePath, function: function)
    }
}
