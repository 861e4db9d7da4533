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
/// `wholeContent` (true: every card, on a screen as tall as the content, for one tall image).
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

    public init(cards: [JournalCard], columns: Int = 2, selection: Set<Int>? = nil, contentOffset: Double = 0,
                memoLines: Int = 0, showsWholeContent: Bool = false) {
        self.cards = cards; self.columns = columns; self.selection = selection
        self.contentOffset = contentOffset; self.memoLines = memoLines; self.showsWholeContent = showsWholeContent
    }

    /// A copy in selection mode with `indices` selected.
    public func selecting(_ indices: Set<Int>) -> Self { with(\.selection, indices) }
    /// A copy scrolled to `offset`.
    public func scrolled(to offset: Double) -> Self { with(\.contentOffset, offset) }

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

private enum JournalGridKey: String, CodingKey { case contentOffset }

/// A journal grid configuration that cannot be shown.
struct JournalGridError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension JournalGrid: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        let cards: [JournalCard] = try reader.read("cards", default: [], check: { $0.count <= 1_000_000 ? nil : "expected at most 1000000 cards, found \($0.count)" })
        self.init(cards: cards,
                  columns: try reader.read("columns", default: 2, check: { (1...6).contains($0) ? nil : "expected 1 to 6 columns, found \($0)" }),
                  selection: try reader.readIfPresent("selection", check: { (indices: Set<Int>) in
                      indices.allSatisfy { cards.indices.contains($0) } ? nil
                          : "expected card indices from 0 to \(cards.count - 1), found \(indices.sorted().first { !cards.indices.contains($0) }!)"
                  }),
                  contentOffset: try reader.read("contentOffset", default: 0, check: { $0.isFinite && $0 >= 0 ? nil : "expected 0 or more points, found \($0)" }),
                  memoLines: try reader.read("memoLines", default: 0, check: { (0...1000).contains($0) ? nil : "expected 0 (every line) to 1000, found \($0)" }),
                  showsWholeContent: try reader.read("wholeContent", default: false))
        if showsWholeContent, contentOffset != 0 {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + [JournalGridKey.contentOffset],
                debugDescription: "a whole-content grid is not scrolled: leave contentOffset out"))
        }
        try reader.finish()
    }
}

extension JournalGrid: AnimatedComponent {
    /// Selection mode wobbles every visible card (seed 004 adds CustomWobbleAnimation to each
    /// visible cell when selection starts), each from its own seeded phase; otherwise nothing moves.
    public func animations(of nodes: [SceneNode], on device: Device, theme: Theme) -> Timeline {
        guard selection != nil else { return Timeline() }
        let cards = nodes.filter { $0.id == "journal" }.flatMap(\.children).map(\.id)
        return AnimationPreset.wobbleTimeline(nodes: cards)
    }
}

extension JournalGrid: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: "journalGrid")
        try writer.write("cards", cards, default: [])
        try writer.write("columns", columns, default: 2)
        try writer.writeIfPresent("selection", selection?.sorted())
        try writer.write("contentOffset", contentOffset, default: 0)
        try writer.write("memoLines", memoLines, default: 0)
        try writer.write("wholeContent", showsWholeContent, default: false)
    }
}
