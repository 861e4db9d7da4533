import LayoutEngine
/// The inset-grouped list of seed 004 (COMPONENTS.md §13): a header ("최근 검색어",
/// recent search words) over a rounded group of rows, the words sorted by count and then
/// by recency, laid out as UIKit's `.insetGrouped` list appearance.
///
/// The seed deletes a word by swiping its row (`trailingSwipeActionsConfigurationProvider`
/// returning one `UIContextualAction(style: .destructive, ...)`): `swipedRow` at `swipeOffset`
/// draws that row swiped, its content moved left by the offset and the red delete action filling
/// the revealed width.
///
/// Scene-file keys: `header` (default "최근 검색어"), `words`
/// (`[{"word": "…", "count": 3, "lastSearched": 1700000000}]`), `swipedRow` (a row in display
/// order; default none), `swipeOffset` (points, default 80), `deleteTitle` (default "삭제").
///
/// Node ids: `list`, `list.header`, `list.group`, `list.row.N` with `list.row.N.title`,
/// `list.row.N.count`, and `list.row.N.separator` between rows; a swiped row holds them in
/// `list.row.N.content`, beside `list.row.N.action` with `list.row.N.action.title`.
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
    /// The row (in display order) swiped to show its delete action; nil: none.
    public var swipedRow: Int?
    /// How far the swiped row has moved left, in points: the width of the revealed action (at
    /// most the row's width).
    public var swipeOffset = 80.0
    /// The destructive action's title. The seed names a constant
    /// (`NewsSearchSetupValues.searchKeywordSwipeDeletionActionTitle`) whose text the post does not
    /// show; "삭제" is iOS's Korean "Delete".
    public var deleteTitle = "삭제"

    /// A list headed `header` showing `words` in display order.
    public init(header: String = "최근 검색어", words: [SearchWord] = []) {
        self.header = header; self.words = words
    }

    /// A copy with one more search word.
    public func word(_ word: String, count: Int, lastSearched: Double) -> Self {
        with(\.words, words + [SearchWord(word, count: count, lastSearched: lastSearched)])
    }

    /// A copy with row `row` (display order) swiped `offset` points to show its delete action.
    public func swiping(row: Int, by offset: Double) -> Self { with(\.swipedRow, row).with(\.swipeOffset, offset) }
    /// A copy whose delete action is titled `title`.
    public func deleteTitle(_ title: String) -> Self { with(\.deleteTitle, title) }

    /// The rows in display order.
    public var sortedWords: [SearchWord] { words.sorted(by: SearchWord.displayOrder) }
}

extension InsetGroupedList: SceneComponent {
    public static var sceneKeys: SceneKeys<InsetGroupedList> {
        SceneKeys(component: "insetGroupedList", prototype: InsetGroupedList(), summary: "Inset-grouped list, sorted by count then recency. Ids: list, list.header, list.group, list.row.N(.title, .count, .separator).", keys: [
            .value("header", \.header),
            .value("words", \.words),
            .optional("swipedRow", \.swipedRow, .atLeast(0, "(a row in display order)"),
                      doc: "The row, in display order, swiped to show its delete action."),
            .value("swipeOffset", \.swipeOffset, .range(0...1000, "an offset in points"),
                   doc: "How far the swiped row has moved left: the revealed action's width (at most the row's)."),
            .value("deleteTitle", \.deleteTitle),
        ], validate: { list in
            guard let row = list.swipedRow, row >= list.words.count else { return nil }
            guard !list.words.isEmpty else { return ("swipedRow", "the list has no rows to swipe, found row \(row)") }
            return ("swipedRow", "expected a row from 0 to \(list.words.count - 1), found \(row)")
        })
    }
}
