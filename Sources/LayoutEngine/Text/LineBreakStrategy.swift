/// Extra rules on top of UAX #14, as UIKit's `NSParagraphStyle.LineBreakStrategy`.
public enum LineBreakStrategy: String, Sendable, Hashable, Codable, CaseIterable {
    /// Plain UAX #14: Hangul may break between any two syllables (CSS `word-break: normal`).
    case standard
    /// No break between Hangul syllables or between Hangul and other letters, so Korean breaks at spaces
    /// (iOS `.hangulWordPriority`, CSS `word-break: keep-all`).
    case hangulWordPriority
}
