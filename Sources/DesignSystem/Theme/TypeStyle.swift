import LayoutEngine
/// A named text style of the theme: font family, size in points and weight.
/// The text engine turns it into a `TextStyle` with a paragraph style per use.
public struct TypeStyle: Sendable, Hashable {
    /// A fontconfig family name.
    public var family: String
    /// Points.
    public var size: Double
    /// Regular or bold.
    public var weight: FontWeight

    /// Our default family: DejaVu Sans for Latin (Hangul falls back to NanumGothic in the text engine).
    public static let defaultFamily = "DejaVu Sans"
    /// Seed 002's `notoSansKr` fonts: Noto Sans CJK KR from Debian's fonts-noto-cjk(-extra).
    public static let notoSansKR = "Noto Sans CJK KR"

    /// A style of `family` at `size` points and `weight`.
    public init(family: String = TypeStyle.defaultFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }
}

extension TypeStyle: SceneConfigurable, SceneValue {
    public static var schema: JSONValue { ["$ref": "#/$defs/typeStyle"] }

    /// A type style's keys, `{"size": 17}` with optional `family` and `weight`: the one declaration
    /// of its decoder, encoder and schema (`typeStyle`). Unknown keys are left to the document
    /// decoder, which suggests the nearest.
    public static let sceneKeys = SceneKeys<TypeStyle>(prototype: TypeStyle(size: 0), keys: [
        .value("family", \.family),
        .value("size", \.size, SceneCheck(schema: [.init("exclusiveMinimum", 0), .init("maximum", 1000), .init("description", "Points.")]) {
            $0.isFinite && $0 > 0 && $0 <= 1000 ? nil : "expected a font size above 0 and at most 1000 points, found \($0)"
        }, required: true),
        .value("weight", \.weight),
    ], refusesUnknownKeys: false, validate: { style in
        // Opened here, so that a font that cannot be used (or a FIFO, which would block) is an
        // error at this key of the theme file, not at whichever scene first draws with it.
        do {
            try FontFile.check(family: style.family, weight: style.weight)
            return nil
        } catch {
            return ("family", "\(error)")
        }
    })
}
