import Foundation

/// A haptic feedback generator (UIKit's `UIFeedbackGenerator`), the superclass of the impact,
/// notification and selection generators.
///
/// Inert: a snapshot cannot feel a haptic, so nothing plays. `prepare()` and each feedback are
/// counted in `events` (not UIKit), so a test can check that a tap would have given feedback.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One feedback a generator was asked for (not UIKit: for tests).
    public enum Event: Hashable, Sendable {
        case prepare
        case impact(style: UIImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        case notification(UINotificationFeedbackGenerator.FeedbackType)
        case selectionChanged
    }
    /// The feedback asked of this generator, oldest first (not UIKit).
    public private(set) var events: [Event] = []
    public override init() { super.init() }
    /// Readies the Taptic Engine: recorded, nothing to ready here.
    open func prepare() { record(.prepare) }
    func record(_ event: Event) { events.append(event) }
}
