/// Horizontal placement of each line inside the layout width, as UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left, center, right
    /// Left in a left-to-right paragraph, right in a right-to-left one (the paragraph's base direction).
    case natural
    /// Lines except a paragraph's last are stretched to the full width by widening their spaces.
    case justified
}
