/// How a paragraph's lines are broken, spaced and placed; defaults are UIKit's `NSParagraphStyle.default`.
public struct ParagraphStyle: Sendable, Hashable, Codable {
    /// Placement of each line inside the layout width.
    public var alignment: TextAlignment = .natural
    /// What happens when a line is full.
    public var lineBreakMode: LineBreakMode = .wordWrap
    /// Extra rules for Korean text.
    public var lineBreakStrategy: LineBreakStrategy = .standard
    /// The most lines shown; 0 means unlimited.
    public var numberOfLines: Int = 0
    /// Multiplies each line's natural height (ascent + descent + leading); 0 leaves it unchanged.
    public var lineHeightMultiple: Double = 0
    /// A floor for each line's height in points; 0 means none.
    public var minimumLineHeight: Double = 0
    /// A ceiling for each line's height in points; 0 means none.
    public var maximumLineHeight: Double = 0
    /// Points added between two lines of the same paragraph.
    public var lineSpacing: Double = 0
    /// Points added after a paragraph (a hard break) before the next one.
    public var paragraphSpacing: Double = 0
    /// Points added after every character (UIKit's `.kern` attribute).
    public var letterSpacing: Double = 0
    /// Points by which the first line of each paragraph is indented.
    public var firstLineHeadIndent: Double = 0
    /// The paragraph's direction: `.natural` takes the first strong character's (UAX #9).
    public var baseWritingDirection: WritingDirection = .natural

    /// A style with UIKit's defaults, changed where an argument is given.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
        lineBreakStrategy: LineBreakStrategy = .standard, numberOfLines: Int = 0,
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0, paragraphSpacing: Double = 0, letterSpacing: Double = 0,
        firstLineHeadIndent: Double = 0, baseWritingDirection: WritingDirection = .natural
    ) {
        self.alignment = alignment; self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy; self.numberOfLines = numberOfLines
        self.lineHeightMultiple = lineHeightMultiple; self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight; self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing; self.letterSpacing = letterSpacing
        self.firstLineHeadIndent = firstLineHeadIndent
        self.baseWritingDirection = baseWritingDirection
    }

    /// Decodes a style from a scene file; every key is optional and missing ones keep UIKit's default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ParagraphStyle()
        alignment = try c.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? d.alignment
        lineBreakMode = try c.decodeIfPresent(LineBreakMode.self, forKey: .lineBreakMode) ?? d.lineBreakMode
        lineBreakStrategy = try c.decodeIfPresent(LineBreakStrategy.self, forKey: .lineBreakStrategy) ?? d.lineBreakStrategy
        numberOfLines = try c.decodeIfPresent(Int.self, forKey: .numberOfLines) ?? d.numberOfLines
        lineHeightMultiple = try c.decodeIfPresent(Double.self, forKey: .lineHeightMultiple) ?? d.lineHeightMultiple
        minimumLineHeight = try c.decodeIfPresent(Double.self, forKey: .minimumLineHeight) ?? d.minimumLineHeight
        maximumLineHeight = try c.decodeIfPresent(Double.self, forKey: .maximumLineHeight) ?? d.maximumLineHeight
        lineSpacing = try c.decodeIfPresent(Double.self, forKey: .lineSpacing) ?? d.lineSpacing
        paragraphSpacing = try c.decodeIfPresent(Double.self, forKey: .paragraphSpacing) ?? d.paragraphSpacing
        letterSpacing = try c.decodeIfPresent(Double.self, forKey: .letterSpacing) ?? d.letterSpacing
        firstLineHeadIndent = try c.decodeIfPresent(Double.self, forKey: .firstLineHeadIndent) ?? d.firstLineHeadIndent
        baseWritingDirection = try c.decodeIfPresent(WritingDirection.self, forKey: .baseWritingDirection) ?? d.baseWritingDirection
    }
}
