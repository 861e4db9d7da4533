import Foundation

/// A physical impact's haptic (UIKit's `UIImpactFeedbackGenerator`); inert, recorded in
/// `events` (see `UIFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with its raw values.
    public enum FeedbackStyle: Int, Sendable, Hashable { case light = 0, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    /// `.medium` by default, as in UIKit.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public override convenience init() { self.init(style: .medium) }
    /// An impact at full intensity (1).
    open func impactOccurred() { impactOccurred(intensity: 1) }
    /// An impact at `intensity`, clamped to 0...1 as UIKit clamps it (NaN reads as 0).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record(.impact(style: style, intensity: clamped))
    }
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) { impactOccurred(intensity: intensity) }
}
