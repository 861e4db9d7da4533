import Foundation

/// Recognizes a gesture from touches and sends its action to its targets (UIKit's
/// `UIGestureRecognizer`).
///
/// Inert: a snapshot is never touched, so a recognizer stays in `.possible` and never sends its
/// action by itself. Its configuration is kept as UIKit keeps it (targets, `isEnabled`,
/// `delegate`, `cancelsTouchesInView`, failure requirements), so code can read it back and a
/// test can check it. A recognizer draws nothing: a view draws the same with or without one.
/// Setting `state` to `.began`, `.changed` or `.ended` (as a custom recognizer or a test does)
/// sends the action to each target, as UIKit does; without the Objective-C runtime a selector
/// cannot be called, so each send is recorded in `UIApplication.shared.sentActions` instead.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's `UIGestureRecognizer.State`, with its raw values.
    public enum State: Int, Sendable {
        case possible = 0, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognized state: `.ended`.
        public static var recognized: State { .ended }
    }

    /// A target and the action it was given.
    private struct Target {
        weak var object: AnyObject?
        let action: Selector
    }
    private var targets: [Target] = []

    /// A recognizer that sends `action` to `target` when recognized (never, here).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }
    public override convenience init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.object === object && $0.action == action }) else { return }
        targets.append(Target(object: object, action: action))
    }
    /// Removes `action` from `target` (nil: every target; nil action: every action of the target).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { (object == nil || $0.object === object) && (action == nil || $0.action == action) }
    }
    /// The actions registered for `target`, in the order added (not UIKit: for tests).
    public func actions(forTarget target: Any) -> [Selector] {
        let object = target as AnyObject
        return targets.filter { $0.object === object }.map(\.action)
    }

    /// The recognizer's state: `.possible` until code sets it (no touch ever moves it).
    open var state: State = .possible {
        didSet {
            guard isEnabled, [.began, .changed, .ended].contains(state) else { return }
            for target in targets {
                guard let object = target.object else { continue }
                UIApplication.shared.recordSentAction(target.action, to: object, from: self)
            }
        }
    }
    /// Whether the recognizer takes part; setting false while recognizing cancels, as UIKit does.
    open var isEnabled = true {
        didSet { if !isEnabled, state != .possible { state = .cancelled } }
    }
    open weak var delegate: UIGestureRecognizerDelegate?
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer`).
    open internal(set) weak var view: UIView?
    /// UIKit's defaults: true, false, true.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    open var allowedPressTypes: [NSNumber] = []
    /// The recognizer's name, for debugging.
    open var name: String?
    /// Modifier keys held; none without a keyboard.
    open var modifierFlags: UIKeyModifierFlags { [] }
    open var buttonMask: UIEvent.ButtonMask { .primary }

    /// The recognizers this one waits for to fail.
    public private(set) var failureRequirements: [UIGestureRecognizer] = []
    /// Waits for `other` to fail before recognizing (recorded; nothing is ever recognized here).
    open func require(toFail other: UIGestureRecognizer) {
        if other !== self, !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// Where the gesture is in `view`: the center of the attached view (no touch is ever down).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
    /// Touches down: none.
    open var numberOfTouches: Int { 0 }

    // Subclass hooks (UIKit's UIGestureRecognizerSubclass): called only by code that calls them.
    open func reset() {}
    open func ignore(_ touch: UITouch, for event: UIEvent) {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

extension UIEvent {
    /// The mouse buttons of an event (UIKit's `UIEvent.ButtonMask`).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (max(1, buttonNumber) - 1)) }
    }
}
