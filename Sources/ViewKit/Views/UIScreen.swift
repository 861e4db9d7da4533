import Foundation

/// The screen (UIKit's `UIScreen`): `main` is an iPhone 15's, 393 x 852 points at 3x, unless set.
@preconcurrency @MainActor
public final class UIScreen {
    public var bounds: CGRect
    public var scale: CGFloat
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }
    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    public var nativeScale: CGFloat { scale }
}
