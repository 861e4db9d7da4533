import LayoutEngine
import DesignSystem
/// The text of a raw node:
/// `"text": {"string": "..", "fontSize": 17, "weight": "bold", "color": "#..", "alignment": "center", "lines": 0}`.
/// Optional keys: `font` (a family name or a font file path) and `lineBreak` (`word`, `char` or
/// `hangul-word`: no break between Hangul syllables, as CSS `word-break: keep-all`).
public struct TextDescription: Decodable, Sendable, Hashable {
    public var string: String
    public var style: TextStyle
    public var color: Color

    public init(string: String, style: TextStyle = TextStyle(), color: Color = .black) {
        self.string = string; self.style = style; self.color = color
    }

    /// The scene file's names for line breaking, mapped onto the text engine's mode and strategy.
    enum LineBreak: String, CaseIterable {
        case word, char
        case hangulWord = "hangul-word"
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case string, fontSize, weight, color, alignment, lines, font, lineBreak }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        string = try c.decode(String.self, forKey: .string)
        color = try c.decodeIfPresent(Color.self, forKey: .color) ?? .black
        var paragraph = ParagraphStyle()
        paragraph.alignment = try c.choice(.alignment, default: TextAlignment.natural)
        paragraph.numberOfLines = try c.wholeNumber(.lines, in: 0...100_000, default: 0)
        switch try c.choice(.lineBreak, default: LineBreak.word) {
        case .word: paragraph.lineBreakMode = .wordWrap
        case .char: paragraph.lineBreakMode = .charWrap
        case .hangulWord: paragraph.lineBreakStrategy = .hangulWordPriority
        }
        style = TextStyle(family: try c.decodeIfPresent(String.self, forKey: .font) ?? TextStyle().family,
                          size: try c.number(.fontSize, in: 1...1000, default: 17),
                          weight: try c.choice(.weight, default: FontWeight.regular),
                          paragraph: paragraph)
        do {
            try FontFile.check(family: style.family, weight: style.weight, italic: style.italic)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .font, in: c, debugDescription: "\(error)")
        }
    }

    /// Shapes and lays out the string in `width` points at `scale`.
    public func layout(width: Double, scale: Double, engine: TextEngine) throws -> TextLayout {
        try engine.layout(string, style: style, maxWidth: width, scale: scale)
    }
}
