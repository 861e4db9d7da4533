import LayoutEngine

/// One card of seed 004's journal list (`JournalRealmCell`, COMPONENTS.md §9): the journal's title,
/// its edited date, its tag and its memo, stacked with the seed's insets. Its height is the sum of
/// every label's measured height and the insets: top inset, title, line gap, date, line gap, tag,
/// inset, memo, inset (the seed's `offsetForTitleAndMemo * 3 + offsetForDateAndTag * 2 + ...`). The
/// seed measures only the memo and estimates the other labels from the width; every label here is
/// measured by the text engine at the label width, the column width less one inset (the seed's
/// `width - journalRealmCellLabelInset`, half of it on each side). The title shows at most two
/// lines, the date and the tag one, each truncated with "…".
///
/// Scene-file keys (inside `journalGrid`'s `cards`): `title`, `edited`, `tag`, `memo`.
public struct JournalCard: Sendable, Hashable {
    public var title: String
    /// The edited date, as the app shows it ("2024.05.01 편집").
    public var edited: String
    public var tag: String
    /// Free text, any number of lines.
    public var memo: String

    public init(title: String, edited: String = "", tag: String = "", memo: String = "") {
        self.title = title; self.edited = edited; self.tag = tag; self.memo = memo
    }

    /// The card's labels set at `width` (the column width): their text layouts, top to bottom,
    /// with the offset of each from the card's top, and the card's height.
    func layout(width: Double, theme: Theme, scale: Double, memoLines: Int) throws -> Layout {
        let spacing = theme.spacing, type = theme.typography
        let labelWidth = max(width - spacing.cardInset, 1 / scale)
        let engine = TextEngine.current
        func set(_ text: String, _ style: TypeStyle, lines: Int) throws -> TextLayout {
            try engine.layout(text, style: style.textStyle(alignment: .left, lines: lines), maxWidth: labelWidth, scale: scale)
        }
        let labels = [("title", try set(title, type.cardTitle, lines: 2), spacing.cardInset),
                      ("edited", try set(edited, type.cardDetail, lines: 1), spacing.cardLineGap),
                      ("tag", try set(tag, type.cardDetail, lines: 1), spacing.cardLineGap),
                      ("memo", try set(memo, type.cardBody, lines: memoLines), spacing.cardInset)]
        var y = 0.0
        var placed: [Layout.Label] = []
        for (name, text, gap) in labels {
            y += gap
            placed.append(Layout.Label(name: name, text: text, top: y))
            y += text.size.height
        }
        return Layout(labels: placed, height: y + spacing.cardInset, inset: spacing.cardInset / 2)
    }

    struct Layout {
        struct Label { var name: String; var text: TextLayout; var top: Double }
        var labels: [Label]
        var height: Double
        /// The labels' left inset.
        var inset: Double
    }
}

extension JournalCard: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder, readsComponentKey: false)
        self.init(title: try reader.read("title", default: ""), edited: try reader.read("edited", default: ""),
                  tag: try reader.read("tag", default: ""), memo: try reader.read("memo", default: ""))
        try reader.finish()
    }
}
