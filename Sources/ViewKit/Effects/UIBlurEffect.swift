import Foundation
import LayoutEngine

/// An effect a `UIVisualEffectView` applies (UIKit's `UIVisualEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: Then {
    public init() {}
}

/// A blur of what is behind a view, tinted by a material (UIKit's `UIBlurEffect`).
///
/// Drawn as what is behind the view, blurred (a Gaussian of `backdropBlurRadius` points, at most
/// `Canvas.maxBackdropSigma` device pixels: 21 points at 3x), under the color and opacity `tint`
/// gives. Differs from UIKit: iOS also raises the saturation of what it blurs and tints each
/// material differently; Apple publishes neither the radii nor the colors. The tints are our
/// reading of the materials in Apple's iOS 17 design resources (a white or dark gray at the
/// material's thickness: ultra thin 0.35, thin 0.55, regular 0.72, thick 0.85, chrome 0.92: bars
/// look nearly opaque), and one blur radius serves every style. What is behind is what the same
/// drawing painted before the view (its superviews and earlier siblings), as on screen; inside a
/// translucent group (`alpha` below 1 with overlapping parts) only the group's own drawing.
open class UIBlurEffect: UIVisualEffect {
    /// UIKit's blur styles, with their raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The effect's style.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The color drawn for the blur (see the type's documentation).
    public var tint: UIColor { style.tint }

    /// How much a material blurs what is behind it: the Gaussian's standard deviation, in points
    /// (not UIKit's: UIKit publishes none; see the type's documentation).
    public static let backdropBlurRadius: CGFloat = 20
}

extension UIBlurEffect.Style {
    /// A material's thickness: how opaque its tint is.
    private enum Thickness: CGFloat {
        case ultraThin = 0.35, thin = 0.55, regular = 0.72, thick = 0.85, chrome = 0.92
    }

    /// The tint drawn for the style: light materials are near white, dark ones near black; the
    /// adaptive `system…Material` styles follow the appearance.
    var tint: UIColor {
        switch self {
        case .extraLight: return Self.lightMaterial(.chrome)
        case .light: return UIColor(white: 1, alpha: 0.5)
        case .dark: return UIColor(white: 0.1, alpha: 0.6)
        case .extraDark: return UIColor(white: 0.07, alpha: 0.8)
        case .regular: return Self.adaptiveMaterial(.regular)
        case .prominent: return Self.adaptiveMaterial(.thick)
        case .systemUltraThinMaterial: return Self.adaptiveMaterial(.ultraThin)
        case .systemThinMaterial: return Self.adaptiveMaterial(.thin)
        case .systemMaterial: return Self.adaptiveMaterial(.regular)
        case .systemThickMaterial: return Self.adaptiveMaterial(.thick)
        case .systemChromeMaterial: return Self.adaptiveMaterial(.chrome)
        case .systemUltraThinMaterialLight: return Self.lightMaterial(.ultraThin)
        case .systemThinMaterialLight: return Self.lightMaterial(.thin)
        case .systemMaterialLight: return Self.lightMaterial(.regular)
        case .systemThickMaterialLight: return Self.lightMaterial(.thick)
        case .systemChromeMaterialLight: return Self.lightMaterial(.chrome)
        case .systemUltraThinMaterialDark: return Self.darkMaterial(.ultraThin)
        case .systemThinMaterialDark: return Self.darkMaterial(.thin)
        case .systemMaterialDark: return Self.darkMaterial(.regular)
        case .systemThickMaterialDark: return Self.darkMaterial(.thick)
        case .systemChromeMaterialDark: return Self.darkMaterial(.chrome)
        }
    }

    /// A light material: white (a chrome material a little gray, as bars are).
    private static func lightMaterial(_ thickness: Thickness) -> UIColor {
        UIColor(white: thickness == .chrome ? 0.97 : 1, alpha: thickness.rawValue)
    }
    /// A dark material: a dark gray.
    private static func darkMaterial(_ thickness: Thickness) -> UIColor {
        UIColor(white: thickness == .chrome ? 0.11 : 0.15, alpha: thickness.rawValue)
    }
    private static func adaptiveMaterial(_ thickness: Thickness) -> UIColor {
        let light = lightMaterial(thickness), dark = darkMaterial(thickness)
        return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
}

/// Vibrancy for content over a blur (UIKit's `UIVibrancyEffect`). Compiles; the content of a
/// vibrancy effect view is drawn as it is, without vibrancy (which mixes with the blurred
/// backdrop the rasterizer does not have).
open class UIVibrancyEffect: UIVisualEffect {
    /// UIKit's vibrancy styles.
    public enum Style: Int, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }

    public let blurEffect: UIBlurEffect
    public let style: Style

    public init(blurEffect: UIBlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
