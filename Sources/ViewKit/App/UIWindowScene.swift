import Foundation

/// The scene of an app's windows (UIKit's `UIWindowScene`): on an iPhone 15 in portrait, with
/// the iPhone 15's screen and status bar. `main` is the one `UIApplication.shared.connectedScenes`
/// holds; a `UIWindow(windowScene:)` joins the scene it is given.
open class UIWindowScene: UIScene {
    /// The app's one window scene.
    public static let main = UIWindowScene(session: UISceneSession(), connectionOptions: ConnectionOptions())

    public required init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        super.init(session: session, connectionOptions: connectionOptions)
        session.scene = self
    }

    open var screen: UIScreen { UIScreen.main }
    /// The windows of this scene (for `main`: every window made without another scene).
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open var traitCollection: UITraitCollection { UITraitCollection.standard.merged(with: UITraitCollection.current) }
    open var coordinateSpace: UIView? { windows.first }
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager.iPhone15 }
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }
    open var focusSystem: AnyObject? { nil }
}

/// The status bar of a window scene (UIKit's `UIStatusBarManager`), as on an iPhone 15.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// An iPhone 15's status bar: 54 points tall (the safe area's top is 59), the width of the screen.
    static let iPhone15 = UIStatusBarManager(statusBarFrame: CGRect(x: 0, y: 0, width: 393, height: 54))
    public let statusBarFrame: CGRect
    open var statusBarStyle: UIStatusBarStyle { .default }
    open var isStatusBarHidden: Bool { false }
    init(statusBarFrame: CGRect) {
        self.statusBarFrame = statusBarFrame
        super.init()
    }
}

/// How large a scene may be (UIKit's `UISceneSizeRestrictions`); iPhone scenes have none.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    open var maximumSize: CGSize = UIView.layoutFittingExpandedSize
}
