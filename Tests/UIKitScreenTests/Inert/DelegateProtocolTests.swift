// Delegate protocols a team's screens adopt: they compile as on iOS, answer UIKit's defaults, and
// are never called by a snapshot (a test may call them).
import XCTest
#if canImport(UIKit)
import UIKit
#else
import Foundation
import ViewKit
#endif

final class SearchScreen: UIViewController, UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate,
                          UISheetPresentationControllerDelegate, UINavigationControllerDelegate {
    var queries: [String] = []
    func updateSearchResults(for searchController: UISearchController) {
        queries.append(searchController.searchBar.text ?? "")
    }
}

final class DelegateProtocolTests: XCTestCase {
    func testDelegatesAnswerUIKitsDefaults() {
        MainActor.assumeIsolated {
            let screen = SearchScreen()
            let search = UISearchController(searchResultsController: nil)
            search.searchResultsUpdater = screen
            search.searchBar.delegate = screen
            XCTAssertTrue(screen.searchBarShouldBeginEditing(search.searchBar))
            XCTAssertTrue(screen.searchBar(search.searchBar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
            search.searchBar.text = "ada"
            screen.updateSearchResults(for: search)
            XCTAssertEqual(screen.queries, ["ada"])
            let presented = UIViewController()
            presented.modalPresentationStyle = .pageSheet
            let presentation = UIPresentationController(presentedViewController: presented, presenting: screen)
            XCTAssertTrue(screen.presentationControllerShouldDismiss(presentation))
            XCTAssertEqual(screen.adaptivePresentationStyle(for: presentation), presentation.adaptivePresentationStyle)
            let style: UIModalPresentationStyle = .overFullScreen
            XCTAssertEqual(style, UIViewController.ModalPresentationStyle.overFullScreen)
            XCTAssertEqual(screen.navigationControllerSupportedInterfaceOrientations(UINavigationController(rootViewController: UIViewController())),
                           .allButUpsideDown)
        }
    }
}
