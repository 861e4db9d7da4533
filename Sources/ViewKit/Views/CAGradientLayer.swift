import Foundation
import LayoutEngine

/// A layer that fills its bounds with an axial color gradient (Core Animation's
/// `CAGradientLayer`): a view gets one by returning it from `layerClass`. The gradient is drawn
/// in place of the background color.
open class CAGradientLayer: CALayer {
    /// The colors, `CGColor`s, in order; fewer than two draw nothing.
    public var colors: [Any]?
    /// Each color's place from 0 to 1; nil spaces them evenly.
    public var locations: [NSNumber]?
    /// Where the first color is, in unit coordinates of the bounds ((0, 0) the top left).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the last color is, in unit coordinates of the bounds.
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// Only `.axial` is drawn.
    public var type: CAGradientLayerType = .axial

    public required init() { super.init() }

    /// The gradient is drawn in place of the background color.
    override func drawContent(into node: inout SceneNode, size: CGSize, traits: UITraitCollection) {
        if let paint = paint(size: size, traits: traits) { node.fill = paint }
    }

    /// The gradient as the rasterizer's paint over `size`, colors resolved for `traits`.
    func paint(size: CGSize, traits: UITraitCollection) -> Paint? {
        let resolved = (colors ?? []).compactMap { $0 as? CGColor }.map { UIColor(cgColor: $0).color(for: traits) }
        guard resolved.count >= 2 else { return nil }
        let spots = locations.map { $0.map(\.doubleValue) }
            ?? resolved.indices.map { Double($0) / Double(resolved.count - 1) }
        let stops = zip(spots, resolved).map { GradientStop(location: $0, color: $1) }
        return .linearGradient(start: Point(x: Double(startPoint.x * size.width), y: Double(startPoint.y * size.height)),
                               end: Point(x: Double(endPoint.x * size.width), y: Double(endPoint.y * size.height)),
                               stops: stops)
    }
}

/// The kinds of `CAGradientLayer` gradients.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
