import Foundation

/// One tab of a tab bar (UIKit's `UITabBarItem`): an image above a title, a selected image, and
/// a badge (a red capsule with white text). A view controller's `tabBarItem` takes its title
/// from the controller's `title` until one is set. System items have UIKit's English titles;
/// their symbols are drawn as `UIBarButtonItem`'s are (a magnifying glass for `.search`, else a
/// placeholder until `UIImage(systemName:)` is merged).
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items, with their raw values.
    public enum SystemItem: Int, Sendable, CaseIterable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// The image drawn while the tab is selected (the image when nil).
    public var selectedImage: UIImage? { didSet { changed() } }
    /// The badge's text; nil shows no badge, an empty string an empty badge.
    public var badgeValue: String? { didSet { changed() } }
    /// The badge's color; nil is the system red.
    public var badgeColor: UIColor? { didSet { changed() } }
    public var titlePositionAdjustment = UIOffset.zero
    public var standardAppearance: UITabBarAppearance?
    public var scrollEdgeAppearance: UITabBarAppearance?
    /// The system item this was made with, if any.
    public private(set) var systemItem: SystemItem?

    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    public func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = attributes
        changed()
    }
    public func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }

    /// The controller whose item this is: its `title` is the item's until one is set.
    weak var owner: UIViewController?
    private var titleWasSet = false

    open override var title: String? {
        get { titleWasSet ? super.title : owner?.title }
        set { titleWasSet = true; super.title = newValue }
    }

    public override init() { super.init() }

    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// The SF Symbol a system item draws (iOS 13 and later).
    var systemSymbolName: String? { systemItem?.symbolName }
}

extension UITabBarItem.SystemItem {
    /// UIKit's English title.
    var title: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The SF Symbol UIKit draws.
    var symbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites, .featured, .topRated: "star.fill"
        case .recents, .history, .mostRecent: "clock.fill"
        case .contacts: "person.crop.circle.fill"
        case .bookmarks: "book.fill"
        case .search: "magnifyingglass"
        case .downloads: "square.and.arrow.down.fill"
        case .mostViewed: "list.number"
        }
    }
}
