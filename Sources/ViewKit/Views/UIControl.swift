import Foundation
import LayoutEngine

/// A view with control states (UIKit's `UIControl`).
open class UIControl: UIView {
    /// UIKit's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
    /// The events a control sends actions for (UIKit's `UIControl.Event`, with its raw values).
    /// No touch or edit happens in a snapshot: actions are sent only by `sendActions(for:)`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true { didSet { stateChanged() } }
    open var isSelected = false { didSet { stateChanged() } }
    open var isHighlighted = false { didSet { stateChanged() } }
    public var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    public var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// The current state: highlighted, disabled and selected as set.
    public var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
    func stateChanged() { invalidateIntrinsicContentSize() }

    // MARK: Target-action

    /// A control with `primaryAction` sent for `.primaryActionTriggered` (UIKit's iOS 14 initializer).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// What the control sends, in the order registered: a selector to a target (held weakly, as
    /// UIKit holds it; nil means the responder chain) or a `UIAction` (held strongly).
    private var dispatchTable = ControlDispatchTable()

    /// Registers `action` on `target` for `controlEvents` (once per target, action and events, as UIKit).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        dispatchTable.add(target: target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }
    /// Removes `action` (nil: every action) of `target` (nil: every target) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        dispatchTable.remove(target: target.map { $0 as AnyObject }, action: action, for: controlEvents)
    }
    /// Registers a `UIAction` for `controlEvents`; adding one with the same identifier replaces it, as UIKit does.
    open func addAction(_ action: UIAction, for controlEvents: Event) { dispatchTable.add(action, for: controlEvents) }
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        dispatchTable.removeAction(identifiedBy: action.identifier, for: controlEvents)
    }
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        dispatchTable.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }
    /// The targets with actions registered (UIKit's `allTargets`; a nil target reads as `NSNull`).
    open var allTargets: Set<AnyHashable> { dispatchTable.allTargets }
    /// The events any target or action is registered for.
    open var allControlEvents: Event { dispatchTable.allEvents }
    /// The selector names registered on `target` for `controlEvent` (nil when none), as UIKit returns them.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        dispatchTable.actions(forTarget: target.map { $0 as AnyObject }, for: controlEvent)
    }

    /// Sends the actions registered for `controlEvents`, in the order registered: a `UIAction`'s
    /// handler is called (with this control as its sender); a selector goes through
    /// `sendAction(_:to:for:)` to `UIApplication.sendAction`, which records it (no Objective-C
    /// runtime calls it). Disabled controls send too when code asks, as UIKit's do.
    open func sendActions(for controlEvents: Event) {
        for entry in dispatchTable.entries(for: controlEvents) {
            switch entry {
            case let .action(action): sendAction(action)
            case let .selector(action, target): sendAction(action, to: target, for: nil)
            }
        }
    }
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
    open func sendAction(_ action: UIAction) { action.performWithSender(self, target: nil) }

    // Tracking: no touch is ever tracked here.
    open var isTracking: Bool { false }
    open var isTouchInside: Bool { false }
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}
    /// Whether a long press shows the control's menu (kept; never shown here).
    open var isContextMenuInteractionEnabled = false
    /// Whether a tap shows the control's menu instead of sending its primary action (kept).
    open var showsMenuAsPrimaryAction = false
}
