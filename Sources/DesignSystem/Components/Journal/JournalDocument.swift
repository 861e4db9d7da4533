import LayoutEngine

/// Seed 004's PDF export (COMPONENTS.md §10) as pages: A4 pages of 595 x 842 points, each journal
/// starting a page with the news title (wrapping by word), the link (a long URL breaks where
/// UAX #14 allows, after "/" and "-", as UIKit does), the published date, the journal's title, its
/// created and edited dates, then the journal text, which flows across as many pages as it needs.
/// Each element starts where the previous one ended (`PageFlow`); no line is split across pages.
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

    /// The pages' flow: which lines of which element stand where on every page.
    public func flow(theme: Theme, scale: Double) throws -> (flow: PageFlow, blocks: [Block]) {
        let padding = EdgeInsets(all: theme.spacing.pagePadding)
        let width = Self.pageSize.width - padding.left - padding.right
        let type = theme.typography, colors = theme.colors
        let engine = TextEngine.current
        var blocks: [Block] = []
        for (index, journal) in journals.enumerated() {
            let elements: [(String, String, TypeStyle, Color)] = [
                ("newsTitle", journal.newsTitle, type.documentTitle, colors.black),
                ("link", journal.link, type.caption, colors.systemBlue),
                ("published", journal.published, type.caption, colors.secondaryLabel),
                ("title", journal.title, type.title, colors.black),
                ("created", journal.created, type.caption, colors.secondaryLabel),
                ("edited", journal.edited, type.caption, colors.secondaryLabel),
                ("text", journal.text, type.documentBody, colors.black),
            ]
            for (position, (name, text, style, color)) in elements.enumerated() {
                let layout = try engine.layout(text, style: style.textStyle(alignment: .left), maxWidth: width, scale: scale)
                // The seed's text view insets the journal text by 10 points; the header lines touch.
                let spacing = name == "text" ? 10.0 : position == 0 ? 0 : theme.spacing.cardLineGap
                blocks.append(Block(id: "journal.\(index).\(name)", color: color,
                                    flow: PageFlow.Block(layout, spacingBefore: spacing, startsPage: position == 0)))
            }
        }
        return (PageFlow(blocks.map(\.flow), pageSize: Self.pageSize, padding: padding), blocks)
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
                return SceneNode(id: block.id, frame: Rect(x: left, y: piece.top, width: text.size.width, height: text.size.height),
                                 content: .text(text, color: block.color))
            })
        }
    }

    /// One element of one journal, ready to flow.
    public struct Block: Sendable {
        public var id: String
        public var color: Color
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
