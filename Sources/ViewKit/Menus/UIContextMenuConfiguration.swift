import Foundation

/// Makes a context menu's preview controller (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu from the suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): kept as made; the
/// providers are called only by `makeMenu()` and `makePreview()` (not UIKit: for tests), since a
/// snapshot never long-presses to open the menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// UIKit's `UIContextMenuConfiguration.ElementOrder`, with its raw values.
    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }

    /// A configuration; a missing identifier gets a unique one, as UIKit gives.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
    /// The menu UIKit would show: the action provider's, with no suggested elements.
    public func makeMenu() -> UIMenu? { actionProvider?([]) }
    /// The preview UIKit would show above the menu.
    public func makePreview() -> UIViewController? { previewProvider?() }
}
