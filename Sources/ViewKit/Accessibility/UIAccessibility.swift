import Foundation

/// UIKit's accessibility namespace: the system's settings as a test machine has them (VoiceOver
/// and every other assistive setting off), notifications, and coordinate conversion.
/// `post(notification:argument:)` is recorded, not spoken: nothing listens in a snapshot.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")

    /// What was posted, in order, for a test to read (`UIAccessibility.postedNotifications`).
    public private(set) static var postedNotifications: [(notification: Notification, argument: Any?)] = []

    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append((notification, argument))
    }

    /// `rect`, in `view`'s coordinates, in screen coordinates: the coordinates of the view's
    /// topmost ancestor (the window, or the root of a view snapshot alone).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }
    /// A path in `view`'s coordinates, in screen coordinates.
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let origin = view.convert(CGPoint.zero, to: nil)
        let converted = UIBezierPath(cgPath: path.cgPath)
        converted.apply(CGAffineTransform(translationX: origin.x, y: origin.y))
        return converted
    }
}
