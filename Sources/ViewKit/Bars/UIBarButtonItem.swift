import Foundation
import LayoutEngine

/// A button in a navigation bar or a toolbar (UIKit's `UIBarButtonItem`): a title, an image, a
/// system item, a custom view, or a space. The bar draws it in its tint color (disabled: gray),
/// 17-point text, semibold for `.done`; an item with neither title, image, system item nor
/// custom view draws nothing and takes no room, as UIKit's.
///
/// Differs from UIKit: `target` and `action` are kept but never fire (a snapshot does not tap);
/// `action` is ViewKit's `Selector` (Swift on Linux has no `#selector`: write `Selector(("done"))`);
/// `primaryAction` and `menu` are kept, never shown. System items drawn by an image
/// (`.add`, `.compose`, ...) draw a plus, a magnifying glass or a cross where those are the
/// symbol, and otherwise a placeholder of the symbol's size (`systemSymbolName` names the
/// symbol UIKit draws, for `UIImage(systemName:)` once it is merged).
open class UIBarButtonItem: UIBarItem {
    /// UIKit's item styles: `.done` draws its title semibold.
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

    /// UIKit's system items, with their raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    public var style: Style = .plain { didSet { changed() } }
    /// The system item this was made with, if any.
    public private(set) var systemItem: SystemItem?
    /// The width a fixed space takes, or the width of the item when positive.
    public var width: CGFloat = 0 { didSet { changed() } }
    /// A view the bar shows instead of a title or an image, at its size.
    public var customView: UIView? { didSet { changed() } }
    /// Kept, never called (a snapshot does not tap).
    public weak var target: AnyObject?
    /// Kept, never sent.
    public var action: Selector?
    /// Kept, never performed.
    public var primaryAction: UIAction?
    /// Kept, never shown.
    public var menu: UIMenu?
    /// The item's tint, else the bar's.
    public var tintColor: UIColor? { didSet { changed() } }
    public var possibleTitles: Set<String>?
    public var isSelected = false
    public var changesSelectionAsPrimaryAction = false
    public var isHidden = false { didSet { changed() } }

    public override init() { super.init() }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem.isBold ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14's initializer: a title or an image, with an action or a menu.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A space that shares the bar's free width with the other flexible spaces.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    /// A space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The SF Symbol UIKit draws for an image system item (iOS 13 and later).
    public var systemSymbolName: String? { systemItem?.symbolName }

    /// Whether the item is a space (flexible or fixed).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}

extension UIBarButtonItem.SystemItem {
    /// The localized title UIKit draws for a text system item (English).
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        default: nil
        }
    }

    /// Whether UIKit draws the item's title semibold (its "done" items).
    var isBold: Bool { self == .done || self == .save }

    /// The SF Symbol of an image system item (iOS 13 and later).
    var symbolName: String? {
        switch self {
        case .add: "plus"
        case .compose: "square.and.pencil"
        case .reply: "arrowshape.turn.up.left"
        case .action: "square.and.arrow.up"
        case .organize: "folder"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .refresh: "arrow.clockwise"
        case .stop: "xmark"
        case .camera: "camera"
        case .trash: "trash"
        case .play: "play.fill"
        case .pause: "pause.fill"
        case .rewind: "backward.fill"
        case .fastForward: "forward.fill"
        case .undo: "arrow.uturn.backward"
        case .redo: "arrow.uturn.forward"
        case .pageCurl: "doc"
        case .close: "xmark.circle.fill"
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
        }
    }
}
