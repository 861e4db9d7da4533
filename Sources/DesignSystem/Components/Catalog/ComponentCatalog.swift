import LayoutEngine
/// Every component of COMPONENTS.md §1-9, §11, §13 and §14 in every state, with Latin and Korean
/// text: what the gallery renders and the snapshot tests pin down.
public enum ComponentCatalog {
    /// The catalog, grouped by component in COMPONENTS.md's order.
    public static var entries: [CatalogEntry] {
        modals + actionSheets + toasts + loadingOverlays + retryViews + boxButtons + relationshipButtons
            + textFields + skeletons + emptyViews + lists + journalGrids + sheets + panModals + tagFilters + newsCells
            + statusBarNotifications
    }

    /// The devices the gallery shows every entry on: a 3x phone and a 2x phone.
    public static let devices: [Device] = [.iphone15, .iphoneSE]

    /// The entries with `text` picked per language.
    private static func bilingual(_ component: String, _ state: String,
                                  _ spec: (Text) -> ComponentSpec) -> [CatalogEntry] {
        [CatalogEntry(component: component, state: state, language: .latin, spec: spec(.latin)),
         CatalogEntry(component: component, state: state, language: .korean, spec: spec(.korean))]
    }

    /// The sample strings of one language.
    struct Text {
        var modalTitle, modalMessage, cancel, confirm, action1, action2, toast, retryTitle, retryButton,
            save, nickname, nicknameHelper, nicknameError, placeholder, loading, loadingDetail, header, allTags,
            newsTitle, newsLongTitle, newsSite, memo, notification, delete: String
        var words: [String]
        var journals: [JournalCard]

