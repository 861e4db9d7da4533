import Foundation

/// What bars and presentations keep for a view controller (its navigation and tab bar items,
/// toolbar items, sheet presentation controller), made when first asked for.
@MainActor
final class ControllerBarsState {
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var hidesBottomBarWhenPushed = false
    var sheet: UISheetPresentationController?
    weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    var preferredContentSize = CGSize.zero
    var definesPresentationContext = false
    init() {}
}

extension UIViewController {
    /// The item the navigation bar shows for this controller; its title is the controller's
    /// `title` until one is set.
    public var navigationItem: UINavigationItem {
        if let item = barsState.navigationItem { return item }
        let item = UINavigationItem(owner: self)
        barsState.navigationItem = item
        return item
    }

    /// The item a tab bar shows for this controller; its title is the controller's `title`
    /// until one is set.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = barsState.tabBarItem { return item }
            let item = UITabBarItem(owner: self)
            barsState.tabBarItem = item
            return item
        }
        set { barsState.tabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { barsState.toolbarItems }
        set {
            barsState.toolbarItems = newValue
            navigationController?.viewIfLoaded?.setNeedsLayout()
        }
    }
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }

    /// Whether a tab bar controller hides its bar while this controller is pushed.
    public var hidesBottomBarWhenPushed: Bool {
        get { barsState.hidesBottomBarWhenPushed }
        set { barsState.hidesBottomBarWhenPushed = newValue }
    }

    /// The nearest navigation controller this controller is in.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller this controller is in.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// Pushes onto the navigation controller this controller is in, else presents (UIKit's
    /// `show(_:sender:)`).
    public func show(_ controller: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(controller, animated: true) }
        else { present(controller, animated: true) }
    }

    public func showDetailViewController(_ controller: UIViewController, sender: Any?) { show(controller, sender: sender) }

    public var preferredContentSize: CGSize {
        get { barsState.preferredContentSize }
        set { barsState.preferredContentSize = newValue }
    }
}
