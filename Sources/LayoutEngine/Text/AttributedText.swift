/// Text whose stretches have their own font, size, weight, color, kern, underline and strikethrough,
/// laid out as one paragraph (UIKit's `NSAttributedString` measured and drawn by TextKit): the lines
/// break across the stretches, a line is as tall as the largest font on it, and a word that changes
/// style keeps its shaping context (Arabic joining forms) because each stretch of a word is shaped
/// with the whole word around it.
public struct AttributedText: Sendable, Hashable {
    /// One stretch of text and how it looks.
    public struct Run: Sendable, Hashable {
        public var text: String
        /// The font: family, size, weight, italic, fallback list and language (its `paragraph` is not read).
        public var font: TextStyle
        /// The glyphs' color; nil draws them in the color the text node is given.
        public var color: Color?
        /// Points added after every character (UIKit's `.kern`).
        public var kern: Double
        /// A line under the glyphs (UIKit's `.underlineStyle`), in `color`.
        public var underline: TextDecoration.Style?
        /// A line through the glyphs (UIKit's `.strikethroughStyle`), in `color`.
        public var strikethrough: TextDecoration.Style?

        public init(_ text: String, font: TextStyle, color: Color? = nil, kern: Double = 0,
                    underline: TextDecoration.Style? = nil, strikethrough: TextDecoration.Style? = nil) {
            self.text = text; self.font = font; self.color = color; self.kern = kern
            self.underline = underline; self.strikethrough = strikethrough
        }
    }

    public var runs: [Run]
    /// Alignment, line breaking, spacing and direction of the whole text (the first paragraph
    /// style of an attributed string, as UILabel applies it); its `letterSpacing` is not read.
    public var paragraph: ParagraphStyle

    public init(_ runs: [Run], paragraph: ParagraphStyle = .init()) {
        self.runs = runs; self.paragraph = paragraph
    }

    /// The whole text.
    public var string: String { runs.map(\.text).joined() }
}
