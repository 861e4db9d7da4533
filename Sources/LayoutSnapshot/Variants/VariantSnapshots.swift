import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer

/// Checks `make(variant)` for every combination of `variants`, each against its own reference
/// `<name>.<variant name>.png` (`friend-request.iphoneSE-dark-ax5-rtl.png`), and returns one
/// outcome: a failure lists every combination that failed, with each one's message.
///
/// - Parameter check: verifies one combination's value under the name it is given (the place
///   to add a combination's own problems, such as a view's broken constraints).
func verifyVariants(
    _ variants: Variants, named name: String?, filePath: String, function: String,
    check: (Variant, String) -> SnapshotVerifier.Outcome
) -> SnapshotVerifier.Outcome {
    // Unnamed: one number for the whole matrix, so its references share `<test>.<n>`.
    let base = name.map(SnapshotName.sanitized) ?? "\(SnapshotName.sanitized(function))."
        + "\(SnapshotName.nextNumber(for: "\(filePath)|\(function)|\(TestIssueReporter.testIdentity)"))"
    var failures: [(Variant, String)] = []
    var notes: [String] = []
    for variant in variants.combinations {
        switch check(variant, variant.name.isEmpty ? base : "\(base).\(variant.name)") {
        case .matched: break
        case let .recorded(note): notes.append(note)
        case let .failed(message): failures.append((variant, message))
        }
    }
    guard !failures.isEmpty else { return notes.isEmpty ? .matched : .recorded(note: notes.joined(separator: "\n")) }
    let total = variants.combinations.count
    let list = failures.map { $0.0.description }.joined(separator: ", ")
    let details = failures.map { "[\($0.0)] \($0.1)" }.joined(separator: "\n\n")
    return .failed(message: "\(failures.count) of \(total) variants of \"\(base)\" failed: \(list)\n\n\(details)")
}

/// Checks a value made for each combination of `variants` (see `assertSnapshot(variants:as:...)`).
public func verifySnapshot<Value>(
    variants: Variants, as strategy: ImageSnapshot<Value>, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil,
    filePath: String = #filePath, function: String = #function, of make: (Variant) throws -> Value
) -> SnapshotVerifier.Outcome {
    verifyVariants(variants, named: name, filePath: filePath, function: function) { variant, variantName in
        let value: Value
        do { value = try make(variant) } catch { return .failed(message: "Variant \(variant): building the value failed: \(error)") }
        return verifySnapshot(of: value, as: strategy, missingGlyphs: missingGlyphs, named: variantName, record: record,
                              tolerance: tolerance, filePath: filePath, function: function)
    }
}

/// Asserts that the value `make` builds for each combination of `variants` matches that
/// combination's reference `<name>.<variant>.png`; one failure lists every combination that failed.
///
/// The form for anything built per combination: a scene, a screen of components, a view whose
/// strings depend on `variant.locale`:
/// ```swift
/// assertSnapshot(variants: .devices([.iphone15, .iphoneSE]) * .appearances(.all), as: .image,
///                named: "friend-request") { variant in
///     try ComponentScene(device: .iphone15, content: [.modal(modal)]).makeScene(in: variant)
/// }
/// ```
public func assertSnapshot<Value>(
    variants: Variants, as strategy: ImageSnapshot<Value>, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column,
    of make: (Variant) throws -> Value
) {
    let outcome = verifySnapshot(variants: variants, as: strategy, missingGlyphs: missingGlyphs, named: name, record: record,
                                 tolerance: tolerance, filePath: "\(filePath)", function: function, of: make)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a screen of components matches its reference in each combination of `variants`:
/// on the combination's device (the screen's own when the matrix names none), in `darkTheme`
/// when dark, type scaled to its content size, laid out in its direction.
public func assertSnapshot(
    of screen: ComponentScene, variants: Variants, darkTheme: Theme = .dark, missingGlyphs: MissingGlyphPolicy = .fail,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(variants: variants, as: ImageSnapshot<Scene>.image, missingGlyphs: missingGlyphs, named: name,
                   record: record, tolerance: tolerance, fileID: fileID, filePath: filePath, function: function,
                   line: line, column: column) { variant in
        try screen.makeScene(in: variant, darkTheme: darkTheme)
    }
}

/// Asserts that a component, laid out on each combination's device (`device` when the matrix
/// names none) as `assertSnapshot(of:variants:darkTheme:...)` lays out a screen, matches its references.
public func assertSnapshot(
    of component: some Component, variants: Variants, on device: Device = .iphone15, theme: Theme = .standard,
    darkTheme: Theme = .dark, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(variants: variants, as: ImageSnapshot<Scene>.image, missingGlyphs: missingGlyphs, named: name,
                   record: record, tolerance: tolerance, fileID: fileID, filePath: filePath, function: function,
                   line: line, column: column) { variant in
        try variant.layingOut {
            try screen(of: component, on: variant.device ?? device, theme: variant.theme(light: theme, dark: darkTheme))
        }
    }
}
