import Foundation

/// The share sheet (UIKit's `UIActivityViewController`): its items, custom activities and
/// exclusions are kept as given. Inert: the share sheet's content is the system's and no
/// activity runs here, so its view is a plain controller's view that draws nothing special, and
/// `completionWithItemsHandler` is never called by itself.
open class UIActivityViewController: UIViewController {
    /// Called when the sheet closes (UIKit's `UIActivityViewController.CompletionWithItemsHandler`).
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }
}
