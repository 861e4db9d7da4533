import Foundation

/// The title, buttons and state of one screen in a navigation bar (UIKit's `UINavigationItem`).
/// A view controller's `navigationItem` takes its title from the controller's `title` until
/// one is set. Changing an item lays its bar out again.
@preconcurrency @MainActor
open class UINavigationItem: Then {
    /// When a screen shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// The previous item's mode; large at the root.
        case automatic
        case always
        case never
        /// iOS 17: large, scrolling with the content (drawn as `.always`).
        case inline
    }

    /// How the back button to the previous screen shows its title (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous title, or "Back" when it does not fit.
        case `default`
        /// "Back".
        case generic
        /// The chevron alone.
        case minimal
    }

    /// iOS 16's item styles; kept.
    public enum ItemStyle: Int, Sendable { case navigator, browser, editor }

    private var ownTitle: String?
    private var titleWasSet = false
    /// The controller whose item this is: its `title` is the item's until one is set.
    weak var owner: UIViewController?

    /// The title the bar shows, centered, when this item is on top.
    public var title: String? {
        get { titleWasSet ? ownTitle : owner?.title }
        set { ownTitle = newValue; titleWasSet = true; changed() }
    }

    public init(title: String) {
        ownTitle = title
        titleWasSet = true
    }

    init(owner: UIViewController) { self.owner = owner }

    /// A view shown instead of the title, at its size, centered.
    public var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar's row (30 points more).
    public var prompt: String? { didSet { changed() } }
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    public var style: ItemStyle = .navigator
    /// The item the next screen shows as its back button (its title is used).
    public var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// The title the next screen's back button shows.
    public var backButtonTitle: String? { didSet { changed() } }
    public var hidesBackButton = false { didSet { changed() } }
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }
    public var leftItemsSupplementBackButton = false { didSet { changed() } }

    /// The buttons at the leading side (after the back button when it supplements them).
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The buttons at the trailing side, the first one outermost.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The search controller whose bar shows under the title (and under a large title).
    public var searchController: UISearchController? { didSet { changed() } }
    /// Kept: a snapshot shows the content at its top, where the search bar shows.
    public var hidesSearchBarWhenScrolling = true
    /// iOS 16's search bar placement; kept.
    public var preferredSearchBarPlacement: Int = 0

    /// This screen's bar appearances, over the bar's own.
    public var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// The bars showing this item, told when it changes so they lay out again.
    private var bars: [WeakBarObserver] = []
    func observe(by bar: UIView) {
        bars.removeAll { $0.view == nil || $0.view === bar }
        bars.append(WeakBarObserver(view: bar))
    }
    func changed() {
        for bar in bars { bar.view?.setNeedsLayout() }
    }

    /// The title the next screen's back button shows: `backBarButtonItem`'s, `backButtonTitle`,
    /// else this item's title, by `mode`.
    func backTitle(mode: BackButtonDisplayMode) -> String? {
        switch mode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            if let title = backBarButtonItem?.title { return title }
            if let backButtonTitle { return backButtonTitle }
            guard let title, !title.isEmpty else { return "Back" }
            return title
        }
    }
}
