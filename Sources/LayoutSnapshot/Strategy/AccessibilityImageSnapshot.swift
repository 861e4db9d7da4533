import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer
import ViewKit

/// AccessibilitySnapshot's picture as a strategy: `assertSnapshot(of: view, as:
/// .accessibilityImage)`, and with a variant matrix, so dark mode, right to left (read right to
/// left) and Dynamic Type sizes each get their picture (AccessibilitySnapshot dropped Dynamic Type).
/// A tree the parser cannot read as written fails the snapshot, naming the view.
public struct AccessibilityImageSnapshot: Sendable {
    public var options: AccessibilitySnapshotOptions

    public init(options: AccessibilitySnapshotOptions = AccessibilitySnapshotOptions()) { self.options = options }

    /// The view in grays, an overlay an element, crosshairs at moved activation points, the legend.
    public static var accessibilityImage: AccessibilityImageSnapshot { AccessibilityImageSnapshot() }

    /// The picture with AccessibilitySnapshot's options (and stable colors, `colorsFollowElements`).
    public static func accessibilityImage(
        showActivationPoints: ActivationPointDisplayMode = .whenOverridden, useMonochromeSnapshot: Bool = true,
        markerColors: [UIColor] = [], colorsFollowElements: Bool = false
    ) -> AccessibilityImageSnapshot {
        AccessibilityImageSnapshot(options: AccessibilitySnapshotOptions(
            markerColors: markerColors, useMonochromeSnapshot: useMonochromeSnapshot,
            showActivationPoints: showActivationPoints, colorsFollowElements: colorsFollowElements))
    }

    /// The strategy drawing a view at `size` with `traits`.
    public func strategy(size: ViewSize = .current, traits: UITraitCollection = UITraitCollection()) -> ImageSnapshot<UIView> {
        let options = self.options
        return .capturing { view in
            try MainActor.assumeIsolated {
                let parsed = try AccessibilitySnapshot.elements(of: view, size: resolvedSize(size, of: view, on: nil), traits: traits)
                let picture = try AccessibilitySnapshot.picture(of: parsed.scene, elements: parsed.elements, options: options)
                // The layout tree is the overlays' and the legend's: what moved when an element did.
                return SnapshotCapture(image: RGBAImage(picture.bitmap), layout: LayoutTree(scene: picture.overlays),
                                       fingerprint: RenderFingerprint(scene: parsed.scene),
                                       missingGlyphs: MissingGlyphs.find(in: parsed.scene) + MissingGlyphs.find(in: picture.overlays))
            }
        }
    }
}

extension ImageSnapshot where Value == UIView {
    /// AccessibilitySnapshot's picture of a view at its size (see `AccessibilityImageSnapshot`).
    public static var accessibilityImage: ImageSnapshot<UIView> { AccessibilityImageSnapshot.accessibilityImage.strategy() }

    /// The picture with AccessibilitySnapshot's options, drawn at `size` with `traits`.
    public static func accessibilityImage(
        showActivationPoints: ActivationPointDisplayMode = .whenOverridden, useMonochromeSnapshot: Bool = true,
        markerColors: [UIColor] = [], colorsFollowElements: Bool = false, size: ViewSize = .current,
        traits: UITraitCollection = UITraitCollection()
    ) -> ImageSnapshot<UIView> {
        AccessibilityImageSnapshot.accessibilityImage(
            showActivationPoints: showActivationPoints, useMonochromeSnapshot: useMonochromeSnapshot,
            markerColors: markerColors, colorsFollowElements: colorsFollowElements).strategy(size: size, traits: traits)
    }
}

/// Asserts a view's accessibility picture in each combination of `variants` (its traits over
/// `traits`; as wide as a combination's device), one reference each, `<name>.<variant>.png`.
@preconcurrency @MainActor
public func assertSnapshot(
    of view: UIView, as snapshot: AccessibilityImageSnapshot, variants: Variants, size: ViewSize = .current,
    traits: UITraitCollection = UITraitCollection(), missingGlyphs: MissingGlyphPolicy = .fail, named name: String? = nil,
    record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, fileID: String = #fileID,
    filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
    let outcome = verifyVariants(variants, named: name, filePath: "\(filePath)", function: function) { variant, variantName in
        let strategy = snapshot.strategy(size: resolvedSize(size, of: view, on: variant.device),
                                         traits: UITraitCollection(traitsFrom: [traits, variant.traits]))
        return verifySnapshot(of: view, as: strategy, missingGlyphs: missingGlyphs, named: variantName, record: record,
                              tolerance: tolerance, filePath: "\(filePath)", function: function)
    }
    report(outcome, fileID: fileID, filePath: filePath, line: line, column: column)
}
