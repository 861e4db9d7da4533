import Foundation
import LayoutEngine

/// A named timing curve (Core Animation's `CAMediaTimingFunctionName`, with its raw values).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// An animation's pacing as a cubic Bezier curve (Core Animation's `CAMediaTimingFunction`): the
/// layout engine's `TimingFunction`, with Apple's control points for the named curves.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The engine's curve.
    let function: TimingFunction

    /// A named curve; an unknown name reads as linear, reported on standard error.
    public init(name: CAMediaTimingFunctionName) {
        if let named = TimingFunction.named.first(where: { $0.name == name.rawValue }) {
            function = named.function
        } else {
            FileHandle.standardError.write(Data("CAMediaTimingFunction: unknown name '\(name.rawValue)', using linear\n".utf8))
            function = .linear
        }
        super.init()
    }
    /// A curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`), (1, 1). Core Animation clamps the
    /// x coordinates to 0...1 (a curve must be a function of time); so does this, and a
    /// non-finite point reads as linear, reported on standard error.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let clamp = { (x: Float) in Double(min(max(x, 0), 1)) }
        if let curve = try? TimingFunction(clamp(c1x), Double(c1y), clamp(c2x), Double(c2y)) {
            function = curve
        } else {
            FileHandle.standardError.write(Data("CAMediaTimingFunction: control points \(c1x), \(c1y), \(c2x), \(c2y) are not finite, using linear\n".utf8))
            function = .linear
        }
        super.init()
    }
    /// Control point `index` (0: (0, 0), 1 and 2: the given ones, 3: (1, 1)) written to `ptr[0]`, `ptr[1]`.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (function.x1, function.y1), (function.x2, function.y2), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }
}
