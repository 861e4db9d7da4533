import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector (Core Graphics' `CGVector`), which Foundation on Linux lacks: a
/// pan's velocity, a touch's azimuth, a dynamics push.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init() { self.init(dx: 0, dy: 0) }
    public static let zero = CGVector()
}
#endif
