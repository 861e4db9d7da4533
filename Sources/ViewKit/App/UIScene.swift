import Foundation

/// A part of the app's interface (UIKit's `UIScene`). An iPhone app has one, a `UIWindowScene`
/// (`UIApplication.shared.connectedScenes`), always in the foreground and active here.
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`, with its raw values.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }

    /// The options a scene connects with (UIKit's `UIScene.ConnectionOptions`): empty here.
    public final class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext> = []
        public let userActivities: Set<NSUserActivity> = []
        public let shortcutItem: UIApplicationShortcutItem? = nil
        public let sourceApplication: String? = nil
        public override init() { super.init() }
    }
    /// Options for activating a scene (UIKit's `UIScene.ActivationRequestOptions`).
    open class ActivationRequestOptions: NSObject {
        public var requestingScene: UIScene?
    }

    public let session: UISceneSession
    open weak var delegate: UISceneDelegate?
    open var activationState: ActivationState { .foregroundActive }
    open var title: String! = ""

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    // UIKit's scene notifications (never posted here).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene's saved state (UIKit's `UISceneSession`).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// UIKit's `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    public let role: Role
    public let persistentIdentifier: String
    open var configuration: UISceneConfiguration
    open weak var scene: UIScene?
    open var userInfo: [String: Any]?
    public init(role: Role = .windowApplication, persistentIdentifier: String = "00000000-0000-0000-0000-000000000001") {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// How a scene is made (UIKit's `UISceneConfiguration`).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

/// A URL the scene was asked to open (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    public init(url: URL) {
        self.url = url
        super.init()
    }
}

/// A scene's delegate (UIKit's `UISceneDelegate`); every method optional, never called here.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
}

/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): the scene delegate with a window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
