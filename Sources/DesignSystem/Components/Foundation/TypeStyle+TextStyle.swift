import LayoutEngine
extension TypeStyle {
    /// The text engine's style for this token with a paragraph style for one use.
    /// Korean breaks at spaces (`.hangulWordPriority`, iOS's behavior for Korean text),
    /// never between the syllables of a word.
    func textStyle(alignment: TextAlignment, lines: Int = 0) -> TextStyle {
        TextStyle(family: family, size: size, weight: weight,
                  paragraph: ParagraphStyle(alignment: alignment, lineBreakMode: lines == 0 ? .wordWrap : .truncateTail,
                                            lineBreakStrategy: .hangulWordPriority, numberOfLines: lines))
    }
}
