import Foundation

/// The device (UIKit's `UIDevice`): an iPhone 15 on iOS 17, held in portrait, as every snapshot
/// draws unless a test says otherwise.
///
/// Inert: nothing here changes by itself. The battery is unmonitored (level -1, state
/// `.unknown`, UIKit's values when monitoring is off) and stays so when monitoring is turned on,
/// since no battery is read; no orientation or proximity notification is ever posted.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// UIKit's `UIDevice.BatteryState`, with its raw values.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    /// The device.
    public static let current = UIDevice()

    /// "iPhone": iOS 16 and later give the model's name, not the user's, without an entitlement.
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// `.portrait`, as the drawings are (UIKit reports `.unknown` until orientation notifications
    /// begin; a snapshot is a portrait screen, so portrait is what code should see).
    open var orientation: UIDeviceOrientation { .portrait }
    /// A fixed identifier, the same on every run, so snapshots and logs do not change between runs.
    open var identifierForVendor: UUID? { UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") }
    open var isMultitaskingSupported: Bool { true }
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// Kept as set; no battery is read (see the type's documentation).
    open var isBatteryMonitoringEnabled = false
    /// -1: unknown, UIKit's value without monitoring.
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }
    /// Plays nothing (no sound in a snapshot).
    open func playInputClick() {}

    // UIKit's device notifications (never posted here).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The kind of device (UIKit's `UIUserInterfaceIdiom`, with its raw values).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
