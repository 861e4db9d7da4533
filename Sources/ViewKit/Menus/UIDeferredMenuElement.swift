import Foundation

/// A menu element whose items are provided when the menu opens (UIKit's
/// `UIDeferredMenuElement`). A snapshot never opens a menu, so the provider is kept and not
/// called; `elements(completion:)` (not UIKit) calls it for a test.
open class UIDeferredMenuElement: UIMenuElement {
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    let provider: Provider
    /// Whether UIKit would ask the provider again each time the menu opens.
    public let isUncached: Bool

    private init(provider: @escaping Provider, uncached: Bool) {
        self.provider = provider
        isUncached = uncached
        super.init(title: "", subtitle: nil, image: nil)
    }
    public convenience init(_ elementProvider: @escaping Provider) { self.init(provider: elementProvider, uncached: false) }
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(provider: elementProvider, uncached: true)
    }
    /// Asks the provider for its elements, as opening the menu would.
    public func elements(completion: @escaping @MainActor ([UIMenuElement]) -> Void) { provider(completion) }
}
