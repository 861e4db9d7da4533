import LayoutEngine
/// The theme's named type styles. Seed 000's labels set no font (`CommonModal`'s title, message
/// and button labels, `CommonBottomModal`'s rows, `CommonToast`'s message), so they are UILabel's
/// default, the system font at 17 pt regular: the default theme's title, body and button styles.
/// `alertController` keeps the look of UIAlertController (a 17 pt bold title over a 15 pt
/// message) as a theme of its own. Seed 002 gives the relationship button 13 pt and 11 pt for the
/// small variant; the list sizes follow UIKit's inset-grouped list (17 pt rows, 13 pt headers).
public struct TypeStyleTokens: Sendable, Hashable {
    /// Modal titles: UILabel's default font (seed 000 sets none).
    public var title = TypeStyle(size: 17)
    /// Modal messages, toasts: UILabel's default font (seed 000 sets none).
    public var body = TypeStyle(size: 17)
    /// Button and row titles.
    public var button = TypeStyle(size: 17)
    /// Body labels: retry view, empty view, list rows, fields.
    public var label = TypeStyle(size: 17)
    /// Helpers, list headers, document details.
    public var caption = TypeStyle(size: 13)
    /// Relationship button titles: seed 002's `getButtonTitle(title:size: 13)`,
    /// `UIFont.notoSans(font: .notoSansKrMedium, ...)`: Noto Sans CJK KR Medium (Debian's
    /// fonts-noto-cjk-extra) at 13 pt.
    public var relationshipTitle = TypeStyle(family: TypeStyle.notoSansKR, size: 13, weight: .medium)
    /// The small relationship button's title: the same face at 11 pt.
    public var relationshipTitleSmall = TypeStyle(family: TypeStyle.notoSansKR, size: 11, weight: .medium)

    /// Journal card titles (seed 004's journal cell; sizes ours, the seed names its fonts only).
    public var cardTitle = TypeStyle(size: 15, weight: .bold)
    /// Journal card memos.
    public var cardBody = TypeStyle(size: 13)
    /// Journal card dates and tags.
    public var cardDetail = TypeStyle(size: 11)
    /// Document pages: the news title (seed 004's `pdfCreatorNewsTitle`).
    public var documentTitle = TypeStyle(size: 20, weight: .bold)
    /// Document pages: the journal's own title under the news title.
    public var documentHeading = TypeStyle(size: 17, weight: .bold)
    /// Document pages: the journal text (seed 004's `pdfCreatorContent`).
    public var documentBody = TypeStyle(size: 14)
    /// Navigation bar titles: UIKit's default, `UIFont.preferredFont(forTextStyle: .headline)`,
    /// 17 pt semibold (the sheet's navigation controller, seed 004).
    public var navigationTitle = TypeStyle(size: 17, weight: .semibold)
    /// The default styles above.
    public init() {}

    /// UIAlertController's look: the default styles with a 17 pt bold title and a 15 pt message.
    public static var alertController: TypeStyleTokens {
        var tokens = TypeStyleTokens()
        tokens.title = TypeStyle(size: 17, weight: .bold)
        tokens.body = TypeStyle(size: 15)
        return tokens
    }
}

extension TypeStyleTokens: TokenSet {
    /// The set's scene-file object: a key per token (`tokenKeys`).
    public static let sceneKeys = tokenKeys()
    static var defaults: TypeStyleTokens { TypeStyleTokens() }
    static var tokenPaths: [(name: String, path: WritableKeyPath<TypeStyleTokens, TypeStyle>)] {
        [("title", \.title), ("body", \.body), ("button", \.button), ("label", \.label),
         ("caption", \.caption),
         ("relationshipTitle", \.relationshipTitle), ("relationshipTitleSmall", \.relationshipTitleSmall), ("cardTitle", \.cardTitle), ("cardBody", \.cardBody),
         ("cardDetail", \.cardDetail), ("documentTitle", \.documentTitle), ("documentHeading", \.documentHeading), ("documentBody", \.documentBody),
         ("navigationTitle", \.navigationTitle)]
    }
}