        static let latin = Text(
            modalTitle: "Friend request", modalMessage: "Send a friend request to Chulsoo Kim (chulsoo)?",
            cancel: "Cancel", confirm: "Send", action1: "Report", action2: "Share", toast: "Saved to your journal",
            retryTitle: "Could not load the articles.\nCheck your connection.", retryButton: "Try again",
            save: "Save", nickname: "will_d", nicknameHelper: "2 to 10 letters", nicknameError: "This nickname is taken",
            placeholder: "Nickname", loading: "Fetching the articles", loadingDetail: "This takes a moment",
            header: "Recent searches", allTags: "All", newsTitle: "Morning light over the harbor, in pictures",
            newsLongTitle: "The league's longest winning streak in a decade: twelve wins in a row and fewer than two goals allowed a game",
            newsSite: "news.example.com", memo: "Journal", notification: "Bookmarked", delete: "Delete", words: ["swift", "layout", "design system", "snapshot"],
            journals: [
                JournalCard(title: "Rates hold steady", edited: "2024.05.01 edited", tag: "#economy",
                            memo: "The central bank kept its rate. Watch the bond market next week."),
                JournalCard(title: "A new phone, a new chip", edited: "2024.05.02 edited", tag: "#tech",
                            memo: "Faster, cooler, same price. The camera bump is bigger again, and the battery lasts a full day of heavy use."),
                JournalCard(title: "Rain all weekend", edited: "2024.05.03 edited", tag: "#weather", memo: "Umbrella."),
                JournalCard(title: "The league's longest winning streak in a decade", edited: "2024.05.04 edited", tag: "#sports",
                            memo: "Twelve wins in a row. The defense allowed fewer than two goals a game; the coach credits the young midfield."),
                JournalCard(title: "City opens new library", edited: "2024.05.05 edited", tag: "#local",
                            memo: "Open until 10 pm on weekdays, with a reading room for children and a quiet floor for study. Free lockers."),
                JournalCard(title: "Markets", edited: "2024.05.06 edited", tag: "#economy", memo: "Stocks up 1.2%."),
                JournalCard(title: "Space telescope finds water", edited: "2024.05.07 edited", tag: "#science",
                            memo: "Vapour in the atmosphere of a planet 120 light years away. Not a sign of life, the team says, but a first."),
                JournalCard(title: "Trains on time", edited: "2024.05.08 edited", tag: "#local",
                            memo: "A month without delays on the east line, for the first time since it opened."),
            ])
        static let korean = Text(
            modalTitle: "친구 요청", modalMessage: "김철수(chulsoo)님에게 친구를 요청하시겠어요?",
            cancel: "취소", confirm: "요청", action1: "신고하기", action2: "공유하기", toast: "저널에 저장되었습니다",
            retryTitle: "기사를 불러오지 못했어요.\n네트워크 연결을 확인해 주세요.", retryButton: "다시 시도",
            save: "저장하기", nickname: "개발자윌", nicknameHelper: "2~10자로 입력해 주세요", nicknameError: "이미 사용 중인 닉네임이에요",
            placeholder: "닉네임", loading: EmptyView.defaultMessage, loadingDetail: "잠시만 기다려 주세요",
            header: "최근 검색어", allTags: TagFilter.wholeTitle, newsTitle: "항구 위의 아침 햇살, 사진으로 보기",
            newsLongTitle: "10년 만의 최다 연승 기록: 12연승 동안 경기당 실점은 2골 미만, 감독은 젊은 미드필더진의 공으로 돌렸다",
            newsSite: "예시뉴스", memo: "저널 작성", notification: "북마크에 추가했어요", delete: "삭제", words: ["스위프트", "레이아웃", "디자인 시스템", "스냅샷"],
            journals: [
                JournalCard(title: "기준금리 동결", edited: "2024.05.01 편집", tag: "#경제",
                            memo: "한국은행이 기준금리를 동결했다. 다음 주 채권 시장을 지켜볼 것."),
                JournalCard(title: "새 스마트폰, 새 칩", edited: "2024.05.02 편집", tag: "#기술",
                            memo: "더 빠르고 덜 뜨겁고 가격은 그대로. 카메라는 더 커졌고 배터리는 하루 종일 간다."),
                JournalCard(title: "주말 내내 비", edited: "2024.05.03 편집", tag: "#날씨", memo: "우산 챙기기."),
                JournalCard(title: "10년 만의 최다 연승 기록", edited: "2024.05.04 편집", tag: "#스포츠",
                            memo: "12연승. 경기당 실점이 2골 미만이었고, 감독은 젊은 미드필더진의 공으로 돌렸다."),
                JournalCard(title: "시립 도서관 개관", edited: "2024.05.05 편집", tag: "#지역",
                            memo: "평일 밤 10시까지 운영하며 어린이 열람실과 조용한 학습 층이 있다. 사물함은 무료."),
                JournalCard(title: "증시", edited: "2024.05.06 편집", tag: "#경제", memo: "코스피 1.2% 상승."),
                JournalCard(title: "우주 망원경, 물을 찾다", edited: "2024.05.07 편집", tag: "#과학",
                            memo: "120광년 떨어진 행성의 대기에서 수증기를 발견했다. 생명의 신호는 아니지만 처음 있는 일이라고 연구팀은 말한다."),
                JournalCard(title: "정시 운행", edited: "2024.05.08 편집", tag: "#지역",
                            memo: "개통 이후 처음으로 동부선이 한 달 동안 지연 없이 운행했다."),
            ])
    }

    static var modals: [CatalogEntry] {
        let modal = { (t: Text) in AlertModal(title: t.modalTitle).message(t.modalMessage).negative(t.cancel).positive(t.confirm) }
        return bilingual("modal", "twoButtons") { .modal(modal($0)) }
            + bilingual("modal", "oneButton") { .modal(modal($0).negative("")) }
            + bilingual("modal", "withImage") { .modal(modal($0).image(ComponentImage(.sample(.avatar)), width: 120, height: 80)) }
    }

    static var actionSheets: [CatalogEntry] {
        bilingual("actionSheet", "twoActions") { t in
            .actionSheet(ActionSheet().action(t.action1, color: Theme.standard.colors.systemRed).action(t.action2)
                .cancel(t.cancel))
        }
    }

    static var toasts: [CatalogEntry] {
        bilingual("toast", "shown") { .toast(Toast(message: $0.toast)) }
    }

    static var loadingOverlays: [CatalogEntry] {
        // Language-free: the overlay has no text.
        [CatalogEntry(component: "loading", state: "before0.8s", language: .latin, spec: .loading(LoadingOverlay(time: 0.5))),
         CatalogEntry(component: "loading", state: "visible", language: .latin, spec: .loading(LoadingOverlay(time: 1.3)))]
    }

