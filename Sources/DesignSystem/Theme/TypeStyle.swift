import LayoutEngine
/// A named text style of the theme: font family, size in points and weight.
/// The text engine turns it into a `TextStyle` with a paragraph style per use.
public struct TypeStyle: Sendable, Hashable, Decodable {
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

    private enum CodingKeys: String, CodingKey { case family, size, weight }

    /// Decodes `{"size": 17}` with optional `family` and `weight`; the size must be a
    /// finite number above zero and at most 1000 points.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Double.self, forKey: .size)
        guard size.isFinite, size > 0, size <= 1000 else {
            throw DecodingError.dataCorruptedError(
                forKey: .size, in: container,
                debugDescription: "expected a font size above 0 and at most 1000 points, found \(size)")
        }
        self.init(family: try container.decodeIfPresent(String.self, forKey: .family) ?? TypeStyle.defaultFamily,
                  size: size,
                  weight: try container.decodeIfPresent(FontWeight.self, forKey: .weight) ?? .regular)
        // Opened here, so that a font that cannot be used (or a FIFO, which would block) is an
        // error at this key of the theme file, not at whichever scene first draws with it.
        do {
            try FontFile.check(family: family, weight: weight)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .family, in: container, debugDescription: "\(error)")
        }
    }
}
