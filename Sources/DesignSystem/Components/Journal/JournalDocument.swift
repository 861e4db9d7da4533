import LayoutEngine

/// Seed 004's PDF export (COMPONENTS.md §10) as pages: A4 pages of 595 x 842 points, each journal
/// starting a page with the news title (two lines at most, see `newsTitle`), the link (a long URL breaks where
/// UAX #14 allows, after "/" and "-", as UIKit does), the published date, the journal's title, its
/// created and edited dates, then the journal text, which flows across as many pages as it needs.
/// Each element starts where the previous one ended, with no gap (`PageFlow`); the text stands in a
/// container inset by 10 points; no line is split across pages.
///
/// Scene-file keys: `journals`, each `{"newsTitle", "link", "published", "title", "created",
/// "edited", "text"}`.
public struct JournalDocument: Sendable, Hashable {
    /// One exported journal and the article it is about.
    public struct Journal: Sendable, Hashable {
        public var newsTitle: String
        public var link: String
        public var published: String
        public var title: String
        public var created: String
        public var edited: String
        public var text: String

        public init(newsTitle: String, link: String = "", published: String = "", title: String = "",
                    created: String = "", edited: String = "", text: String = "") {
            self.newsTitle = newsTitle; self.link = link; self.published = published; self.title = title
            self.created = created; self.edited = edited; self.text = text
        }
    }

    /// Seed 004: `pdfCreatorPageWidth` x `pdfCreatorPageHeight`, A4 in points.
    public static let pageSize = Size(width: 595, height: 842)

    public var journals: [Journal]

    public init(journals: [Journal]) { self.journals = journals }

    /// The inset of the text container the journal text stands in, on every side: seed 004's
    /// `addMemoContent` sets `textView.textContainerInset = .init(top: 10, left: 10, bottom: 10, right: 10)`
    /// (and `pdfCreatorPaddingForContentInset` on later pages) for each page's UITextView.
    public static let textContainerInset = 10.0

    /// The pages' flow: which lines of which element stand where on every page.
    ///
    /// As seed 004's `addNewsTitle` and the drawing methods after it: every element starts where
    /// the previous one ended (each returns its rectangle's bottom, the next draws from there, so
    /// there is no gap); the journal text is laid out in a text container inset by
    /// `textContainerInset` on every side, which flows across pages.
    public func flow(theme: Theme, scale: Double) throws -> (flow: PageFlow, blocks: [Block]) {
        let padding = EdgeInsets(all: theme.spacing.pagePadding)
        let width = Self.pageSize.width - padding.left - padding.right
        let inset = Self.textContainerInset
        let type = theme.typography, colors = theme.colors
        let engine = TextEngine.current
        var blocks: [Block] = []
        for (index, journal) in journals.enumerated() {
            let header: [(String, String, TypeStyle, Color)] = [
                ("link", journal.link, type.caption, colors.systemBlue),
                ("published", journal.published, type.caption, colors.secondaryLabel),
                ("title", journal.title, type.documentHeading, colors.black),
                ("created", journal.created, type.caption, colors.secondaryLabel),
                ("edited", journal.edited, type.caption, colors.secondaryLabel),
            ]
            let title = try newsTitle(journal.newsTitle, style: type.documentTitle.textStyle(alignment: .left),
                                      contentWidth: width, scale: scale)
            blocks.append(Block(id: "journal.\(index).newsTitle", color: colors.black, x: 0, clipWidth: title.clipWidth,
                                flow: PageFlow.Block(title.layout, startsPage: true)))
            for (name, text, style, color) in header {
                let layout = try engine.layout(text, style: style.textStyle(alignment: .left), maxWidth: width, scale: scale)
                blocks.append(Block(id: "journal.\(index).\(name)", color: color, x: 0, clipWidth: nil, flow: PageFlow.Block(layout)))
            }
            let text = try engine.layout(journal.text, style: type.documentBody.textStyle(alignment: .left),
                                         maxWidth: width - 2 * inset, scale: scale)
            blocks.append(Block(id: "journal.\(index).text", color: colors.black, x: inset, clipWidth: nil,
                                flow: PageFlow.Block(text, containerInset: inset)))
        }
        return (PageFlow(blocks.map(\.flow), pageSize: Self.pageSize, padding: padding), blocks)
    }

    /// The news title as seed 004's `addNewsTitle` draws it: measured on one line; when that line
    /// is wider than the page, in a box the content's width and two lines high (`titleStringSize.height * 2`),
    /// wrapping by word, lines past the second clipped; otherwise on one line as wide as it is
    /// (the page's edge clips a line wider than the content but not the page, as the seed's does).
    func newsTitle(_ text: String, style: TextStyle, contentWidth: Double, scale: Double)
        throws -> (layout: TextLayout, clipWidth: Double?) {
        let engine = TextEngine.current
        let line = try engine.layout(text, style: style, scale: scale)
        guard line.size.width > Self.pageSize.width else { return (line, nil) }
        let wrapped = try engine.layout(text, style: style, maxWidth: contentWidth, scale: scale)
        return (wrapped.lines(0..<min(2, wrapped.lines.count), scale: scale), contentWidth)
    }

    /// One page per scene, white, at `scale`; each element's lines on a page are one text node
    /// called `journal.<i>.<element>` (`.text` for the journal text).
    public func pages(theme: Theme = .standard, scale: Double = 2) throws -> [Scene] {
        let (flow, blocks) = try flow(theme: theme, scale: scale)
        let left = theme.spacing.pagePadding
        return flow.pages.map { page in
            Scene(size: Self.pageSize, scale: scale, background: theme.colors.white, nodes: page.map { piece in
                let block = blocks[piece.block]
                let text = block.flow.layout.lines(piece.lines, scale: scale)
                return SceneNode(id: block.id, frame: Rect(x: left + block.x, y: piece.top,
                                                           width: block.clipWidth ?? text.size.width, height: text.size.height),
                                 clipsToBounds: block.clipWidth != nil, content: .text(text, color: block.color))
            })
        }
    }

    /// One element of one journal, ready to flow.
    public struct Block: Sendable {
        public var id: String
        public var color: Color
        /// The block's lines' left edge, in points right of the page's left padding.
        public var x: Double
        /// The width the block's box clips its lines to, or nil when it does not clip.
        public var clipWidth: Double?
        public var flow: PageFlow.Block
    }
}

extension JournalDocument: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case journals }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(journals: try container.decode([Journal].self, forKey: .journals))
    }
}

extension JournalDocument.Journal: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder, readsComponentKey: false)
        self.init(newsTitle: try reader.read("newsTitle", default: ""), link: try reader.read("link", default: ""),
                  published: try reader.read("published", default: ""), title: try reader.read("title", default: ""),
                  created: try reader.read("created", default: ""), edited: try reader.read("edited", default: ""),
                  text: try reader.read("text", default: ""))
        try reader.finish()
    }
}