    static var retryViews: [CatalogEntry] {
        bilingual("retry", "shown") { .retry(RetryView(title: $0.retryTitle, button: $0.retryButton)) }
    }

    static var boxButtons: [CatalogEntry] {
        BoxButtonState.allCases.flatMap { state in
            bilingual("boxButton", state.rawValue) { .boxButton(BoxButton(title: $0.save, state: state)) }
        } + bilingual("boxButton", "highlighted") { .boxButton(BoxButton(title: $0.save, state: .active).highlighted()) }
    }

    static var relationshipButtons: [CatalogEntry] {
        // Korean only: seed 002's titles are the product's own strings.
        Relationship.allCases.map { relation in
            CatalogEntry(component: "relationshipButton", state: "\(relation)", language: .korean,
                         spec: .relationshipButton(RelationshipButton(relationship: relation)))
        } + [
            CatalogEntry(component: "relationshipButton", state: "small", language: .korean,
                         spec: .relationshipButton(RelationshipButton(relationship: .requestReceived).small())),
            CatalogEntry(component: "relationshipButton", state: "alert", language: .korean,
                         spec: .relationshipButton(RelationshipButton(relationship: .none)
                             .target(name: "김철수", id: "chulsoo").showingAlert())),
        ]
    }

    static var textFields: [CatalogEntry] {
        let field = { (t: Text) in TextField(text: t.nickname, placeholder: t.placeholder).helper(t.nicknameHelper).limit(10) }
        return bilingual("textField", "normal") { .textField(field($0)) }
            + bilingual("textField", "editing") { .textField(field($0).state(.editing)) }
            + bilingual("textField", "error") { .textField(field($0).error(message: $0.nicknameError)) }
            + bilingual("textField", "placeholder") { .textField(field($0).update(text: "")) }
    }

    static var skeletons: [CatalogEntry] {
        [CatalogEntry(component: "skeleton", state: "start", language: .latin, spec: .skeleton(Skeleton(time: 0.3))),
         CatalogEntry(component: "skeleton", state: "midSweep", language: .latin, spec: .skeleton(Skeleton(time: 0.75)))]
    }

    static var emptyViews: [CatalogEntry] {
        bilingual("emptyView", "loading") { .emptyView(EmptyView(message: $0.loading).detail($0.loadingDetail)) }
    }

    static var journalGrids: [CatalogEntry] {
        bilingual("journalGrid", "normal") { .journalGrid(JournalGrid(cards: $0.journals)) }
            + bilingual("journalGrid", "selection") { .journalGrid(JournalGrid(cards: $0.journals).selecting([0, 3, 4])) }
            + bilingual("journalGrid", "memoTwoLines") { .journalGrid(JournalGrid(cards: $0.journals, memoLines: 2)) }
    }

