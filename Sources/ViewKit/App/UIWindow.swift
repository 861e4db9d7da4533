import Foundation

/// The window a screen's views are in (UIKit's `UIWindow`): its root view controller's view
/// fills it, and a window the size of the screen has the screen's safe area (an iPhone 15's 59
/// points at the top and 34 at the bottom), so drawing the window draws the screen as the
/// device shows it. Becoming key (`makeKeyAndVisible()`) is recorded in
/// `UIApplication.shared.keyWindow`; no event ever reaches it.
open class UIWindow: UIView {
    /// A window's level (UIKit's `UIWindow.Level`, with its raw values).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// An iPhone 15's safe area in portrait (UIKit reports 59 and 34 on it).
    static let deviceSafeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        joinApplication()
    }
    /// A window of `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        joinApplication()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        joinApplication()
    }
    private func joinApplication() {
        if bounds.size == UIScreen.main.bounds.size { rootSafeAreaInsets = UIWindow.deviceSafeArea }
        isHidden = true
        UIApplication.shared.windowMade(self)
    }

    /// The scene the window belongs to; the app's one scene unless another was given.
    open weak var windowScene: UIWindowScene? = UIWindowScene.main
    open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }
    open var windowLevel: Level = .normal
    open var canBecomeKey: Bool { true }
    open private(set) var isKeyWindow = false

    /// The controller whose view fills the window (the old one's view leaves it).
    open var rootViewController: UIViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.viewIfLoaded?.superview === self { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let root: UIView = controller.view
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
        }
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
    /// Makes the window the key window (the previous key window resigns).
    open func makeKey() {
        for window in UIApplication.shared.windows where window !== self && window.isKeyWindow { window.resignKey() }
        isKeyWindow = true
        becomeKey()
    }
    open func becomeKey() {}
    open func resignKey() { isKeyWindow = false }

    // UIKit's window notifications (never posted here).
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}

extension UIView {
    /// The window the view is in (its topmost ancestor, when that is a window), as UIKit's `window`.
    public var window: UIWindow? { rootView as? UIWindow }
}
