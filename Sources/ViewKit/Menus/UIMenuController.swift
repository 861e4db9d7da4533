import Foundation

/// The edit menu of copy, paste and custom items (UIKit's `UIMenuController`, deprecated in
/// iOS 16 but still used). Never visible in a snapshot: showing it is recorded (`isMenuVisible`
/// stays false, as it would without a touch that keeps it up).
@preconcurrency @MainActor
open class UIMenuController: NSObject {
    /// Where the menu's arrow points (UIKit's `UIMenuController.ArrowDirection`).
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }
    public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    open var arrowDirection: ArrowDirection = .default
    /// False: no menu is ever on screen here.
    open var isMenuVisible: Bool { false }
    open private(set) var menuFrame: CGRect = .zero
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) { menuFrame = targetView.convert(targetRect, to: nil) }
    open func hideMenu(from targetView: UIView) {}
    open func hideMenu() {}
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) { menuFrame = targetView.convert(targetRect, to: nil) }
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {}
    open func update() {}

    // UIKit's menu notifications (never posted here).
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
}

/// A custom item of the edit menu (UIKit's `UIMenuItem`).
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}
