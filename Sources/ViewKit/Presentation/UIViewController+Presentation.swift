import Foundation

extension UIViewController {
    /// The controller a presentation from this one is recorded on: the outermost controller it
    /// is a child of (UIKit presents from the root of the hierarchy unless a controller
    /// `definesPresentationContext`).
    var presentationContext: UIViewController {
        var current = self
        while let parent = current.parent, !current.definesPresentationContext { current = parent }
        return current
    }

    /// Whether this controller may present `controller` now; UIKit's warning otherwise.
    func mayPresent(_ controller: UIViewController) -> Bool {
        if controller === self {
            PresentationLog.report("Application tried to present modally a view controller \(Self.describe(self)) on itself; ignored")
            return false
        }
        if let presenting = controller.presentingViewController {
            PresentationLog.report("Application tried to present modally a view controller \(Self.describe(controller)) that is already "
                                   + "being presented by \(Self.describe(presenting)); ignored")
            return false
        }
        if let presented = presentedViewController {
            PresentationLog.report("Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) (from \(Self.describe(self))) "
                                   + "which is already presenting \(Self.describe(presented)); ignored")
            return false
        }
        return true
    }

    /// A controller as UIKit's console names it, without an address: `<ProfileViewController>`.
    static func describe(_ controller: UIViewController) -> String { "<\(type(of: controller))>" }

    /// The sheet that presents this controller: a controller presented as a page sheet, a form
    /// sheet or `.automatic` (the default) has one; nil for other styles and for alerts.
    public var sheetPresentationController: UISheetPresentationController? {
        guard presentationKind == .sheet else { return nil }
        if let sheet = barsState.sheet { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        barsState.sheet = sheet
        return sheet
    }

    /// The presentation controller: the sheet for a sheet, else a plain one (kept, inert).
    public var presentationController: UIPresentationController? {
        sheetPresentationController ?? UIPresentationController(presentedViewController: self, presenting: presentingViewController)
    }

    /// Kept; its animators and presentation controllers are never asked (see
    /// `UIViewControllerTransitioningDelegate`).
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { barsState.transitioningDelegate }
        set { barsState.transitioningDelegate = newValue }
    }

    /// Nil, as outside a transition (a snapshot runs none).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
    /// False: presentations happen at once.
    public var isBeingPresented: Bool { false }
    public var isBeingDismissed: Bool { false }
    public var isMovingToParent: Bool { false }
    public var isMovingFromParent: Bool { false }
    public var isModalInPresentation: Bool {
        get { false }
        set {}
    }

    /// Whether presentations from this controller's children are recorded on it.
    public var definesPresentationContext: Bool {
        get { barsState.definesPresentationContext }
        set { barsState.definesPresentationContext = newValue }
    }

    /// How the drawing shows this controller when presented (see `PresentationDrawing`).
    var presentationKind: PresentationKind {
        if self is UIAlertController { return .alert }
        switch modalPresentationStyle {
        case .fullScreen, .currentContext, .none: return .fullScreen
        case .overFullScreen, .overCurrentContext, .custom: return .overFullScreen
        case .pageSheet, .formSheet, .automatic, .popover: return .sheet
        }
    }
}

/// How a presented controller is drawn on an iPhone (iOS 17).
enum PresentationKind {
    /// Over the whole screen; the presenter is no longer drawn (UIKit removes its view).
    case fullScreen
    /// Over the whole screen with the presenter drawn behind.
    case overFullScreen
    /// A card sheet (page and form sheets, popovers, which adapt to sheets on iPhone).
    case sheet
    /// An alert or action sheet: the controller's view is the dimming view and the alert.
    case alert
}
