import Foundation

/// A menu command that sends a selector up the responder chain (UIKit's `UICommand`); kept as
/// built, never performed here (no menu opens and no selector can be called without the
/// Objective-C runtime).
open class UICommand: UIMenuElement {
    open var action: Selector
    open var propertyList: Any?
    open var alternates: [UICommandAlternate]
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State

    public init(title: String, subtitle: String? = nil, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

/// A command's variant under other modifier keys (UIKit's `UICommandAlternate`).
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
