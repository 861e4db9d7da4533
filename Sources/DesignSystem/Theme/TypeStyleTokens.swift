import LayoutEngine
/// The theme's named type styles. Seed 000 leaves the fonts to UILabel's default
/// (17 pt system font); seed 002 gives the relationship button 13 pt and 11 pt for the
/// small variant. The alert sizes follow UIAlertController (17 pt bold title, 13-15 pt
/// message, 17 pt buttons); the list sizes follow UIKit's inset-grouped list (17 pt rows,
/// 13 pt headers).
public struct TypeStyleTokens: Sendable, Hashable, Decodable {
    /// Modal titles.
    public var title = TypeStyle(size: 17, weight: .bold)
    /// Modal messages, toasts.
    public var body = TypeStyle(size: 15)
    /// Button and row titles.
    public var button = TypeStyle(size: 17)
    /// Body labels: retry view, empty view, list rows, fields.
    public var label = TypeStyle(size: 17)
    /// Relationship titles, helpers, list headers.
    public var caption = TypeStyle(size: 13)
    /// The small relationship variant.
    public var captionSmall = TypeStyle(size: 11)

    /// Journal card titles (seed 004's journal cell; sizes ours, the seed names its fonts only).
    public var cardTitle = TypeStyle(size: 15, weight: .bold)
    /// Journal card memos.
    public var cardBody = TypeStyle(size: 13)
    /// Journal card dates and tags.
    public var cardDetail = TypeStyle(size: 11)
    /// Document pages: the news title (seed 004's `pdfCreatorNewsTitle`).
    public var documentTitle = TypeStyle(size: 20, weight: .bold)
    /// Document pages: the journal text (seed 004's `pdfCreatorContent`).
    public var documentBody = TypeStyle(size: 14)
    /// The default styles above.
    public init() {}

    public init(from decoder: Decoder) throws { try self.init(overridingDefaultsFrom: decoder) }
}

extension TypeStyleTokens: TokenSet {
    static var defaults: TypeStyleTokens { TypeStyleTokens() }
    static var tokenPaths: [(name: String, path: WritableKeyPath<TypeStyleTokens, TypeStyle>)] {
        [("title", \.title), ("body", \.body), ("button", \.button), ("label", \.label),
         ("caption", \.caption), ("captionSmall", \.captionSmall), ("cardTitle", \.cardTitle), ("cardBody", \.cardBody),
         ("cardDetail", \.cardDetail), ("documentTitle", \.documentTitle), ("documentBody", \.documentBody)]
    }
}
