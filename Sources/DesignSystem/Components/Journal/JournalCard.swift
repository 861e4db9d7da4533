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
    func layout(width: Double, theme: Theme, scale: Double, memoLines: Int,
                engine: TextEngine = .current) throws -> Layout {
        var y = 0.0
        var placed: [Layout.Label] = []
        for label in labels(theme: theme, memoLines: memoLines) {
            y += label.gap
            let text = try engine.layout(label.text, style: label.style, maxWidth: labelWidth(width, theme, scale), scale: scale)
            placed.append(Layout.Label(name: label.name, text: text, top: y))
            y += text.size.height
        }
        return Layout(labels: placed, height: y + theme.spacing.cardInset, inset: theme.spacing.cardInset / 2)
    }

    /// The card's height at `width`, as `layout` gives it, measuring the labels without placing
    /// their glyphs: what the grid needs for every card, drawn or not.
    func height(width: Double, theme: Theme, scale: Double, memoLines: Int, engine: TextEngine = .current) throws -> Double {
        var y = 0.0  // summed in `layout`'s order, so the two agree to the last bit
        for label in labels(theme: theme, memoLines: memoLines) {
            y += label.gap
            y += try engine.measure(label.text, style: label.style, maxWidth: labelWidth(width, theme, scale), scale: scale).height
        }
        return y + theme.spacing.cardInset
    }

    /// The labels top to bottom: name, text, style (with its line limit) and the gap above it.
    private func labels(theme: Theme, memoLines: Int) -> [(name: String, text: String, style: TextStyle, gap: Double)] {
        let spacing = theme.spacing, type = theme.typography
        func style(_ style: TypeStyle, lines: Int) -> TextStyle { style.textStyle(alignment: .left, lines: lines) }
        return [("title", title, style(type.cardTitle, lines: 2), spacing.cardInset),
                ("edited", edited, style(type.cardDetail, lines: 1), spacing.cardLineGap),
                ("tag", tag, style(type.cardDetail, lines: 1), spacing.cardLineGap),
                ("memo", memo, style(type.cardBody, lines: memoLines), spacing.cardInset)]
    }

    /// The labels' width: the column width less one inset, at least one pixel.
    private func labelWidth(_ width: Double, _ theme: Theme, _ scale: Double) -> Double {
        max(width - theme.spacing.cardInset, 1 / scale)
    }

    struct Layout {
        struct Label { var name: String; var text: TextLayout; var top: Double }
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
