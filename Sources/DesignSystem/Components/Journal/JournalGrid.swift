import LayoutEngine

/// Seed 004's journal list (COMPONENTS.md §9): journal cards in a Pinterest-style grid, each card as
/// tall as its measured text, each placed in the column that is currently shortest
/// (`MasonryLayout`). The grid fills the screen below the top safe area and scrolls: `contentOffset`
/// says how far, and only the cards in view become nodes. In selection mode (`selection` given)
/// every selected card shows a blue outline and a check mark; the cards' wobble is the animation timeline's business.
///
/// Scene-file keys: `cards` (each `{"title", "edited", "tag", "memo"}`), `columns` (default 2),
/// `selection` (card indices; present means selection mode), `contentOffset` (points, default 0,
/// at most the content's height less the view's), `memoLines` (0 = every line, the default),
/// `wholeContent` (true: every card, on a screen as tall as the content, for one tall image),
/// `wobblePhases` (default false: the cards wobble in sync; true: each from its own phase).
///
/// Node ids: `journal` (the visible area, clipping), `journal.card.<i>` with `.title`, `.edited`,
/// `.tag`, `.memo` and, when selected, `.check`.
public struct JournalGrid: FluentConfiguration, Hashable {
    public var cards: [JournalCard]
    /// Seed 004: two columns.
    public var columns: Int
    /// nil outside selection mode; the selected cards' indices in it.
    public var selection: Set<Int>?
    /// How far the grid is scrolled, in points.
    public var contentOffset: Double
    /// The most lines a memo shows, truncated with "…"; 0 shows every line.
    public var memoLines: Int
    /// Draws every card on a screen as tall as the content (`ScreenExtending`), instead of the
    /// device's screen at `contentOffset`.
    public var showsWholeContent: Bool
    /// Each card's wobble from its own seeded phase, as the home screen's icons rock, instead of
    /// seed 004's one animation added to every visible cell at the same moment (in sync).
    public var wobblePhases = false

    public init(cards: [JournalCard], columns: Int = 2, selection: Set<Int>? = nil, contentOffset: Double = 0,
                memoLines: Int = 0, showsWholeContent: Bool = false) {
        self.cards = cards; self.columns = columns; self.selection = selection
        self.contentOffset = contentOffset; self.memoLines = memoLines; self.showsWholeContent = showsWholeContent
    }

    /// A copy in selection mode with `indices` selected.
    public func selecting(_ indices: Set<Int>) -> Self { with(\.selection, indices) }
    /// A copy scrolled to `offset`.
    public func scrolled(to offset: Double) -> Self { with(\.contentOffset, offset) }
    /// A copy whose cards wobble each from its own phase (true) or in sync (false).
    public func wobblingInPhases(_ phased: Bool = true) -> Self { with(\.wobblePhases, phased) }

    /// The grid's placement of every card on `device`: columns and spacing from `theme`, each
    /// card's height measured. Cards are placed in order; the result answers viewport queries.
    public func masonry(on device: Device, theme: Theme) throws -> MasonryLayout {
        var grid = try MasonryLayout(width: device.size.width, scale: device.scale, sections: [section(on: device, theme: theme)])
        // Measured on all cores (`append(contentsOf:)`), so the engine is passed in, not read as a task-local.
        let (scale, lines, engine) = (device.scale, memoLines, TextEngine.current)
        try grid.append(contentsOf: cards.map { card in
            .measured { width in try card.height(width: width, theme: theme, scale: scale, memoLines: lines, engine: engine) }
        })
        return grid
    }

    /// The grid's section: seed 004's two columns with the inter-item space between them and
    /// the side padding on both sides (`journalCollectionViewSpacingForDoublePadding`).
    private func section(on device: Device, theme: Theme) -> MasonrySection {
        let spacing = theme.spacing
        return MasonrySection(columns: columns, columnSpacing: spacing.gridSpacing, itemSpacing: spacing.gridSpacing,
                              insets: EdgeInsets(top: spacing.gridSpacing, left: spacing.content,
                                                 bottom: spacing.gridSpacing + device.safeArea.bottom, right: spacing.content))
    }
}

extension JournalGrid: ScreenExtending {
    public func screenHeight(on device: Device, theme: Theme) throws -> Double {
        guard showsWholeContent else { return device.size.height }
        return device.safeArea.top + max(try masonry(on: device, theme: theme).contentHeight, device.size.height - device.safeArea.top)
    }
}


/// A journal grid configuration that cannot be shown.
struct JournalGridError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension JournalGrid: SceneComponent {
    public static var sceneKeys: SceneKeys<JournalGrid> {
        SceneKeys(component: "journalGrid", prototype: JournalGrid(cards: []),
                  summary: "Journal card grid (seed 004, COMPONENTS.md §9): cards in a shortest-first two-column masonry, "
                    + "measured text. Ids: journal, journal.card.<i>, journal.card.<i>.title, .edited, .tag, .memo, .check.",
                  keys: [
            .value("cards", \.cards, .count(0, upTo: 1_000_000, "cards")),
            .value("columns", \.columns, .range(1...6, "columns")),
            SceneKey("selection", [Int].self, doc: "Card indices; present means selection mode.",
                     schema: ["type": "array", "items": ["type": "integer", "minimum": 0], "uniqueItems": true],
                     get: { $0.selection?.sorted() }, set: { $0.selection = Set($1) }),
            .value("contentOffset", \.contentOffset, .nonNegative("points"),
                   doc: "Points scrolled; at most the content height less the view's."),
            .value("memoLines", \.memoLines, .range(0...1000, "lines (0 shows every line)"), doc: "0 shows every line."),
            .value("wholeContent", \.showsWholeContent,
                   doc: "Every card, on a screen as tall as the content: one tall image. Not with contentOffset."),
            .value("wobblePhases", \.wobblePhases, doc: "Selection mode's wobble: false, every card in sync (seed 004 adds one "
                   + "animation to every visible cell at once); true, each card from its own phase."),
        ], validate: { grid in
            if let outside = grid.selection?.sorted().first(where: { !grid.cards.indices.contains($0) }) {
                return ("selection", "expected card indices from 0 to \(grid.cards.count - 1), found \(outside)")
            }
            if grid.showsWholeContent, grid.contentOffset != 0 {
                return ("contentOffset", "a whole-content grid is not scrolled: leave contentOffset out")
            }
            return nil
        })
    }
}

extension JournalGrid: AnimatedComponent {
    /// Selection mode wobbles every visible card (seed 004's `startsWobbleAnimation()` adds one
    /// CustomWobbleAnimation to each visible cell at the same moment, so they rock in sync), or each
    /// from its own seeded phase with `wobblePhases`; otherwise nothing moves.
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        guard selection != nil else { return Timeline() }
        let cards = nodes.filter { $0.id == "journal" }.flatMap(\.children).map(\.id)
        return AnimationPreset.wobbleTimeline(nodes: cards, inSync: !wobblePhases)
    }
}
