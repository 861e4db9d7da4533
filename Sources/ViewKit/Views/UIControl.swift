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
    /// UIKit's `UIControl.Event`, for `addTarget` calls that compile unchanged (nothing is sent here).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
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
}
