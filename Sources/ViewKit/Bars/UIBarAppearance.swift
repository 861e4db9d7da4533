import Foundation
import LayoutEngine

/// A bar's background and shadow (UIKit's `UIBarAppearance`, iOS 13 and later), the base of the
/// navigation bar, tab bar and toolbar appearances.
///
/// - `configureWithDefaultBackground()`: the system chrome material (drawn as its tint, see
///   `UIBlurEffect`) and the hairline shadow; a new appearance starts so.
/// - `configureWithOpaqueBackground()`: the system background color and the hairline.
/// - `configureWithTransparentBackground()`: nothing behind the content, no hairline.
///
/// `backgroundColor` is drawn over the effect, `shadowColor` as a one-pixel line along the bar's
/// edge toward the content. The hairline is UIKit's chrome shadow color: black at 0.3 in light
/// appearance, white at 0.15 in dark (our reading of iOS 17; Apple publishes no number).
@preconcurrency @MainActor
open class UIBarAppearance: Then {
    public var backgroundEffect: UIBlurEffect?
    public var backgroundColor: UIColor?
    public var backgroundImage: UIImage?
    public var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    /// An appearance with the default background. (UIKit's `init(idiom:)` waits for ViewKit's
    /// `UIUserInterfaceIdiom`.)
    public required init() {
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        copyBackground(from: barAppearance)
    }

    /// The system chrome material and the hairline shadow.
    public func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIBarAppearance.chromeShadowColor
        shadowImage = nil
    }

    /// The system background color and the hairline shadow.
    public func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIBarAppearance.chromeShadowColor
        shadowImage = nil
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// A copy of this appearance (of its class).
    open func copy() -> Self { Self(barAppearance: self) }

    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// UIKit's chrome shadow: black at 0.3 in light appearance, white at 0.15 in dark.
    static let chromeShadowColor = UIColor(dynamicProvider: {
        $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    })

    /// The background's nodes over `rect` (the effect's tint, then the color) and the hairline
    /// along the edge at `shadowEdgeY` (a pixel tall, above it when `shadowAbove`).
    func backgroundNodes(id: String, rect: Rect, shadowEdgeY: Double, shadowAbove: Bool, traits: UITraitCollection) -> [SceneNode] {
        var nodes: [SceneNode] = []
        if let effect = backgroundEffect {
            nodes.append(SceneNode(id: id + ".background.effect", frame: rect, fill: .solid(effect.tint.color(for: traits))))
        }
        if let color = backgroundColor {
            nodes.append(SceneNode(id: id + ".background", frame: rect, fill: .solid(color.color(for: traits))))
        }
        if let shadow = shadowColor {
            let scale = traits.displayScale > 0 ? Double(traits.displayScale) : 3
            let pixel = 1 / scale
            nodes.append(SceneNode(id: id + ".shadow", frame: Rect(x: rect.minX, y: shadowAbove ? shadowEdgeY - pixel : shadowEdgeY,
                                                                   width: rect.width, height: pixel),
                                   fill: .solid(shadow.color(for: traits))))
        }
        return nodes
    }
}
