import Foundation

/// A transition between two controllers (UIKit's `UIStoryboardSegue`). There are no
/// storyboards here, so a segue exists when code makes one; `perform()` runs the perform handler
/// it was made with (a subclass overrides `perform()` to present), and nothing animates.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (@MainActor () -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping @MainActor () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }
    /// Runs the perform handler, if any.
    open func perform() { performHandler?() }
}
