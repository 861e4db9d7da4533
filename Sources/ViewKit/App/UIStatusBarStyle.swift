import Foundation

/// The status bar's content color (UIKit's `UIStatusBarStyle`, with its raw values). A screen's
/// snapshot draws no status bar, so the style a controller prefers is kept and read back, not drawn.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Dark content on light backgrounds, light on dark (automatic).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
    @available(*, deprecated, renamed: "lightContent")
    public static var blackOpaque: UIStatusBarStyle { .lightContent }
}

/// How the status bar animates when it hides or shows (UIKit's `UIStatusBarAnimation`); nothing
/// animates in a snapshot.
public enum UIStatusBarAnimation: Int, Sendable, Hashable {
    case none = 0, fade, slide
}
