import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer
import ViewKit

/// Asserts that a view, laid out by its constraints and drawn, matches its reference.
///
/// - Parameters:
///   - size: how big to draw it: `.current` (its frame; a view with no size is fitted to its
///     constraints, as `systemLayoutSizeFitting(layoutFittingCompressedSize)`), `.fixed`,
///     `.fitting` or `.width` (fixed width, height from the constraints).
///   - traits: appearance, content size category, layout direction and display scale (3x when unspecified).
///   - strictLayout: fail when the layout broke a constraint ("Unable to simultaneously satisfy
///     constraints"), found an ambiguous view, or could not use a constraint.
///   - missingGlyphs: fail (default) or warn when text has characters no font draws.
@preconcurrency @MainActor
public func assertSnapshot(
    of view: UIView, size: ViewSize = .current, traits: UITraitCollection = UITraitCollection(),
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    let scene = view.makeScene(size: resolvedSize(size, of: view, on: nil), traits: traits)
    let outcome = verifyDrawing(scene, report: view.lastLayoutReport, strictLayout: strictLayout, missingGlyphs: missingGlyphs,
                                named: name, record: record, tolerance: tolerance, filePath: "\(filePath)", function: function)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that a view controller's view, presented full screen on `device` with its safe area,
/// matches its reference (with the controller it presents, if any, drawn over it).
@preconcurrency @MainActor
public func assertSnapshot(
    of controller: UIViewController, on device: Device, traits: UITraitCollection = UITraitCollection(),
    strictLayout: Bool = false, missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    let scene = screenScene(of: controller, on: device, traits: traits)
    let outcome = verifyDrawing(scene, report: controller.view.lastLayoutReport, strictLayout: strictLayout,
                                missingGlyphs: missingGlyphs, named: name, record: record, tolerance: tolerance,
                                filePath: "\(filePath)", function: function)
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A view controller's screen on `device`: full screen with the device's safe area and scale.
@MainActor
func screenScene(of controller: UIViewController, on device: Device, traits: UITraitCollection) -> Scene {
    let deviceTraits = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: CGFloat(device.scale)), traits])
    return controller.makeScene(size: CGSize(device.size), safeArea: UIEdgeInsets(device.safeArea), traits: deviceTraits)
}

/// The size a view is drawn at: as wide as `device`'s screen when there is one and the size is
/// `.current` or `.width` (a component on a narrower phone), fitted when it has no size yet.
@MainActor
func resolvedSize(_ size: ViewSize, of view: UIView, on device: Device?) -> ViewSize {
    if let device {
        switch size {
        case .current, .width: return .width(CGFloat(device.size.width))
        case .fixed, .fitting: return size
        }
    }
    return size == .current && view.bounds.size == .zero ? .fitting : size
}

/// What fails about a drawing's layout before its pixels are compared: what UIKit would have
/// raised an exception for (always), and a layout that broke a constraint or is ambiguous, with
/// `strictLayout` (text no font draws is the snapshot's own check, `MissingGlyphPolicy.failure(for:)`).
func strictLayoutFailure(_ report: LayoutReport, strictLayout: Bool) -> String? {
    if strictLayout && !report.isClean { return "Strict layout: \(report)" }
    if !report.exceptions.isEmpty { return "UIKit would raise an exception:\n" + report.exceptions.joined(separator: "\n") }
    return nil
}

/// A view's (or a screen's) drawing checked: its layout problems under `strictLayout`, its text
/// no font draws, then its pixels, as one outcome (the assertions report it; the variant matrix
/// gathers one per combination).
@MainActor
func verifyDrawing(
    _ scene: Scene, report: LayoutReport, strictLayout: Bool, missingGlyphs: MissingGlyphPolicy, named name: String?,
    record: SnapshotRecordMode?, tolerance: SnapshotTolerance?, filePath: String, function: String
) -> SnapshotVerifier.Outcome {
    let outcome = verifySnapshot(of: scene, as: .image, missingGlyphs: missingGlyphs, named: name, record: record,
                                 tolerance: tolerance, filePath: filePath, function: function)
    guard let failure = strictLayoutFailure(report, strictLayout: strictLayout) else { return outcome }
    return .failed(message: ([failure] + [outcome.failureMessage].compactMap { $0 }).joined(separator: "\n"))
}
