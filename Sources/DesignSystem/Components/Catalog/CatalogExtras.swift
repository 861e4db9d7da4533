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

    /// The states that move: the journal grid's selection wobble (two periods), a sheet, a PanModal
    /// and the action sheet presenting (their spring from start to rest), the modal's crossDissolve,
    /// the toast's life (fade in, held a second, fade out), the loading overlay from `show()`
    /// (nothing for 0.8 s, then the spinner turning) and JDStatusBarNotification's banner sliding in.
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
        let actionSheet = CatalogEntry(component: "actionSheet", state: "presentingAnimated", language: .korean,
                                       spec: .actionSheet(ActionSheet().action(Text.korean.action1, color: Theme.standard.colors.systemRed)
                                           .action(Text.korean.action2).animatingPresentation()))
        let modal = CatalogEntry(component: "modal", state: "crossDissolve", language: .korean,
                                 spec: .modal(AlertModal(title: Text.korean.modalTitle, message: Text.korean.modalMessage,
                                                         negative: Text.korean.cancel, positive: Text.korean.confirm).animatingPresentation()))
        let toast = CatalogEntry(component: "toast", state: "shownAndHidden", language: .korean,
                                 spec: .toast(Toast(message: Text.korean.toast)))
        let loading = CatalogEntry(component: "loading", state: "fromShow", language: .latin,
                                   spec: .loading(LoadingOverlay().animating()))
        let banner = CatalogEntry(component: "statusBarNotification", state: "presentingAnimated", language: .korean,
                                  spec: .statusBarNotification(StatusBarNotification(title: Text.korean.notification).animatingPresentation()))
        return [Animation(entry: wobbling, times: sixteen(2 * AnimationPreset.wobbleDuration)),
                Animation(entry: sheet, times: sixteen(0.6)), Animation(entry: panModal, times: sixteen(0.6)),
                Animation(entry: actionSheet, times: sixteen(0.6)), Animation(entry: modal, times: sixteen(0.45)),
                Animation(entry: toast, times: sixteen(1.5)), Animation(entry: loading, times: sixteen(1.5)),
                Animation(entry: banner, times: sixteen(0.45))]
    }
}
