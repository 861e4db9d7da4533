import Foundation
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import SnapshotTesting
import ViewKit

/// AccessibilitySnapshot's strategies on Linux: a team's `assertSnapshot(of: view, as:
/// .accessibilityImage)` keeps its spelling. A tree the parser cannot read as written (a listed
/// view of another tree, a cycle of containers, a NaN frame) fails the assertion, naming the view.
extension Snapshotting where Value == UIView, Format == RGBAImage {
    /// The view in grays with an overlay an element and the legend of what VoiceOver reads.
    public static var accessibilityImage: Snapshotting<UIView, RGBAImage> { .accessibilityImage() }

    /// The picture with AccessibilitySnapshot's options; `colorsFollowElements` keeps each
    /// element's color when others are added (not AccessibilitySnapshot's behaviour).
    public static func accessibilityImage(
        showActivationPoints: ActivationPointDisplayMode = .whenOverridden, useMonochromeSnapshot: Bool = true,
        markerColors: [UIColor] = [], colorsFollowElements: Bool = false, size: CGSize? = nil,
        traits: UITraitCollection = UITraitCollection(), precision: Float = 1
    ) -> Snapshotting<UIView, RGBAImage> {
        let options = AccessibilitySnapshotOptions(markerColors: markerColors, useMonochromeSnapshot: useMonochromeSnapshot,
                                                   showActivationPoints: showActivationPoints,
                                                   colorsFollowElements: colorsFollowElements)
        var tolerance = SnapshotTolerance.standard
        if precision < 1 { tolerance.maxDiffPixelRatio = Double(1 - precision) }
        let parseFailure = GlyphVerdict()
        let diffing = Diffing<RGBAImage>.image(tolerance: tolerance, artifactsDirectory: nil, glyphs: parseFailure)
        return Snapshotting<RGBAImage, RGBAImage>(pathExtension: "png", diffing: diffing).pullback { view in
            MainActor.assumeIsolated {
                do {
                    let parsed = try AccessibilitySnapshot.elements(of: view, size: viewSize(size, of: view), traits: traits)
                    parseFailure.record(nil)
                    return RGBAImage(try AccessibilitySnapshot.picture(of: parsed.scene, elements: parsed.elements, options: options).bitmap)
                } catch {
                    parseFailure.record("\(error)")
                    return ImageSnapshotDiff.unreadable
                }
            }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// What VoiceOver reads, in its order: one numbered entry an element, its description, then
    /// its hint and custom actions.
    public static var accessibilityText: Snapshotting<UIView, String> { .accessibilityText() }

    /// The transcript of the view laid out at `size` with `traits`. A tree the parser cannot
    /// read as written fails the assertion, naming the view, and is never recorded as a reference.
    public static func accessibilityText(size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) -> Snapshotting<UIView, String> {
        let parseFailure = GlyphVerdict()
        let lines = Diffing<String>.lines
        let diffing = Diffing<String>(
            toData: { text in
                if let failure = parseFailure.take() { TestIssueReporter.fail(failure) }
                return lines.toData(text)
            },
            fromData: lines.fromData,
            diff: { reference, actual in
                if let failure = parseFailure.take() { return (failure, []) }
                return lines.diff(reference, actual)
            })
        return Snapshotting<String, String>(pathExtension: "txt", diffing: diffing).pullback { view in
            MainActor.assumeIsolated {
                do {
                    let parsed = try AccessibilitySnapshot.elements(of: view, size: viewSize(size, of: view), traits: traits)
                    parseFailure.record(nil)
                    return AccessibilitySnapshot.transcript(of: parsed.elements)
                } catch {
                    parseFailure.record("\(error)")
                    return "\(error)\n"
                }
            }
        }
    }
}

/// The size a view is drawn at: `size`, else its frame, else what its constraints fit.
@MainActor
private func viewSize(_ size: CGSize?, of view: UIView) -> ViewSize {
    size.map { .fixed($0) } ?? (view.bounds.size == .zero ? .fitting : .current)
}
