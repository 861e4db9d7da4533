import LayoutEngine
/// Every component of COMPONENTS.md §1-8 and §13 in every state, with Latin and Korean
/// text: what the gallery renders and the snapshot tests pin down.
public enum ComponentCatalog {
    /// The catalog, grouped by component in COMPONENTS.md's order.
    public static var entries: [CatalogEntry] {
        modals + actionSheets + toasts + loadingOverlays + retryViews + boxButtons + relationshipButtons
            + textFields + skeletons + emptyViews + lists
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
            save, nickname, nicknameHelper, nicknameError, placeholder, loading, loadingDetail, header: String
        var words: [String]

        static let latin = Text(
            modalTitle: "Friend request", modalMessage: "Send a friend request to Chulsoo Kim (chulsoo)?",
            cancel: "Cancel", confirm: "Send", action1: "Report", action2: "Share", toast: "Saved to your journal",
            retryTitle: "Could not load the articles.\nCheck your connection.", retryButton: "Try again",
            save: "Save", nickname: "will_d", nicknameHelper: "2 to 10 letters", nicknameError: "This nickname is taken",
            placeholder: "Nickname", loading: "Fetching the articles", loadingDetail: "This takes a moment",
            header: "Recent searches", words: ["swift", "layout", "design system", "snapshot"])
        static let korean = Text(
            modalTitle: "친구 요청", modalMessage: "김철수(chulsoo)님에게 친구를 요청하시겠어요?",
            cancel: "취소", confirm: "요청", action1: "신고하기", action2: "공유하기", toast: "저널에 저장되었습니다",
            retryTitle: "기사를 불러오지 못했어요.\n네트워크 연결을 확인해 주세요.", retryButton: "다시 시도",
            save: "저장하기", nickname: "개발자윌", nicknameHelper: "2~10자로 입력해 주세요", nicknameError: "이미 사용 중인 닉네임이에요",
            placeholder: "닉네임", loading: EmptyView.defaultMessage, loadingDetail: "잠시만 기다려 주세요",
            header: "최근 검색어", words: ["스위프트", "레이아웃", "디자인 시스템", "스냅샷"])
    }

    static var modals: [CatalogEntry] {
        let modal = { (t: Text) in AlertModal(title: t.modalTitle).message(t.modalMessage).negative(t.cancel).positive(t.confirm) }
        return bilingual("modal", "twoButtons") { .modal(modal($0)) }
            + bilingual("modal", "oneButton") { .modal(modal($0).negative("")) }
            + bilingual("modal", "withImage") { .modal(modal($0).image(width: 120, height: 80)) }
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

    static var lists: [CatalogEntry] {
        bilingual("insetGroupedList", "recentSearches") { t in
            .insetGroupedList(InsetGroupedList(header: t.header, words: t.words.enumerated().map { index, word in
                SearchWord(word, count: [2, 5, 2, 1][index % 4], lastSearched: Double(index))
            }))
        }
    }
}
