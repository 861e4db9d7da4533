import Foundation

/// A success, warning or error haptic (UIKit's `UINotificationFeedbackGenerator`); inert,
/// recorded in `events` (see `UIFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with its raw values.
    public enum FeedbackType: Int, Sendable, Hashable { case success = 0, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) { notificationOccurred(notificationType) }
}
