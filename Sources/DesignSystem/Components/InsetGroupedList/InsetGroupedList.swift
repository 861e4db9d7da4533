import LayoutEngine
/// The inset-grouped list of seed 004 (COMPONENTS.md §13): a header ("최근 검색어",
/// recent search words) over a rounded group of rows, the words sorted by count and then
/// by recency, laid out as UIKit's `.insetGrouped` list appearance.
///
/// Scene-file keys: `header` (default "최근 검색어"), `words`
/// (`[{"word": "…", "count": 3, "lastSearched": 1700000000}]`).
///
/// Node ids: `list`, `list.header`, `list.group`, `list.row.N` with `list.row.N.title`,
/// `list.row.N.count`, and `list.row.N.separator` between rows.
public struct InsetGroupedList: FluentConfiguration, Hashable {
    /// UIKit's list metrics: 44-point rows, 20-point side margins, separators inset to the
    /// text (16 points), header text 16 points in from the group's edge.
    public static let rowHeight = 44.0
    /// UIKit's inset-grouped margin on phones.
    public static let sideMargin = 20.0
    /// Where row text and separators start inside the group.
    public static let textInset = 16.0

    /// The header above the group.
    public var header: String
    /// The words in any order; `sortedWords` gives the display order.
    public var words: [SearchWord]

    /// A list headed `header` showing `words` in display order.
    public init(header: String = "최근 검색어", words: [SearchWord] = []) {
        self.header = header; self.words = words
    }

    /// A copy with one more search word.
    public func word(_ word: String, count: Int, lastSearched: Double) -> Self {
        with(\.words, words + [SearchWord(word, count: count, lastSearched: lastSearched)])
    }

    /// The rows in display order.
    public var sortedWords: [SearchWord] { words.sorted(by: SearchWord.displayOrder) }
}

extension InsetGroupedList: SceneComponent {
    public static var sceneKeys: SceneKeys<InsetGroupedList> {
        SceneKeys(component: "insetGroupedList", prototype: InsetGroupedList(), summary: "Inset-grouped list, sorted by count then recency. Ids: list, list.header, list.group, list.row.N(.title, .count, .separator).", keys: [
            .value("header", \.header),
            .value("words", \.words),
        ])
    }
}
