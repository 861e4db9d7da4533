import Foundation
import DesignSystem
import LayoutEngine
import LayoutSnapshot
import Rasterizer
import SnapshotTesting
import ViewKit

/// swift-snapshot-testing's device configurations (`ViewImageConfig`), which its Linux build
/// lacks: the size, safe area and traits a view controller is drawn with.
public struct ViewImageConfig: Sendable {
    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = UITraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    private static func phone(_ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, scale: CGFloat) -> ViewImageConfig {
        ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                        size: CGSize(width: width, height: height), traits: UITraitCollection(displayScale: scale))
    }
    // Sizes, safe areas and scales as swift-snapshot-testing's `ViewImageConfig` (portrait).
    public static let iPhoneSe = phone(320, 568, top: 20, bottom: 0, scale: 2)
    public static let iPhone8 = phone(375, 667, top: 20, bottom: 0, scale: 2)
    public static let iPhone8Plus = phone(414, 736, top: 20, bottom: 0, scale: 3)
    public static let iPhoneX = phone(375, 812, top: 44, bottom: 34, scale: 3)
    public static let iPhoneXsMax = phone(414, 896, top: 44, bottom: 34, scale: 3)
    public static let iPhoneXr = phone(414, 896, top: 44, bottom: 34, scale: 2)
    public static let iPhone12 = phone(390, 844, top: 47, bottom: 34, scale: 3)
    public static let iPhone12Pro = phone(390, 844, top: 47, bottom: 34, scale: 3)
    public static let iPhone12ProMax = phone(428, 926, top: 47, bottom: 34, scale: 3)
    public static let iPhone13 = phone(390, 844, top: 47, bottom: 34, scale: 3)
    public static let iPhone13Mini = phone(375, 812, top: 50, bottom: 34, scale: 3)
    public static let iPhone13Pro = phone(390, 844, top: 47, bottom: 34, scale: 3)
    public static let iPhone13ProMax = phone(428, 926, top: 47, bottom: 34, scale: 3)
    public static let iPadMini = phone(768, 1024, top: 20, bottom: 0, scale: 2)
    public static let iPadPro11 = phone(834, 1194, top: 24, bottom: 20, scale: 2)
    public static let iPadPro12_9 = phone(1024, 1366, top: 24, bottom: 20, scale: 2)
}

/// swift-snapshot-testing's spelling for tolerances: `precision` is the fraction of pixels that
/// must match, `perceptualPrecision` how close a pixel's color must be (1 - it, times 100, is
/// the CIELAB ΔE allowed, as swift-snapshot-testing computes it).
private func tolerance(precision: Float, perceptualPrecision: Float) -> SnapshotTolerance {
    var tolerance = SnapshotTolerance.standard
    if precision < 1 { tolerance.maxDiffPixelRatio = Double(1 - precision) }
    if perceptualPrecision < 1 { tolerance.perceptualDeltaE = Double(1 - perceptualPrecision) * 100 }
    return tolerance
}

extension Snapshotting where Value == UIView, Format == RGBAImage {
    /// The view laid out by its constraints (or at its frame) and drawn at 3x.
    public static var image: Snapshotting<UIView, RGBAImage> { .image() }

    /// The view drawn at `size` (nil: its frame, or its fitting size when it has none) with
    /// `traits`. Text with characters no font draws fails the assertion, naming them and their
    /// views (`missingGlyphs: .warn` prints a note instead).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             traits: UITraitCollection = UITraitCollection(),
                             missingGlyphs: MissingGlyphPolicy = .fail) -> Snapshotting<UIView, RGBAImage> {
        .scenes(tolerance: tolerance(precision: precision, perceptualPrecision: perceptualPrecision),
                missingGlyphs: missingGlyphs, drawnBy: { try RenderPipeline.shared.draw($0) }) { view in
            MainActor.assumeIsolated {
                let viewSize: ViewSize = size.map { .fixed($0) } ?? (view.bounds.size == .zero ? .fitting : .current)
                return view.makeScene(size: viewSize, traits: traits)
            }
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == RGBAImage {
    /// The controller's view full screen on an iPhone 13.
    public static var image: Snapshotting<UIViewController, RGBAImage> { .image(on: .iPhone13) }

    /// The controller's view full screen with `config`'s size, safe area and traits; text with
    /// characters no font draws fails as for a view.
    public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = UITraitCollection(),
                             missingGlyphs: MissingGlyphPolicy = .fail) -> Snapshotting<UIViewController, RGBAImage> {
        .scenes(tolerance: tolerance(precision: precision, perceptualPrecision: perceptualPrecision),
                missingGlyphs: missingGlyphs, drawnBy: { try RenderPipeline.shared.draw($0) }) { controller in
            MainActor.assumeIsolated {
                let drawSize = size ?? config.size ?? UIScreen.main.bounds.size
                return controller.makeScene(size: drawSize, safeArea: config.safeArea,
                                            traits: UITraitCollection(traitsFrom: [config.traits, traits]))
            }
        }
    }
}
