import Foundation

/// A stack of screens under a navigation bar (UIKit's `UINavigationController`): the top
/// controller's view fills the screen under a `UINavigationBar` (44 points below the status bar,
/// or 96 with a large title; 56 at the top of a sheet), its safe area starting below the bar (and ending above the
/// toolbar when `isToolbarHidden` is false). Pushing and popping change the stack at once (no
/// animation). The bar shows each controller's `navigationItem`; the back button returns to the
/// previous one. Large titles show when `navigationBar.prefersLargeTitles` and the top item's
/// `largeTitleDisplayMode` (`.automatic` follows the previous item, large at the root), while
/// the content is at its top. Pushing a controller already in the stack, or a navigation
/// controller, is refused with UIKit's message.
open class UINavigationController: UIViewController, ContainerLayout {
    /// The bar at the top.
    public let navigationBar: UINavigationBar
    /// The bar at the bottom, shown when `isToolbarHidden` is false; it shows the top
    /// controller's `toolbarItems`.
    public let toolbar: UIToolbar!
    /// Kept (UIKit's `UINavigationControllerDelegate`); never called.
    public weak var delegate: AnyObject?
    public var hidesBarsOnSwipe = false
    public var hidesBarsOnTap = false
    public var hidesBarsWhenKeyboardAppears = false
    public var hidesBarsWhenVerticallyCompact = false

    private var stack: [UIViewController] = []

    public override init(nibName: String? = nil, bundle: Bundle? = nil) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nibName, bundle: bundle)
    }

    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// UIKit's custom bar classes. Differs from UIKit: the bars are ViewKit's own classes (a
    /// subclass cannot be made from its type here, as `UIView.init(frame:)` is not required).
    public init(navigationBarClass: UINavigationBar.Type?, toolbarClass: UIToolbar.Type?) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar()
        toolbar = UIToolbar()
        super.init(coder: coder)
    }

    /// The stack, the root first.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top.
    public var topViewController: UIViewController? { stack.last }
    /// The controller shown: what the top one presents, or the top one.
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in controllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        for old in stack where !unique.contains(where: { $0 === old }) { old.removeFromParent() }
        for controller in unique where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = unique
        syncStack()
    }

    /// Puts `controller` on top (at once).
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === controller }) {
            PresentationLog.report("Pushing the same view controller instance (\(type(of: controller))) more than once is not supported; ignored")
            return
        }
        if controller is UINavigationController {
            PresentationLog.report("Pushing a navigation controller is not supported; ignored")
            return
        }
        setViewControllers(stack + [controller], animated: animated)
    }

    /// Removes the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Removes every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    /// Removes every controller above `controller` and returns them; nil when it is not in the stack.
    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    /// Whether the navigation bar is hidden (the content's safe area then starts at the status bar).
    public var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Whether the toolbar is hidden (the default).
    public var isToolbarHidden = true { didSet { viewIfLoaded?.setNeedsLayout() } }
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    open override func loadView() {
        view = ControllerContainerView(owner: self)
        syncStack()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.viewDidAppear(animated)
    }

    /// Shows the top controller's view under the bars and the stack's items in the bar.
    private func syncStack() {
        navigationBar.setItems(stack.map { $0.navigationItem }, animated: false)
        guard let container = viewIfLoaded else { return }
        for controller in stack.dropLast() where controller.viewIfLoaded?.superview === container {
            controller.view.removeFromSuperview()
        }
        if let top = topViewController { container.hostSubview(top.view, at: 0) }
        container.hostSubview(navigationBar, at: container.subviews.count)
        container.hostSubview(toolbar, at: container.subviews.count)
        // The bars' width before the first layout places them (their titles and items need one).
        if navigationBar.bounds.width != container.bounds.width {
            navigationBar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: navigationBar.contentHeight)
            toolbar.frame = CGRect(x: 0, y: container.bounds.height - UIToolbar.standardHeight, width: container.bounds.width,
                                   height: UIToolbar.standardHeight)
        }
        container.setNeedsLayout()
    }

    /// Whether the top item shows its large title (while the content is at its top).
    private func showsLargeTitle(contentAtTop: Bool) -> Bool {
        guard navigationBar.prefersLargeTitles, contentAtTop else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItem.largeTitleDisplayMode {
            case .always, .inline: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    func layoutContainer(_ view: UIView) {
        let safe = view.givenSafeAreaInsets
        let size = view.bounds.size
        guard let top = topViewController else {
            navigationBar.isHidden = isNavigationBarHidden
            return
        }
        let content: UIView = top.view
        let atTop = content.contentIsAtTopEdge
        navigationBar.showsLargeTitle = showsLargeTitle(contentAtTop: atTop)
        navigationBar.isAtScrollEdge = atTop
        navigationBar.backgroundTopExtension = safe.top
        let inSheet = presentingViewController != nil && presentationKind == .sheet
        navigationBar.rowHeight = inSheet ? UINavigationBar.sheetHeight : UINavigationBar.standardHeight
        navigationBar.isHidden = isNavigationBarHidden
        let barHeight = isNavigationBarHidden ? 0 : navigationBar.contentHeight
        navigationBar.setFrameIfChanged(CGRect(x: 0, y: safe.top, width: size.width, height: barHeight))
        let toolbarHeight = isToolbarHidden ? 0 : UIToolbar.standardHeight
        toolbar.isHidden = isToolbarHidden
        if toolbar.items?.count != top.toolbarItems?.count || !zip(toolbar.items ?? [], top.toolbarItems ?? []).allSatisfy({ $0 === $1 }) {
            toolbar.items = top.toolbarItems
        }
        toolbar.backgroundBottomExtension = safe.bottom
        toolbar.setFrameIfChanged(CGRect(x: 0, y: size.height - safe.bottom - UIToolbar.standardHeight, width: size.width,
                                         height: UIToolbar.standardHeight))
        content.setFrameIfChanged(CGRect(origin: .zero, size: size))
        let extra = top.additionalSafeAreaInsets
        content.setContainerInsetsIfChanged(UIEdgeInsets(top: safe.top + barHeight + extra.top, left: safe.left + extra.left,
                                                         bottom: safe.bottom + toolbarHeight + extra.bottom, right: safe.right + extra.right))
        toolbar.isAtScrollEdge = content.contentIsAtBottomEdge(bottomInset: safe.bottom + toolbarHeight)
    }
}
