/// A paragraph's base direction, as UIKit's `NSWritingDirection` (`NSParagraphStyle.baseWritingDirection`).
public enum WritingDirection: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the text: the first strong character's direction, left to right when there is none
    /// (UAX #9 rules P2 and P3), as UIKit and CSS's `dir="auto"` do.
    case natural
    case leftToRight
    case rightToLeft
}
