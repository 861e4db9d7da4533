import LayoutEngine

// What the gallery shows beside one component on one screen: the journals as document pages
// (seed 004's PDF export) and the animated states as filmstrips.
extension ComponentCatalog {
    /// The catalog's first journals in `language` as a document: each memo repeated into an
    /// article long enough that the pages show text flowing on to the next page.
    public static func sampleDocument(_ language: CatalogEntry.Language) -> JournalDocument {
        let t: Text = language == .latin ? .latin : .korean
        // Three of the journals with long memos, the last long enough to flow on to a second page.
        let journals = zip([1, 3, 4], [4, 12, 40]).map { index, repeats in
            let card = t.journals[index], date = String(card.edited.prefix(10))
            return JournalDocument.Journal(
                newsTitle: card.title, link: "https://www.example.com/news/\(date.split(separator: ".").joined(separator: "/"))",
                published: date, title: card.tag, created: date, edited: card.edited,
                text: Array(repeating: card.memo, count: repeats).joined(separator: " "))
        }
        return JournalDocument(journals: Array(journals))
    }

    /// An animated catalog state and the seconds its filmstrip samples.
    public struct Animation: Sendable {
        public var entry: CatalogEntry
        public var times: [Double]
    }

    /// The states that move: the journal grid's selection wobble (two periods) and a sheet and a
    /// PanModal presenting (their spring from start to rest).
    public static var animations: [Animation] {
        let sixteen = { (end: Double) in (0..<16).map { Double($0) * end / 15 } }
        let wobbling = CatalogEntry(component: "journalGrid", state: "selectionWobble", language: .latin,
                                    spec: .journalGrid(JournalGrid(cards: Text.latin.journals).selecting([0, 3, 4])))
        let sheet = overJournals("sheet", "presentingAnimated", .latin) { t in
            .sheet(Sheet(detents: [.medium, .large], content: [.component(.insetGroupedList(recentSearches(t)))])
                .selecting("medium").showingGrabber().animatingPresentation())
        }
        let panModal = overJournals("panModal", "presentingAnimated", .latin) { t in
            .panModal(PanModal(shortFormHeight: .contentHeight(300), content: [.component(.insetGroupedList(recentSearches(t)))])
                .animatingPresentation())
        }
        return [Animation(entry: wobbling, times: sixteen(2 * AnimationPreset.wobbleDuration)),
                Animation(entry: sheet, times: sixteen(0.6)), Animation(entry: panModal, times: sixteen(0.6))]
    }
}
