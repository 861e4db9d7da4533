import Foundation

/// What a `UIAction` runs when performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu item or control action with a closure (UIKit's `UIAction`): used by `UIMenu`,
/// `UIControl.addAction(_:for:)` and `UIButton(primaryAction:)`.
///
/// Its handler is a real closure: `UIControl.sendActions(for:)` calls it, as UIKit does, and so
/// does `performWithSender(_:target:)` (not UIKit's public API: how a test performs it). No touch
/// ever performs it in a snapshot.
open class UIAction: UIMenuElement {
    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
        public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
        public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
    }

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    open var selectedImage: UIImage?
    /// The control or item that performed the action last (nil until performed).
    open private(set) var sender: Any?
    let handler: UIActionHandler

    /// An action; a missing identifier gets a unique one, as UIKit gives.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender, unless the action is disabled.
    open func performWithSender(_ sender: Any?, target: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
    }
}
