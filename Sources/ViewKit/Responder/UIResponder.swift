import Foundation

/// An object in the responder chain (UIKit's `UIResponder`), the superclass of `UIView`,
/// `UIViewController` and `UIApplication`, as in UIKit.
///
/// Inert: no touch, press, motion or key event ever reaches a snapshot, so the event methods are
/// called only by code that calls them. First-responder status is recorded (one responder at a
/// time, as UIKit keeps it) so code that asks `isFirstResponder` after `becomeFirstResponder()`
/// reads what it would on a device; no keyboard appears.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The responder the chain goes to next. A view's is its view controller when it is that
    /// controller's root view, else its superview; a controller's is its view's superview, or its
    /// presenting controller, or the application; the application's is nil.
    open var next: UIResponder? {
        // The chain UIKit documents, decided here so UIView and UIViewController need no override.
        if let view = self as? UIView { return view.owningViewController ?? view.superview }
        if let controller = self as? UIViewController {
            let owner: UIResponder? = controller.parent ?? controller.presentingViewController ?? controller.viewIfLoaded?.superview
            return owner ?? UIApplication.shared
        }
        return nil
    }

    /// Whether the responder accepts first-responder status; false by default, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder gives up first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }
    /// Whether this is the first responder (recorded by `becomeFirstResponder()`).
    open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

    /// Makes this the first responder when `canBecomeFirstResponder` allows it (the previous one
    /// resigns); returns whether it is now. No keyboard or input view is shown.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.currentFirstResponder, current !== self, !current.resignFirstResponder() { return false }
        UIResponder.currentFirstResponder = self
        return true
    }
    /// Gives up first-responder status; returns whether this is no longer the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard UIResponder.currentFirstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.currentFirstResponder = nil
        return true
    }
    /// The process's first responder (UIKit keeps one per window; a snapshot has one screen).
    private static weak var currentFirstResponder: UIResponder?

    // MARK: Events (never delivered: see the type's documentation)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }
    open func remoteControlReceived(with event: UIEvent?) {}

    // MARK: Input views and commands

    /// A custom keyboard replacement; never shown in a snapshot (nil by default).
    open var inputView: UIView? { nil }
    /// A bar above the keyboard; never shown in a snapshot (nil by default).
    open var inputAccessoryView: UIView? { nil }
    open var inputViewController: UIInputViewController? { nil }
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// Rebuilds the input views; nothing to rebuild here.
    open func reloadInputViews() {}
    /// The key commands this responder handles (none by default); no key is ever pressed here.
    open var keyCommands: [UIKeyCommand]? { nil }
    /// The undo manager up the chain (UIKit: the window's); nil by default.
    open var undoManager: UndoManager? { next?.undoManager }
    /// The text input mode; none without a keyboard.
    open var textInputMode: UITextInputMode? { nil }

    /// Whether the responder handles `action`: true when a `UIAction`-style handler would be
    /// found. Without the Objective-C runtime a selector cannot be looked up, so the default is
    /// false, and `target(forAction:withSender:)` walks the chain asking this.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
    // Standard edit actions (UIKit's `UIResponderStandardEditActions`): a responder overrides the
    // ones it handles; the edit menu never calls them here.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}

    /// The first responder in the chain, from this one, whose `canPerformAction` says yes.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}

/// The edit actions a responder may handle (UIKit's `UIResponderStandardEditActions`); every
/// `UIResponder` has them, doing nothing unless overridden.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

/// The controller of a custom input view (UIKit's `UIInputViewController`); never shown here.
open class UIInputViewController: UIViewController {}

/// The keyboard's language (UIKit's `UITextInputMode`); a snapshot has no keyboard.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// The primary language, as a BCP 47 tag; en-US, the simulator's default.
    open var primaryLanguage: String? { "en-US" }
    public static var activeInputModes: [UITextInputMode] { [UITextInputMode()] }
}
