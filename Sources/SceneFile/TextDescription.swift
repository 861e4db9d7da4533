import LayoutEngine
import DesignSystem
/// The text of a raw node:
/// `"text": {"string": "..", "fontSize": 17, "weight": "bold", "color": "#..", "alignment": "center", "lines": 0}`.
/// Optional keys: `font` (a family name or a font file path) and `lineBreak` (`word`, `char` or
/// `hangul-word`: no break between Hangul syllables, as CSS `word-break: keep-all`).
public struct TextDescription: Sendable, Hashable {
    public var string: String
    public var style: TextStyle
    public var color: Color

    public init(string: String, style: TextStyle = TextStyle(), color: Color = .black) {
        self.string = string; self.style = style; self.color = color
    }

    /// The scene file's names for line breaking, mapped onto the text engine's mode and strategy.
    enum LineBreak: String, CaseIterable, SceneValue {
        case word, char
        case hangulWord = "hangul-word"

        init(_ paragraph: ParagraphStyle) {
            self = paragraph.lineBreakStrategy == .hangulWordPriority ? .hangulWord : paragraph.lineBreakMode == .charWrap ? .char : .word
        }

        func apply(to paragraph: inout ParagraphStyle) {
            switch self {
            case .word: paragraph.lineBreakMode = .wordWrap
            case .char: paragraph.lineBreakMode = .charWrap
            case .hangulWord: paragraph.lineBreakStrategy = .hangulWordPriority
            }
        }
    }

    /// The same text with its font file, when `font` names one by a relative path, found from the
    /// scene file's folder (`SceneFileLocations`) and opened there, as the decoder opens any other
    /// font (`sceneKeys`' check).
    func resolved(_ locations: SceneFileLocations) throws(FontError) -> TextDescription {
        guard FontFile.isRelativePath(style.family) else { return self }
        var copy = self
        copy.style.family = locations.path(style.family)
        try FontFile.check(family: copy.style.family, weight: style.weight, italic: style.italic)
        return copy
    }

    /// Shapes and lays out the string in `width` points at `scale`.
    public func layout(width: Double, scale: Double, engine: TextEngine) throws -> TextLayout {
        try engine.layout(string, style: style, maxWidth: width, scale: scale)
    }
}

extension TextDescription: SceneConfigurable, SceneValue {
    public static var schema: JSONValue { ["$ref": "#/$defs/text"] }

    /// The most lines a text may ask for.
    static let lineLimit = 0...100_000

    /// A text's keys: the one declaration of its decoder, encoder and schema (`text`).
    public static let sceneKeys = SceneKeys<TextDescription>(prototype: TextDescription(string: ""), keys: [
        .value("string", \.string, required: true),
        .value("fontSize", \.style.size, .number(in: 1...1000)),
        .value("weight", \.style.weight),
        .value("color", \.color),
        .value("alignment", \.style.paragraph.alignment),
        SceneKey("lines", Double.self, check: .wholeNumber(in: lineLimit), doc: "0 = as many as needed.", schema: Int.schema,
                 get: { Double($0.style.paragraph.numberOfLines) }, set: { $0.style.paragraph.numberOfLines = Int($1) }),
        .value("font", \.style.family,
               doc: "A family name (fontconfig) or a font file path, relative to the scene file's folder. Default DejaVu Sans "
                + "with NanumGothic fallback."),
        SceneKey("lineBreak", LineBreak.self, get: { LineBreak($0.style.paragraph) }, set: { $1.apply(to: &$0.style.paragraph) }),
    ], refusesUnknownKeys: false, validate: { text in
        // A relative font file is opened once the scene file's folder is known (`resolved`).
        guard !FontFile.isRelativePath(text.style.family) else { return nil }
        do {
            try FontFile.check(family: text.style.family, weight: text.style.weight, italic: text.style.italic)
            return nil
        } catch {
            return ("font", "\(error)")
        }
    })
}
