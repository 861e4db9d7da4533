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

extension TagFilter: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        let tags: [String] = try reader.read("tags", default: [], check: { $0.count <= 1000 ? nil : "expected at most 1000 tags, found \($0.count)" })
        self.init(tags: tags,
                  selected: try reader.read("selected", default: 0, check: { (0...tags.count).contains($0)
                      ? nil : "expected 0 (\"전체\") to \(tags.count), found \($0)" }),
                  whole: try reader.read("whole", default: TagFilter.wholeTitle))
        try reader.finish()
    }
}

extension TagFilter: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: "tagFilter")
        try writer.write("tags", tags, default: [])
        try writer.write("selected", selected, default: 0)
        try writer.write("whole", whole, default: TagFilter.wholeTitle)
    }
}