    /// Seed 004's tag filter with "전체" selected and with a tag selected, the catalog's journals' tags.
    static var tagFilters: [CatalogEntry] {
        let filter = { (t: Text) in
            TagFilter(tags: t.journals.map { String($0.tag.dropFirst()) }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } },
                      whole: t.allTags)
        }
        return bilingual("tagFilter", "wholeSelected") { .tagFilter(filter($0)) }
            + bilingual("tagFilter", "tagSelected") { .tagFilter(filter($0).selecting(2)) }
    }

    /// Seed 004's news cell: a thumbnail, bookmarked, with a journal written (a long title cut at
    /// two lines), and the default image of an article with no picture.
    static var newsCells: [CatalogEntry] {
        let cell = { (t: Text) in NewsCell(title: t.newsTitle, site: t.newsSite, image: ComponentImage(.sample(.newsHarbor))) }
        return bilingual("newsCell", "thumbnail") { .newsCell(cell($0)) }
            + bilingual("newsCell", "bookmarked") { .newsCell(cell($0).bookmarked()) }
            + bilingual("newsCell", "journalWritten") { t in
                .newsCell(NewsCell(title: t.newsLongTitle, site: t.newsSite, image: ComponentImage(.sample(.newsCity))).showingJournalWritten())
            }
            + bilingual("newsCell", "defaultImage") { .newsCell(cell($0).image(nil)) }
    }

    /// Seed 004's recent searches, and one word swiped to show its delete action (the seed's
    /// trailing swipe action) part way and past the action's own width.
    static var lists: [CatalogEntry] {
        bilingual("insetGroupedList", "recentSearches") { .insetGroupedList(recentSearches($0)) }
            + bilingual("insetGroupedList", "swipeToDelete") {
                .insetGroupedList(recentSearches($0).swiping(row: 1, by: 80).deleteTitle($0.delete))
            }
            + bilingual("insetGroupedList", "swipedFar") {
                .insetGroupedList(recentSearches($0).swiping(row: 0, by: 200).deleteTitle($0.delete))
            }
    }

    /// JDStatusBarNotification's default banner: a short message on the minimum-width pill and a
    /// long one on the widest pill, cut at its end.
    static var statusBarNotifications: [CatalogEntry] {
        bilingual("statusBarNotification", "short") { .statusBarNotification(StatusBarNotification(title: $0.notification)) }
            + bilingual("statusBarNotification", "long") { .statusBarNotification(StatusBarNotification(title: $0.newsLongTitle)) }
    }

    /// Seed 004's recent search words.
    static func recentSearches(_ t: Text) -> InsetGroupedList {
        InsetGroupedList(header: t.header, words: t.words.enumerated().map { index, word in
            SearchWord(word, count: [2, 5, 2, 1][index % 4], lastSearched: Double(index))
        })
    }

    /// The entry `component`/`state` in `language`, presented over seed 004's journal grid.
    static func overJournals(_ component: String, _ state: String, _ language: CatalogEntry.Language,
                                     _ spec: (Text) -> ComponentSpec) -> CatalogEntry {
        let t: Text = language == .latin ? .latin : .korean
        return CatalogEntry(component: component, state: state, language: language, spec: spec(t),
                            presenting: [.journalGrid(JournalGrid(cards: t.journals))])
    }

    /// Seed 004's sheet at each of its detents (medium, large, and the custom 0.3 x safe-area
    /// height) over the journal grid, dimmed (no undimmed detent) and undimmed (undimmed up to the
    /// shown detent); the seed's own configuration in Korean too; one mid-presentation frame.
    static var sheets: [CatalogEntry] {
        let sheet = { (t: Text, detent: String) in
            Sheet(detents: [.medium, .large, .safeAreaFraction("reading", 0.3)],
                  content: [.component(.insetGroupedList(recentSearches(t)))]).selecting(detent).showingGrabber()
        }
        let states = ["reading", "medium", "large"].flatMap { detent in
            [overJournals("sheet", "\(detent)Dimmed", .latin) { .sheet(sheet($0, detent)) },
             overJournals("sheet", "\(detent)Undimmed", .latin) { .sheet(sheet($0, detent).largestUndimmed(detent)) }]
        }
        return states + [
            overJournals("sheet", "readingUndimmed", .korean) { .sheet(sheet($0, "reading").largestUndimmed("reading")) },
            overJournals("sheet", "navigationController", .latin) { .sheet(sheet($0, "medium").inNavigationController(title: $0.memo)) },
            overJournals("sheet", "navigationController", .korean) { .sheet(sheet($0, "medium").inNavigationController(title: $0.memo)) },
            overJournals("sheet", "presenting", .latin) { .sheet(sheet($0, "medium").presented(0.3)) },
        ]
    }

    /// PanModal (seed 000) in short form (content height 300) and long form (max height) over the
    /// journal grid, and one mid-presentation frame.
    static var panModals: [CatalogEntry] {
        let panModal = { (t: Text) in
            PanModal(shortFormHeight: .contentHeight(300), content: [.component(.insetGroupedList(recentSearches(t)))])
        }
        return [
            overJournals("panModal", "shortForm", .latin) { .panModal(panModal($0)) },
            overJournals("panModal", "shortForm", .korean) { .panModal(panModal($0)) },
            overJournals("panModal", "longForm", .latin) { .panModal(panModal($0).state(.longForm)) },
            overJournals("panModal", "presenting", .latin) { .panModal(panModal($0).presented(0.3)) },
        ]
    }
}
