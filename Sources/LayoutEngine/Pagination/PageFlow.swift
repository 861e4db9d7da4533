/// Paragraphs flowed down fixed-size pages, as seed 004's PDF export does with UITextView pages
/// (and NSLayoutManager with a chain of text containers): each block starts where the previous one
/// ended, a line that does not fit below the bottom padding moves, whole, to the top of the next
/// page, so no line is split, lost or repeated. A block may ask to start a page (each journal does).
public struct PageFlow: Sendable {
    /// One paragraph to place.
    public struct Block: Sendable {
        /// The paragraph, laid out at the page's content width.
        public var layout: TextLayout
        /// Space above the block, except at the top of a page.
        public var spacingBefore: Double
        /// Whether the block starts on a new page (unless the current one is still empty).
        public var startsPage: Bool
        /// The block's lines stand in a container inset by this much at its top and bottom on every
        /// page (UITextView.textContainerInset): the first line this far below where the block
        /// starts or the page's top padding, the last line on a page this far above the bottom
        /// padding, and the next block this far below the last line.
        public var containerInset: Double

        public init(_ layout: TextLayout, spacingBefore: Double = 0, startsPage: Bool = false, containerInset: Double = 0) {
            self.layout = layout; self.spacingBefore = spacingBefore; self.startsPage = startsPage
            self.containerInset = containerInset
        }
    }

    /// A run of one block's lines on one page.
    public struct Piece: Sendable, Hashable {
        /// The block's index.
        public var block: Int
        /// The lines of the block this page shows.
        public var lines: Range<Int>
        /// The first line's top, in points from the page's top.
        public var top: Double
    }

    /// The page's size in points (A4 is 595 x 842).
    public var pageSize: Size
    /// The margins no line crosses (a line taller than the whole content area is the one exception:
    /// it stands alone on its page).
    public var padding: EdgeInsets
    /// The pieces on every page, top to bottom; a document of no lines has one empty page.
    public private(set) var pages: [[Piece]]

    /// Flows `blocks` down pages of `pageSize` inside `padding`.
    public init(_ blocks: [Block], pageSize: Size, padding: EdgeInsets) {
        self.pageSize = pageSize; self.padding = padding
        var pages: [[Piece]] = [[]]
        var y = padding.top
        for (index, block) in blocks.enumerated() {
            let lines = block.layout.lines
            if block.startsPage, !pages[pages.count - 1].isEmpty { pages.append([]); y = padding.top }
            guard !lines.isEmpty else { continue }
            if !pages[pages.count - 1].isEmpty { y += block.spacingBefore }
            let inset = block.containerInset
            let limit = pageSize.height - padding.bottom - inset
            y += inset
            var start = 0
            // Where line 0 of the block would sit on this page: lines keep their spacing within a piece.
            var origin = y - lines[0].top
            for (i, line) in lines.enumerated() where origin + line.top + line.height > limit {
                let pageIsEmpty = pages[pages.count - 1].isEmpty && i == start
                guard !pageIsEmpty else { continue }
                if i > start { pages[pages.count - 1].append(Piece(block: index, lines: start..<i, top: origin + lines[start].top)) }
                pages.append([])
                start = i
                origin = padding.top + inset - line.top
            }
            pages[pages.count - 1].append(Piece(block: index, lines: start..<lines.count, top: origin + lines[start].top))
            y = origin + lines[lines.count - 1].top + lines[lines.count - 1].height + inset
        }
        self.pages = pages
    }
}
