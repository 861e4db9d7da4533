import Foundation

/// The running app (UIKit's `UIApplication`), with the values of an iPhone 15 app in the
/// foreground on iOS 17.
///
/// Inert: a snapshot runs no app, so nothing here ever changes by itself. `applicationState` is
/// `.active`; `open(_:)` opens nothing and calls its completion with false, and `canOpenURL`
/// answers false (no other app is installed); background tasks get identifiers and end at once;
/// remote notifications are never registered. Actions sent with `sendAction(_:to:from:for:)`, by
/// a control or by a gesture recognizer, are recorded in `sentActions` (a selector cannot be
/// called without the Objective-C runtime).
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`, with its raw values.
    public enum State: Int, Sendable { case active = 0, inactive, background }

    /// The app. One per process.
    public static let shared = UIApplication()
    /// The app delegate, set by the test or the app's entry point.
    open weak var delegate: UIApplicationDelegate?
    /// `.active`: a drawn screen is the app in the foreground.
    open var applicationState: State { .active }

    /// The windows made in the process that are still alive, oldest first.
    open var windows: [UIWindow] { liveWindows.compactMap(\.object).compactMap { $0 as? UIWindow } }
    /// The window made key last (`makeKeyAndVisible`), as UIKit's deprecated `keyWindow` reads it.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The one scene of an iPhone app: a window scene holding `windows`.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.main] }
    open var openSessions: Set<UISceneSession> { [UIWindowScene.main.session] }
    open var supportsMultipleScenes: Bool { false }

    /// `.portrait`, an iPhone held upright.
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// The status bar: 393 x 54 at the top of an iPhone 15 (the Dynamic Island's status bar).
    open var statusBarFrame: CGRect { UIWindowScene.main.statusBarManager?.statusBarFrame ?? .zero }
    open var isStatusBarHidden: Bool { false }
    open var statusBarStyle: UIStatusBarStyle { .default }
    /// Kept as set; nothing sleeps here.
    open var isIdleTimerDisabled = false
    /// Kept as set; no badge is drawn (the home screen is not in a snapshot).
    open var applicationIconBadgeNumber = 0
    open var isNetworkActivityIndicatorVisible = false
    open var isIgnoringInteractionEvents: Bool { false }
    open var isProtectedDataAvailable: Bool { true }
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    /// Seconds left in the background: none is ever needed, the app is active (UIKit reports
    /// `Double.greatestFiniteMagnitude` while active).
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// The text size the user chose: the default traits' (`.large`), or what the test's traits say.
    open var preferredContentSizeCategory: UIContentSizeCategory {
        let category = UITraitCollection.current.preferredContentSizeCategory
        return category == .unspecified ? .large : category
    }
    /// Left to right, or right to left when the current traits say so.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UITraitCollection.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var shortcutItems: [UIApplicationShortcutItem]?
    open var supportsAlternateIcons: Bool { false }
    open var alternateIconName: String? { nil }

    /// The Settings app's URL string (UIKit's value).
    public static let openSettingsURLString = "app-settings:"

    /// Opens nothing (no other app runs here) and calls `completion` with false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(false)
    }
    /// False: no other app is installed.
    open func canOpenURL(_ url: URL) -> Bool { false }
    /// The URLs passed to `open(_:options:completionHandler:)`, oldest first (not UIKit: for tests).
    public private(set) var openedURLs: [URL] = []

    /// Sends `action` up to `target` (or the first responder): recorded in `sentActions`, since a
    /// selector cannot be called without the Objective-C runtime. Returns whether a target was
    /// given or found, as UIKit returns whether the action was sent.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        let receiver = target.map { $0 as AnyObject } ?? (sender as? UIResponder)?.target(forAction: action, withSender: sender).map { $0 as AnyObject }
        guard let receiver else { return false }
        recordSentAction(action, to: receiver, from: sender)
        return true
    }
    /// One action sent to a target (not UIKit: what `sentActions` holds).
    public struct SentAction {
        public let action: Selector
        public weak var target: AnyObject?
        public let sender: Any?
    }
    /// The actions sent to selector targets, oldest first (not UIKit: for tests; UIKit would call
    /// them). Drained by `removeAllSentActions()`.
    public private(set) var sentActions: [SentAction] = []
    public func removeAllSentActions() { sentActions.removeAll() }
    func recordSentAction(_ action: Selector, to target: AnyObject, from sender: Any?) {
        sentActions.append(SentAction(action: action, target: target, sender: sender))
    }

    /// A new background task's identifier; the app never goes to the background, so it never expires.
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        nextBackgroundTask += 1
        return UIBackgroundTaskIdentifier(rawValue: nextBackgroundTask)
    }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(expirationHandler: handler)
    }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    private var nextBackgroundTask = 0

    /// Never registers (no push service here); the delegate is not called.
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    open func beginReceivingRemoteControlEvents() {}
    open func endReceivingRemoteControlEvents() {}
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        completionHandler?(nil)
    }
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                            options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {}
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    /// The windows alive (see `UIWindow`).
    var liveWindows: [WeakReference] = []
    func windowMade(_ window: UIWindow) {
        liveWindows.removeAll { $0.object == nil }
        liveWindows.append(WeakReference(object: window))
    }

    /// Keys of `open(_:options:)` (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
    /// Keys of the launch options (UIKit's `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }
    /// Keys of `application(_:open:options:)` (UIKit's `UIApplication.OpenURLOptionsKey`).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    // UIKit's application notifications (never posted here: the app's state never changes).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
}

/// A background task's identifier (UIKit's `UIBackgroundTaskIdentifier`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether background refresh may run (UIKit's `UIBackgroundRefreshStatus`).
public enum UIBackgroundRefreshStatus: Int, Sendable { case restricted = 0, denied, available }

/// A home-screen quick action (UIKit's `UIApplicationShortcutItem`); never shown here.
public final class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let userInfo: [String: NSSecureCoding]?
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: Any? = nil,
                userInfo: [String: NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
        super.init()
    }
}
