import Foundation
import LayoutEngine

/// A screen's controller (UIKit's `UIViewController`): it owns a root view, made by `loadView`
/// on first access (then `viewDidLoad`), and child controllers. Drawn full screen on a device
/// with the device's safe area (see `makeScene(on:)` and the snapshot strategies).
@preconcurrency @MainActor
open class UIViewController: UIResponder, Then {
    /// UIKit's presentation styles, drawn as iOS 17 draws each on iPhone (`PresentationDrawing`).
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover,
             none = -1, automatic = -2
    }
    /// UIKit's transition styles.
    public enum ModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

    public init(nibName: String? = nil, bundle: Bundle? = nil) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    private var loadedView: UIView?
    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }
    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }
    /// Makes the root view; the default is a plain view the size of the screen.
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    public var title: String?
    public var modalPresentationStyle: ModalPresentationStyle = .automatic
    public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero

    // Status bar and orientation: kept and read back (a snapshot draws no status bar and is
    // drawn in portrait); the defaults are UIKit's.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `.allButUpsideDown` on an iPhone, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var shouldAutorotate: Bool { true }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // Segues: there are no storyboards, so a segue is one code makes (`UIStoryboardSegue`).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// UIKit raises "Receiver has no segue with identifier" without a storyboard: reported on
    /// standard error, and nothing is performed.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        FileHandle.standardError.write(Data("UIViewController.performSegue: receiver (\(type(of: self))) has no segue with identifier '\(identifier)' (no storyboard)\n".utf8))
    }
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Navigation and tab bar items, toolbar items, the sheet (Sources/ViewKit/Bars, Presentation).
    let barsState = ControllerBarsState()

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    public func addChild(_ child: UIViewController) {
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }
    public func removeFromParent() {
        parent?.children.removeAll(identity: self)
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// Records the presentation on the outermost controller this one is in (UIKit's presentation
    /// context); the drawing shows the presented controller over it as its
    /// `modalPresentationStyle` says (Sources/ViewKit/Presentation). A controller that is
    /// already presenting, or one already presented, is refused with UIKit's warning.
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presentationContext
        guard presenter.mayPresent(controller) else { return }
        presenter.presentedViewController = controller
        controller.presentingViewController = presenter
        completion?()
    }
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else {
            presentingViewController?.dismiss(animated: animated)
        }
        completion?()
    }

    /// Called by layout when the traits its view is laid out in change, before the view's own
    /// call (see `UIView.traitCollectionDidChange(_:)`): with nil at the first layout.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called in the update-constraints pass in place of its root view's `updateConstraints()`;
    /// this implementation calls the view's. An override updates constraints and calls `super` last.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// The traits the drawing gives this controller's view.
    var environmentTraits: UITraitCollection?
    public var traitCollection: UITraitCollection {
        var overrides = UITraitCollection()
        overrides.userInterfaceStyle = overrideUserInterfaceStyle
        return (parent?.traitCollection ?? environmentTraits ?? UITraitCollection.current).merged(with: overrides)
    }

    /// Places the view full screen at `size` with the device's `safeArea` (plus
    /// `additionalSafeAreaInsets`) and `traits`, runs the appearance calls, and lays it out.
    func prepareFullScreen(size: CGSize, safeArea: UIEdgeInsets, traits: UITraitCollection) {
        environmentTraits = traits
        let root: UIView = view
        root.frame = CGRect(origin: .zero, size: size)
        root.rootSafeAreaInsets = UIEdgeInsets(top: safeArea.top + additionalSafeAreaInsets.top,
                                               left: safeArea.left + additionalSafeAreaInsets.left,
                                               bottom: safeArea.bottom + additionalSafeAreaInsets.bottom,
                                               right: safeArea.right + additionalSafeAreaInsets.right)
        root.setNeedsLayout()
        viewWillAppear(false)
        root.layoutIfNeeded()
        viewDidAppear(false)
    }
}
