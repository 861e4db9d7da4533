import Foundation

/// An alert or an action sheet (UIKit's `UIAlertController`), drawn when presented as iOS 17
/// draws it over the dimmed screen (see `AlertView` for the metrics). Its actions' handlers are
/// kept, never called. A second `.cancel` action is refused with UIKit's message (UIKit raises
/// an exception; here it is reported and the action ignored); an alert without actions shows
/// without buttons, as UIKit's.
///
/// Differs from UIKit: `addTextField(configurationHandler:)` waits for ViewKit's `UITextField`.
open class UIAlertController: UIViewController {
    /// UIKit's styles.
    public enum Style: Int, Sendable { case actionSheet = 0, alert = 1 }
    /// UIKit's alert severities (Mac Catalyst); kept.
    public enum Severity: Int, Sendable { case `default` = 0, critical }

    public let preferredStyle: Style
    /// The smaller text under the title.
    public var message: String? { didSet { viewIfLoaded?.setNeedsLayout() } }
    public private(set) var actions: [UIAlertAction] = []
    /// The action drawn semibold (instead of the cancel action).
    public var preferredAction: UIAlertAction? { didSet { viewIfLoaded?.setNeedsLayout() } }
    public var severity: Severity = .default

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .custom
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds a button; a second cancel action is refused (UIKit's message on standard error).
    public func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            PresentationLog.report("UIAlertController can only have one action with a style of UIAlertActionStyleCancel; "
                                   + "\"\(action.title ?? "")\" ignored")
            return
        }
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func loadView() {
        view = AlertView(controller: self)
    }
}
