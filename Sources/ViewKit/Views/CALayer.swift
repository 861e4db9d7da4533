import Foundation
import LayoutEngine

/// Core Animation's default border and shadow color, made once: a `CGColor` is immutable, and two
/// made for every layer were four allocations a view.
private let defaultLayerBlack = UIColor.black.cgColor

/// The drawing properties of a view (Core Animation's `CALayer`, as far as a view's picture
/// needs it): corners, border, shadow, opacity, clipping and drawing order. Each view owns one.
@preconcurrency @MainActor
open class CALayer {
    /// The view whose layer this is.
    var owner: UIView? { ownerReference?.view }
    var ownerReference: ItemReference?
    public required init() {}

    // `@exclusivity(unchecked)` on plain values: see UIView's geometry.
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all by default).
    @exclusivity(unchecked) public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// Circular arcs, or iOS's continuous corners (`.continuous`).
    @exclusivity(unchecked) public var cornerCurve: CALayerCornerCurve = .circular
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0
    @exclusivity(unchecked) public var borderColor: CGColor? = defaultLayerBlack
    public var backgroundColor: CGColor? {
        get { owner?.backgroundColor?.cgColor }
        set { owner?.backgroundColor = newValue.map { UIColor(cgColor: $0) } }
    }
    @exclusivity(unchecked) public var shadowColor: CGColor? = defaultLayerBlack
    /// 0 (no shadow, Core Animation's default) to 1.
    @exclusivity(unchecked) public var shadowOpacity: Float = 0
    /// Core Animation's default offset is (0, -3).
    @exclusivity(unchecked) public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius; Core Animation's default is 3.
    @exclusivity(unchecked) public var shadowRadius: CGFloat = 3
    /// The shadow's shape; nil takes the layer's rounded bounds.
    @exclusivity(unchecked) public var shadowPath: CGPath?
    /// Multiplies the view's alpha.
    @exclusivity(unchecked) public var opacity: Float = 1
    /// Clips sublayers (the view's subviews) and content to the rounded bounds; the view's `clipsToBounds`.
    @exclusivity(unchecked) public var masksToBounds = false
    /// Drawing order among siblings: higher draws later (above); equal keeps the subview order.
    @exclusivity(unchecked) public var zPosition: CGFloat = 0
    public var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }
    public var bounds: CGRect { owner?.bounds ?? .zero }
    public var frame: CGRect { owner?.frame ?? .zero }
    public var name: String?

    /// Draws what the layer itself paints into its view's node (a gradient's fill, a shape's
    /// path): nothing for a plain layer, whose picture is its view's background and border.
    func drawContent(into node: inout SceneNode, size: CGSize, traits: UITraitCollection) {}

    /// The corner radii drawn for `size` (a radius is at most half the shorter side, as Core Animation clamps it).
    func radii(for size: CGSize) -> CornerRadii {
        let limit = Double(min(size.width, size.height)) / 2
        let r = max(0, min(Double(cornerRadius), limit))
        func radius(_ corner: CACornerMask) -> Double { maskedCorners.contains(corner) ? r : 0 }
        return CornerRadii(topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
                           bottomRight: radius(.layerMaxXMaxYCorner), bottomLeft: radius(.layerMinXMaxYCorner))
    }
}

/// How a layer's corners curve (Core Animation's `CALayerCornerCurve`).
public enum CALayerCornerCurve: Sendable, Hashable {
    case circular, continuous
}

