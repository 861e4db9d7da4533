import Foundation
import LayoutEngine

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled, stroked or both, in
/// the layer's coordinates, over its background. A view gets one by returning it from `layerClass`.
open class CAShapeLayer: CALayer {
    public var path: CGPath?
    /// Black by default, as Core Animation's; nil fills nothing.
    public var fillColor: CGColor? = UIColor.black.cgColor
    /// Nil by default: no stroke.
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var lineCap: CAShapeLayerLineCap = .butt
    public var lineJoin: CAShapeLayerLineJoin = .miter
    public var miterLimit: CGFloat = 10

    public required init() { super.init() }

    override func drawContent(into node: inout SceneNode, size: CGSize, traits: UITraitCollection) {
        node.content = content(traits: traits)
    }

    /// The path as a scene node's content, colors resolved for `traits`; nil without a path.
    func content(traits: UITraitCollection) -> NodeContent? {
        guard let path else { return nil }
        let fill = fillColor.map { Paint.solid(UIColor(cgColor: $0).color(for: traits)) }
        let stroke = strokeColor.flatMap { color -> Stroke? in
            guard lineWidth > 0 else { return nil }
            return Stroke(width: Double(lineWidth), color: UIColor(cgColor: color).color(for: traits),
                          cap: Stroke.Cap(rawValue: lineCap.rawValue) ?? .butt, join: Stroke.Join(rawValue: lineJoin.rawValue) ?? .miter,
                          miterLimit: Double(miterLimit))
        }
        guard fill != nil || stroke != nil else { return nil }
        return .path(path.path, fill: fill, stroke: stroke)
    }
}

/// How a `CAShapeLayer`'s stroke ends.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a `CAShapeLayer`'s stroke turns corners.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
