/// Horizontal placement of each line inside the layout width, as UIKit's `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left, center, right
    /// Left for left-to-right text. Paragraph direction is not detected yet, so this is always left.
    case natural
    /// Lines except a paragraph's last are stretched to the full width by widening their spaces.
    case justified
}
