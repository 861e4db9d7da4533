import LayoutEngine
/// Seed 004's journal tag filter (COMPONENTS.md §14): a row of tag buttons, "전체" (the seed's
/// `TagType.whole`, added only in `JournalViewController`) first, then the tags, exactly one
/// selected; selecting "전체" shows every journal, any other tag only its journals.
///
/// Scene-file keys: `tags` (the titles after "전체"), `selected` (0 is "전체", default 0),
/// `whole` (the first button's title, default "전체").
///
/// Node ids: `tagFilter`, `tagFilter.tag.N` (N from 0, "전체" first) with `tagFilter.tag.N.title`.
public struct TagFilter: FluentConfiguration, Hashable {
    /// Seed 004: `case whole = "전체"`.
    public static let wholeTitle = "전체"

    /// The tags after "전체", in order.
    public var tags: [String]
    /// The selected button's index, 0 being "전체".
    public var selected: Int
    /// The first button's title.
    public var whole: String

    /// A filter of `tags` after "전체", the button at `selected` selected.
    public init(tags: [String] = [], selected: Int = 0, whole: String = TagFilter.wholeTitle) {
        self.tags = tags; self.selected = selected; self.whole = whole
    }

    /// A copy with the button at `index` selected (0 is "전체").
    public func selecting(_ index: Int) -> Self { with(\.selected, index) }

    /// Every button's title, "전체" first.
    public var titles: [String] { [whole] + tags }
}

extension TagFilter: SceneComponent {
    public static var sceneKeys: SceneKeys<TagFilter> {
        SceneKeys(component: "tagFilter", prototype: TagFilter(),
                  summary: "Seed 004's tag filter: \"전체\" first, one selected. Ids: tagFilter, tagFilter.tag.N(.title).", keys: [
            .value("tags", \.tags, .count(0, upTo: 1000, "tags"), doc: "The tags after \"전체\", in order."),
            .value("selected", \.selected, .atLeast(0, "(0 is \"전체\")"),
                   doc: "The selected button: 0 is \"전체\", then the tags (at most the number of tags)."),
            .value("whole", \.whole),
        ], validate: { filter in
            filter.selected <= filter.tags.count ? nil
                : ("selected", "expected 0 (\"전체\") to \(filter.tags.count), found \(filter.selected)")
        })
    }
}
