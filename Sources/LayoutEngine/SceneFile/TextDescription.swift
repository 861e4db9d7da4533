/// The text of a raw node:
/// `"text": {"string": "..", "fontSize": 17, "weight": "bold", "color": "#..", "alignment": "center", "lines": 0}`.
/// Optional keys: `font` (family name or file path), `lineBreak` (word, char, hangul-word).
public struct TextDescription: Decodable, Sendable, Hashable {
    /// Lays out a text description in a width (points) at a scale.
    public typealias Layouter = @Sendable (TextDescription, _ width: Double, _ scale: Double) throws -> TextLayout

    public enum Weight: String, Sendable, CaseIterable { case regular, bold }
    public enum Alignment: String, Sendable, CaseIterable { case left, center, right, natural, justified }
    public enum LineBreak: String, Sendable, CaseIterable {
        case word, char
        case hangulWord = "hangul-word"
    }

    public var string: String
    public var fontSize: Double
    public var weight: Weight
    public var color: Color
    public var alignment: Alignment
    /// 0 means as many lines as the text needs.
    public var lines: Int
    public var font: String?
    public var lineBreak: LineBreak

    public init(string: String, fontSize: Double = 17, weight: Weight = .regular, color: Color = .black,
                alignment: Alignment = .natural, lines: Int = 0, font: String? = nil, lineBreak: LineBreak = .word) {
        self.string = string; self.fontSize = fontSize; self.weight = weight; self.color = color
        self.alignment = alignment; self.lines = lines; self.font = font; self.lineBreak = lineBreak
    }

    enum CodingKeys: String, CodingKey { case string, fontSize, weight, color, alignment, lines, font, lineBreak }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        string = try c.decode(String.self, forKey: .string)
        fontSize = try c.number(.fontSize, in: 1...1000, default: 17)
        weight = try c.choice(.weight, default: Weight.regular)
        color = try c.decodeIfPresent(Color.self, forKey: .color) ?? .black
        alignment = try c.choice(.alignment, default: Alignment.natural)
        lines = Int(try c.number(.lines, in: 0...100_000, default: 0))
        font = try c.decodeIfPresent(String.self, forKey: .font)
        lineBreak = try c.choice(.lineBreak, default: LineBreak.word)
    }
}
