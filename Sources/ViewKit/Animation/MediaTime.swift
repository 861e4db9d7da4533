import Foundation

#if !canImport(Darwin)
/// Core Foundation's time interval in seconds, which Foundation on Linux does not export.
public typealias CFTimeInterval = Double
#endif

/// Core Animation's clock (`CACurrentMediaTime()`): always 0 here, the instant a snapshot is
/// taken and the instant every animation is added. So `CACurrentMediaTime() + 0.3` as a
/// `beginTime` starts an animation 0.3 s into the drawing's time (`makeScene(at:)`), as it
/// starts 0.3 s after being added in UIKit, and runs give the same pictures.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

extension NSValue {
    // UIKit's NSValue wrappers for geometry, which Core Animation's fromValue/toValue take.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }
}
