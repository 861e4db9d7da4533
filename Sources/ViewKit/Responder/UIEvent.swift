import Foundation

/// A touch, motion, remote-control or press event (UIKit's `UIEvent`).
///
/// Inert: a snapshot receives no events, so a `UIEvent` exists only when code makes one; it then
/// holds the touches it was made with. Its type is `.touches` and its timestamp 0 (a snapshot
/// has one instant).
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// UIKit's `UIEvent.EventType`, with its raw values.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }
    /// UIKit's `UIEvent.EventSubtype`, with its raw values.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102, remoteControlTogglePlayPause = 103,
             remoteControlNextTrack = 104, remoteControlPreviousTrack = 105, remoteControlBeginSeekingBackward = 106,
             remoteControlEndSeekingBackward = 107, remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    /// Seconds since boot when the event happened; 0 here.
    open var timestamp: TimeInterval { 0 }
    /// Modifier keys held; none without a keyboard.
    open var modifierFlags: UIKeyModifierFlags { [] }

    private let touches: Set<UITouch>
    /// An event holding `touches` (none by default), for code that calls responder methods itself.
    public init(touches: Set<UITouch> = []) {
        self.touches = touches
        super.init()
    }
    public override convenience init() { self.init(touches: []) }

    open var allTouches: Set<UITouch>? { touches }
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { touches.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false } }
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}

/// A press of a physical button (UIKit's `UIPress`); never delivered here.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// UIKit's `UIPress.PressType`, with its raw values.
    public enum PressType: Int, Sendable { case upArrow = 0, downArrow, leftArrow, rightArrow, select, menu, playPause, pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFour = 33 }
    /// UIKit's `UIPress.Phase`.
    public enum Phase: Int, Sendable { case began, changed, stationary, ended, cancelled }
    open var type: PressType { .select }
    open var phase: Phase { .began }
    open var force: CGFloat { 0 }
    open var timestamp: TimeInterval { 0 }
    open var key: UIKey? { nil }
}

/// A key on a hardware keyboard (UIKit's `UIKey`); never pressed here.
@preconcurrency @MainActor
open class UIKey: NSObject {
    public let characters: String
    public let charactersIgnoringModifiers: String
    public let modifierFlags: UIKeyModifierFlags
    public init(characters: String, modifierFlags: UIKeyModifierFlags = []) {
        self.characters = characters
        charactersIgnoringModifiers = characters
        self.modifierFlags = modifierFlags
        super.init()
    }
}

/// An event of presses (UIKit's `UIPressesEvent`); never delivered here.
open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> { [] }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
