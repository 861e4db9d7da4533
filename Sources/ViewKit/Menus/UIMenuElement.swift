import Foundation

/// An item of a menu (UIKit's `UIMenuElement`): the superclass of `UIMenu`, `UIAction`,
/// `UICommand` and `UIDeferredMenuElement`. Menus are built and kept as UIKit keeps them; a
/// snapshot never shows an open menu (it opens on a touch or a long press).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and acts (UIKit's `UIMenuElement.Attributes`, with its raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// A checkmark state (UIKit's `UIMenuElement.State`, with its raw values).
    public enum State: Int, Sendable, Hashable { case off = 0, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
