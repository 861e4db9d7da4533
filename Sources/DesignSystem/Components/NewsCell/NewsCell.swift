import LayoutEngine
/// Seed 004's news cell (`NewsLinkPresentationCell`, COMPONENTS.md §14), a LinkPresentation-style
/// card: the article's thumbnail, or the default image when there is none (the seed's
/// `setupInvalidLinkPresentation` sets `UIImage(named: Constant.ImageString.notAvailable)`), its
/// title and site, the bookmark button selected or not (`bookMarkButton.setSelected()` /
/// `setUnselected()`) and the "journal written" mark (`showJournalWrittenImage()` /
/// `hideJournalWrittenImage()`). The seed selects the bookmark whenever it shows the mark: a
/// journal is written about a bookmarked article.
///
/// Scene-file keys: `title`, `site`, `image` (`{"path": ..., "contentMode": ...}` relative to the
/// scene file's folder, or `{"asset": ...}`; missing: the default image), `bookmarked`,
/// `journalWritten`.
///
/// Node ids: `newsCell`, `newsCell.thumbnail` (with `newsCell.thumbnail.image` for a picture, or
/// `newsCell.thumbnail.placeholder` for the default image), `newsCell.title`, `newsCell.site`,
/// `newsCell.accessories`, `newsCell.journalWritten` (absent unless written), `newsCell.bookmark`.
public struct NewsCell: FluentConfiguration, Hashable {
    /// The article's title: two lines at most, truncated at the tail.
    public var title: String
    /// The site the article is from (LinkPresentation's caption line).
    public var site: String
    /// The thumbnail; nil: the default image.
    public var image: ComponentImage?
    /// Whether the bookmark button is selected.
    public var bookmarked: Bool
    /// Whether the "journal written" mark shows.
    public var journalWritten: Bool

    /// A cell for the article `title` from `site` showing `image` (nil: the default image).
    public init(title: String = "", site: String = "", image: ComponentImage? = nil,
                bookmarked: Bool = false, journalWritten: Bool = false) {
        self.title = title; self.site = site; self.image = image
        self.bookmarked = bookmarked; self.journalWritten = journalWritten
    }

    /// A copy with the bookmark selected or not (the seed's `setSelected()` / `setUnselected()`).
    public func bookmarked(_ selected: Bool = true) -> Self { with(\.bookmarked, selected) }
    /// A copy showing the "journal written" mark, bookmarked as the seed's observer does
    /// (`setSelected()` then `showJournalWrittenImage()`).
    public func showingJournalWritten() -> Self { with(\.journalWritten, true).bookmarked() }
    /// A copy showing `image` as the thumbnail.
    public func image(_ picture: ComponentImage?) -> Self { with(\.image, picture) }
}

extension NewsCell: SceneComponent {
    public static var sceneKeys: SceneKeys<NewsCell> {
        SceneKeys(component: "newsCell", prototype: NewsCell(),
                  summary: "Seed 004's news cell (LinkPresentation-style). Ids: newsCell, newsCell.thumbnail(.image|.placeholder), "
                    + "newsCell.title, newsCell.site, newsCell.accessories, newsCell.journalWritten, newsCell.bookmark.", keys: [
            .value("title", \.title),
            .value("site", \.site),
            .optional("image", \.image, doc: "The thumbnail; missing: the default image."),
            .value("bookmarked", \.bookmarked),
            .value("journalWritten", \.journalWritten, doc: "Shows the \"journal written\" mark."),
        ])
    }
}
