import Foundation

// UIKit's custom transition protocols. They compile so a team's transitions build; ViewKit
// draws presentations at rest and runs no transition, so none of their methods is called
// (inert, documented here once).

/// Vends animators and presentation controllers for a presentation (UIKit's
/// `UIViewControllerTransitioningDelegate`); kept, never asked.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// Animates a transition (UIKit's `UIViewControllerAnimatedTransitioning`); never called.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// Drives an interactive transition (UIKit's `UIViewControllerInteractiveTransitioning`); never called.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// What a transition animator is given (UIKit's `UIViewControllerContextTransitioning`); never made.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func finalFrame(for controller: UIViewController) -> CGRect
    func initialFrame(for controller: UIViewController) -> CGRect
}

/// The context of a coordinated transition (UIKit's `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
}

/// Runs animations alongside a transition (UIKit's `UIViewControllerTransitionCoordinator`);
/// `UIViewController.transitionCoordinator` is nil, as it is outside a transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// The keys of a transition's controllers (UIKit's `UITransitionContextViewControllerKey`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of a transition's views (UIKit's `UITransitionContextViewKey`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
