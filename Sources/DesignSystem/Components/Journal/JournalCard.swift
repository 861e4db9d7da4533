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

    /// Where the card's labels go at `width` (the column width): each label's text, type style,
    /// line limit, top and measured height (measured without placing glyphs: the grid measures
    /// every card, drawn or not), and the card's height.
    func placement(width: Double, theme: Theme, scale: Double, memoLines: Int,
                   engine: TextEngine = .current) throws -> Placement {
        var y = 0.0
        var placed: [Placement.Label] = []
        let labelWidth = max(width - theme.spacing.cardInset, 1 / scale)
        for label in labels(theme: theme, memoLines: memoLines) {
            y += label.gap
            let height = try engine.measure(label.text, style: label.style.textStyle(alignment: .left, lines: label.lines),
                                            maxWidth: labelWidth, scale: scale).height
            placed.append(Placement.Label(name: label.name, text: label.text, style: label.style, lines: label.lines,
                                          top: y, height: height))
            y += height
        }
        return Placement(labels: placed, height: y + theme.spacing.cardInset, inset: theme.spacing.cardInset / 2)
    }

    /// The card's height at `width`, as `placement` gives it.
    func height(width: Double, theme: Theme, scale: Double, memoLines: Int, engine: TextEngine = .current) throws -> Double {
        try placement(width: width, theme: theme, scale: scale, memoLines: memoLines, engine: engine).height
    }

    /// The labels top to bottom: name, text, type style, line limit and the gap above it.
    private func labels(theme: Theme, memoLines: Int) -> [(name: String, text: String, style: TypeStyle, lines: Int, gap: Double)] {
        let spacing = theme.spacing, type = theme.typography
        return [("title", title, type.cardTitle, 2, spacing.cardInset),
                ("edited", edited, type.cardDetail, 1, spacing.cardLineGap),
                ("tag", tag, type.cardDetail, 1, spacing.cardLineGap),
                ("memo", memo, type.cardBody, memoLines, spacing.cardInset)]
    }

    struct Placement {
        struct Label { var name: String; var text: String; var style: TypeStyle; var lines: Int; var top: Double; var height: Double }
        var labels: [Label]
        var height: Double
        /// The labels' left inset.
        var inset: Double
    }
}

extension JournalCard: SceneConfigurable, SceneValue {
    public static var sceneKeys: SceneKeys<JournalCard> {
        SceneKeys(component: nil, prototype: JournalCard(title: ""), summary: "One journal card (seed 004): title (at most 2 lines), "
                    + "edited date, tag, memo (any number of lines).", keys: [
            .value("title", \.title),
            .value("edited", \.edited),
            .value("tag", \.tag),
            .value("memo", \.memo),
        ])
    }
}
