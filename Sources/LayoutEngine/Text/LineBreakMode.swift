/// What happens when a line is full, as UIKit's `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Break at UAX #14 opportunities (between words); a word wider than the line breaks between characters.
    case wordWrap
    /// Break between any two grapheme clusters.
    case charWrap
    /// Wrap by words; lines past `numberOfLines` are dropped without an ellipsis.
    case clip
    /// Wrap by words; the last allowed line shows "…" followed by the end of its text.
    case truncateHead
    /// Wrap by words; the last allowed line shows its start, "…" and its end.
    case truncateMiddle
    /// Wrap by words; the last allowed line shows its start followed by "…".
    case truncateTail
}
