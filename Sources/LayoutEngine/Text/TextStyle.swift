/// The font and paragraph settings a piece of text is laid out with.
public struct TextStyle: Sendable, Hashable, Codable {
    /// The primary font family, or a font file path (a name containing "/" or ending in .ttf, .otf or .ttc);
    /// characters it lacks fall
    /// back to DejaVu Sans, then NanumGothic.
    public var family: String = "DejaVu Sans"
    /// The font size in points.
    public var size: Double = 17
    /// The weight of the primary font and of the fallbacks.
    public var weight: FontWeight = .regular
    /// Line breaking, spacing and alignment.
    public var paragraph: ParagraphStyle = .init()

    /// A style with the defaults (DejaVu Sans 17 pt regular, UIKit's default paragraph), changed where given.
    public init(family: String = "DejaVu Sans", size: Double = 17, weight: FontWeight = .regular,
                paragraph: ParagraphStyle = .init()) {
        self.family = family; self.size = size; self.weight = weight; self.paragraph = paragraph
    }

    /// Decodes a style from a scene file; every key is optional and missing ones keep the defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TextStyle()
        family = try c.decodeIfPresent(String.self, forKey: .family) ?? d.family
        size = try c.decodeIfPresent(Double.self, forKey: .size) ?? d.size
        weight = try c.decodeIfPresent(FontWeight.self, forKey: .weight) ?? d.weight
        paragraph = try c.decodeIfPresent(ParagraphStyle.self, forKey: .paragraph) ?? d.paragraph
    }
}
