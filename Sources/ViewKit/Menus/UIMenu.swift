import Foundation

/// A menu of actions and submenus (UIKit's `UIMenu`), kept as built; never shown open in a
/// snapshot (see `UIMenuElement`).
open class UIMenu: UIMenuElement {
    /// A menu's identifier (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let application = Identifier("com.apple.menu.application")
        public static let file = Identifier("com.apple.menu.file")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let view = Identifier("com.apple.menu.view")
        public static let window = Identifier("com.apple.menu.window")
        public static let help = Identifier("com.apple.menu.help")
        public static let root = Identifier("com.apple.menu.root")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let share = Identifier("com.apple.menu.share")
    }
    /// How a menu shows (UIKit's `UIMenu.Options`, with its raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
    /// How large the menu's elements are (UIKit's `UIMenu.ElementSize`, with its raw values).
    public enum ElementSize: Int, Sendable, Hashable {
        case small = 0, medium, large
        /// iOS 17's automatic size: `.large`, what a menu uses when nothing else is asked.
        public static var automatic: ElementSize { .large }
    }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]
    /// A menu; a missing identifier gets a unique one, as UIKit gives.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }
    /// The same menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
    /// The children (and their children's) actions and commands that are on.
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            if let command = child as? UICommand, command.state == .on { return [command] }
            return []
        }
    }
}
