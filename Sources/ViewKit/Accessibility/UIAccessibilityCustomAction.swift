import Foundation

/// An action VoiceOver offers beside an element's default one (UIKit's
/// `UIAccessibilityCustomAction`). Its name is what an accessibility snapshot lists; the handler
/// runs only when a test calls `perform()` (nothing activates it in a snapshot).
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    public var name: String
    public var attributedName: NSAttributedString
    public var image: UIImage?
    public var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.attributedName = NSAttributedString(string: name)
        self.image = image
        self.actionHandler = actionHandler
    }
    public convenience init(attributedName: NSAttributedString, image: UIImage? = nil,
                            actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.init(name: attributedName.string, image: image, actionHandler: actionHandler)
        self.attributedName = attributedName
    }

    /// Runs the handler as VoiceOver would when the action is chosen; false without one.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
