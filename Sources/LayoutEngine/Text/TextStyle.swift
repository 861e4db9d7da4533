/// The font and paragraph settings a piece of text is laid out with.
public struct TextStyle: Sendable, Hashable, Codable {
    /// The primary font family, or a font file path (a name containing "/" or ending in .ttf, .otf or .ttc).
    public var family: String = "DejaVu Sans"
    /// The font size in points.
    public var size: Double = 17
    /// The weight of the primary font and of the fallbacks.
    public var weight: FontWeight = .regular
    /// Whether the face is italic (the family's italic or oblique face, else its upright face slanted).
    public var italic: Bool = false
    /// Line breaking, spacing and alignment.
    public var paragraph: ParagraphStyle = .init()
    /// The families (or font files) tried, in order, for each character cluster `family` lacks, as
    /// CSS's `font-family` list; nil uses the registry's `defaultFallback` (the world list).
    public var fallback: [String]? = nil
    /// The text's language as a BCP 47 tag ("ja", "zh-Hant", "ko"): it picks the Noto Sans CJK
    /// family that draws Han characters; nil is Japanese.
    public var language: String? = nil

    /// A style with the defaults (DejaVu Sans 17 pt regular, UIKit's default paragraph, the world
    /// fallback list), changed where given.
    public init(family: String = "DejaVu Sans", size: Double = 17, weight: FontWeight = .regular,
                paragraph: ParagraphStyle = .init(), fallback: [String]? = nil, language: String? = nil,
                italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.paragraph = paragraph
        self.italic = italic
        self.fallback = fallback; self.language = language
    }

    /// Decodes a style from a scene file; every key is optional and missing ones keep the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TextStyle()
        family = try c.decodeIfPresent(String.self, forKey: .family) ?? d.family
        size = try c.decodeIfPresent(Double.self, forKey: .size) ?? d.size
        weight = try c.decodeIfPresent(FontWeight.self, forKey: .weight) ?? d.weight
        italic = try c.decodeIfPresent(Bool.self, forKey: .italic) ?? d.italic
        paragraph = try c.decodeIfPresent(ParagraphStyle.self, forKey: .paragraph) ?? d.paragraph
        fallback = try c.decodeIfPresent([String].self, forKey: .fallback)
        language = try c.decodeIfPresent(String.self, forKey: .language)
    }
}
