import Foundation

/// A button of an alert or action sheet (UIKit's `UIAlertAction`): its title and style. The
/// handler is kept and never called (a snapshot does not tap).
@preconcurrency @MainActor
open class UIAlertAction: Then {
    /// UIKit's action styles: `.cancel` is drawn semibold (last, or on the leading side of two),
    /// `.destructive` red.
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    /// A disabled action is drawn gray.
    public var isEnabled = true
    /// Kept, never called.
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
