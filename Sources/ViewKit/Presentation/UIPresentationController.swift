import Foundation

/// What manages a presented controller on screen (UIKit's `UIPresentationController`): its
/// presented and presenting controllers, the frame of the presented view. ViewKit draws each
/// `modalPresentationStyle` itself (see `UIViewController.present`); a custom presentation
/// controller subclass compiles and is kept, its overrides are not called (inert: no
/// transition runs in a snapshot).
@preconcurrency @MainActor
open class UIPresentationController: Then {
    public let presentedViewController: UIViewController
    public var presentingViewController: UIViewController { presenting ?? presentedViewController.presentingViewController ?? presentedViewController }
    private weak var presenting: UIViewController?
    /// Kept (UIKit's `UIAdaptivePresentationControllerDelegate`); never called.
    public weak var delegate: AnyObject?
    /// The view the presentation happens in; nil (no container view is made).
    public var containerView: UIView? { nil }
    /// The presented controller's view.
    public var presentedView: UIView? { presentedViewController.viewIfLoaded }
    public var overrideTraitCollection: UITraitCollection?
    public var shouldPresentInFullscreen: Bool { true }
    public var shouldRemovePresentersView: Bool { false }
    open var frameOfPresentedViewInContainerView: CGRect { UIScreen.main.bounds }
    open var adaptivePresentationStyle: UIViewController.ModalPresentationStyle { presentedViewController.modalPresentationStyle }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenting = presentingViewController
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}
