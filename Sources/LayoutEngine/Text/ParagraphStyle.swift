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
    /// Where tabs stop, measured from the text's left edge (UIKit's `NSParagraphStyle.tabStops`; by
    /// default twelve left stops every 28 points, as `NSParagraphStyle.default`).
    public var tabStops: [TextTab] = ParagraphStyle.defaultTabStops
    /// Past the last stop, tabs stop at multiples of this many points (left stops); 0 (UIKit's
    /// default): a tab past the last stop is as wide as a space.
    public var defaultTabInterval: Double = 0

    /// `NSParagraphStyle.default`'s tab stops: left stops at 28, 56, ... 336 points.
    public static let defaultTabStops = (1...12).map { TextTab(location: Double($0) * 28) }

    /// The stop a tab at `x` points from the left edge goes to: the nearest after it (in any order, as
    /// UIKit sorts them), else a left stop at the next multiple of `defaultTabInterval`, else nil (the
    /// tab keeps its own width).
    func tabStop(after x: Double) -> TextTab? {
        var nearest: TextTab?
        for stop in tabStops where stop.location > x + 1e-9 && stop.location < nearest?.location ?? .infinity {
            nearest = stop
        }
        if let nearest { return nearest }
        guard defaultTabInterval > 0 else { return nil }
        return TextTab(location: ((x + 1e-9) / defaultTabInterval).rounded(.down) * defaultTabInterval + defaultTabInterval)
    }

    /// The keys scene files use (tab stops are set by code: `NSParagraphStyle` in ViewKit).
    private enum CodingKeys: String, CodingKey {
        case alignment, lineBreakMode, lineBreakStrategy, numberOfLines, lineHeightMultiple, minimumLineHeight,
             maximumLineHeight, lineSpacing, paragraphSpacing, letterSpacing, firstLineHeadIndent, baseWritingDirection
    }

    /// A style with UIKit's defaults, changed where an argument is given.
    public init(
        alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrap,
        lineBreakStrategy: LineBreakStrategy = .standard, numberOfLines: Int = 0,
        lineHeightMultiple: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        lineSpacing: Double = 0, paragraphSpacing: Double = 0, letterSpacing: Double = 0,
        firstLineHeadIndent: Double = 0, baseWritingDirection: WritingDirection = .natural,
        tabStops: [TextTab] = ParagraphStyle.defaultTabStops, defaultTabInterval: Double = 0
    ) {
        self.alignment = alignment; self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy; self.numberOfLines = numberOfLines
        self.lineHeightMultiple = lineHeightMultiple; self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight; self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing; self.letterSpacing = letterSpacing
        self.firstLineHeadIndent = firstLineHeadIndent
        self.baseWritingDirection = baseWritingDirection
        self.tabStops = tabStops; self.defaultTabInterval = defaultTabInterval
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
