import Foundation
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import SnapshotTesting
import SwiftUIViews
import ViewKit

/// How a SwiftUI view is sized for its snapshot (swift-snapshot-testing's `SwiftUISnapshotLayout`,
/// which its Linux build lacks): its ideal size, a fixed size, or a device's screen with its
/// safe area and traits (the view proposed the safe area and centered in it, as a hosting
/// controller shows it).
public enum SwiftUISnapshotLayout: Sendable {
    case device(config: ViewImageConfig)
    case fixed(width: CGFloat, height: CGFloat)
    case sizeThatFits
}

extension Snapshotting where Value: SwiftUIViews.View, Format == RGBAImage {
    /// The view at its ideal size, drawn at 3x.
    public static var image: Snapshotting<Value, RGBAImage> { .image() }

    /// The view laid out as `layout` says with `traits` (a device's traits first) and drawn by
    /// ViewKit through a hosting view. A failure of the view's layout (a `Layout` placing a
    /// subview at NaN, a view nested in itself, a size that is not finite) fails the assertion
    /// with the view type and the place named; text with characters no font draws fails as for
    /// a UIKit view.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, layout: SwiftUISnapshotLayout = .sizeThatFits,
                             traits: UITraitCollection = UITraitCollection(),
                             missingGlyphs: MissingGlyphPolicy = .fail) -> Snapshotting<Value, RGBAImage> {
        var tolerance = SnapshotTolerance.standard
        if precision < 1 { tolerance.maxDiffPixelRatio = Double(1 - precision) }
        if perceptualPrecision < 1 { tolerance.perceptualDeltaE = Double(1 - perceptualPrecision) * 100 }
        return .scenes(tolerance: tolerance, missingGlyphs: missingGlyphs, drawnBy: { try RenderPipeline.shared.draw($0) }) { value in
            // swift-snapshot-testing calls strategies on the test's thread, the main one here.
            nonisolated(unsafe) let view = value
            return MainActor.assumeIsolated {
                let host = _UIHostingView(rootView: view)
                let scene: Scene
                switch layout {
                case .sizeThatFits:
                    host.traitOverrides = traits
                    scene = host.makeScene(size: .fixed(host.sizeThatFits(.zero)), traits: traits)
                case let .fixed(width, height):
                    scene = host.makeScene(size: .fixed(CGSize(width: width, height: height)), traits: traits)
                case let .device(config):
                    let size = config.size ?? UIScreen.main.bounds.size
                    scene = host.makeScene(size: .fixed(size), safeArea: config.safeArea,
                                           traits: UITraitCollection(traitsFrom: [config.traits, traits]))
                }
                let failures = host.issues.filter(\.isFailure)
                if !failures.isEmpty {
                    TestIssueReporter.fail("The SwiftUI view \(Value.self) cannot be laid out as SwiftUI would:\n"
                                           + failures.map(\.message).joined(separator: "\n"))
                }
                return scene
            }
        }
    }
}
