/// Which way text and horizontal stacks run: leading is the left edge in left-to-right
/// layouts and the right edge in right-to-left ones (UIKit's `semanticContentAttribute`).
public enum LayoutDirection: Sendable, Hashable {
    /// Leading is left (English, Korean).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}
