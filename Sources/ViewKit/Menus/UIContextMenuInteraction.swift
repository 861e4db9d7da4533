import Foundation

/// A behavior attached to a view (UIKit's `UIInteraction`): a context menu, a drag, a pointer.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// A long-press context menu on a view (UIKit's `UIContextMenuInteraction`): attached with
/// `addInteraction`, never triggered in a snapshot (no long press); its delegate is kept so a
/// test can ask it for the configuration.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// UIKit's `UIContextMenuInteraction.appearance`.
    public enum Appearance: Int, Sendable { case unknown = 0, rich, compact }
    open weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?
    /// `.unknown`: no menu is showing.
    open var menuAppearance: Appearance { .unknown }

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
    /// Dismisses the menu: none is showing.
    open func dismissMenu() {}
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}

/// What a context menu interaction asks (UIKit's `UIContextMenuInteractionDelegate`): the
/// configuration is required, the rest optional with UIKit's defaults. Never asked here.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
}

/// The animator of a context menu's appearance (UIKit's `UIContextMenuInteractionAnimating`):
/// animations and completions added to it run at once, as `UIView.animate` does here.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a context menu's commit (UIKit's `UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview commits (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss = 0, pop }

/// Each view's interactions, beside the view (see `ObjectAttachments`).
private let attachedInteractions = ObjectAttachments<[UIInteraction]>()

extension UIView {
    /// The interactions attached to the view, in the order added.
    public var interactions: [UIInteraction] {
        get { attachedInteractions.value(for: self) ?? [] }
        set {
            for interaction in interactions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }
    public func addInteraction(_ interaction: UIInteraction) {
        interaction.willMove(to: self)
        attachedInteractions.update(self, initial: []) { $0.append(interaction) }
        interaction.didMove(to: self)
    }
    public func removeInteraction(_ interaction: UIInteraction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.update(self, initial: []) { $0.removeAll { $0 === interaction } }
        interaction.didMove(to: nil)
    }
}
