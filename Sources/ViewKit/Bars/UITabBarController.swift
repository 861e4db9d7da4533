import Foundation

/// A controller that shows one of its children at a time above a tab bar (UIKit's
/// `UITabBarController`): the selected controller's view fills the screen, its safe area ending
/// above the tab bar, and the bar (49 points plus the bottom safe area) shows the children's
/// `tabBarItem`s. Selecting is immediate. An index past the end is ignored and reported, as
/// UIKit ignores it; with no children the bar is empty. A selected navigation controller whose
/// top controller `hidesBottomBarWhenPushed` hides the bar.
open class UITabBarController: UIViewController, ContainerLayout {
    /// The bar of tabs.
    public let tabBar = UITabBar()
    /// Kept (UIKit's `UITabBarControllerDelegate`); never called.
    public weak var delegate: AnyObject?
    public var customizableViewControllers: [UIViewController]?

    private var tabs: [UIViewController] = []
    private var selected = 0

    /// The tabs' controllers, in order.
    public var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    public func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
        for child in tabs { child.removeFromParent() }
        tabs = controllers ?? []
        for child in tabs {
            addChild(child)
            child.didMove(toParent: self)
        }
        selected = min(selected, max(0, tabs.count - 1))
        tabBar.items = tabs.compactMap { $0.tabBarItem }
        syncSelection()
    }

    /// The selected tab's index; an index past the end is ignored (reported).
    public var selectedIndex: Int {
        get { tabs.isEmpty ? NSNotFound : selected }
        set {
            guard tabs.indices.contains(newValue) else {
                PresentationLog.report("UITabBarController: selectedIndex \(newValue) is out of bounds for \(tabs.count) "
                                       + "view controllers; ignored")
                return
            }
            selected = newValue
            syncSelection()
        }
    }

    /// The selected tab's controller; one that is not a tab is ignored.
    public var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    open override func loadView() {
        view = ControllerContainerView(owner: self)
        view.addSubview(tabBar)
        syncSelection()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.viewDidAppear(animated)
    }

    /// Shows the selected controller's view under the bar and marks its item.
    private func syncSelection() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard let container = viewIfLoaded else { return }
        for child in tabs where child !== selectedViewController && child.viewIfLoaded?.superview === container {
            child.view.removeFromSuperview()
        }
        if let selected = selectedViewController { container.hostSubview(selected.view, at: 0) }
        container.hostSubview(tabBar, at: container.subviews.count - 1)
        container.setNeedsLayout()
    }

    /// Whether the bar shows: hidden when the selected navigation controller's top controller asks.
    private var showsTabBar: Bool {
        if let navigation = selectedViewController as? UINavigationController,
           navigation.viewControllers.dropFirst().contains(where: \.hidesBottomBarWhenPushed) { return false }
        return true
    }

    func layoutContainer(_ view: UIView) {
        let safe = view.givenSafeAreaInsets
        let size = view.bounds.size
        let shows = showsTabBar
        let barHeight = UITabBar.standardHeight + safe.bottom
        tabBar.isHidden = !shows
        tabBar.setFrameIfChanged(CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight))
        guard let selected = selectedViewController else { return }
        let content: UIView = selected.view
        content.setFrameIfChanged(CGRect(origin: .zero, size: size))
        let extra = selected.additionalSafeAreaInsets
        content.setContainerInsetsIfChanged(UIEdgeInsets(top: safe.top + extra.top, left: safe.left + extra.left,
                                                         bottom: (shows ? barHeight : safe.bottom) + extra.bottom,
                                                         right: safe.right + extra.right))
        tabBar.isAtScrollEdge = content.contentIsAtBottomEdge(bottomInset: barHeight)
    }
}
