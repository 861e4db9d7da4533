import Foundation

/// A controller that manages a search bar and its results (UIKit's `UISearchController`). In a
/// `navigationItem.searchController` its bar is drawn under the title (under a large title);
/// the results controller is kept. A snapshot shows the search inactive: `isActive` is kept,
/// the results are not presented.
open class UISearchController: UIViewController {
    /// The search bar the navigation bar shows.
    public let searchBar = UISearchBar()
    public let searchResultsController: UIViewController?
    /// Kept (UIKit's `UISearchResultsUpdating`); never called.
    public weak var searchResultsUpdater: AnyObject?
    /// Kept (UIKit's `UISearchControllerDelegate`); never called.
    public weak var delegate: AnyObject?
    public var isActive = false
    public var obscuresBackgroundDuringPresentation = true
    public var dimsBackgroundDuringPresentation = true
    public var hidesNavigationBarDuringPresentation = true
    public var automaticallyShowsCancelButton = true
    public var automaticallyShowsScopeBar = true
    public var showsSearchResultsController = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}
