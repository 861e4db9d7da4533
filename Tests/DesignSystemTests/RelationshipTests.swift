import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 002's server integer, titles, colors and alerts (COMPONENTS.md §7).
@Suite struct RelationshipTests {
    @Test func serverIntegersMapToStates() {
        let expected: [(Int, Relationship)] = [
            (0, .blocked), (1, .requestSent), (2, .requestReceived), (3, .friend),
            (4, .rejected), (5, .none), (6, .self), (88, .rejectRequest),
        ]
        for (value, state) in expected { #expect(Relationship(serverValue: value) == state) }
    }

    @Test func unknownServerIntegersMeanNone() {
        for value in [-1, 7, 87, 89, Int.max] { #expect(Relationship(serverValue: value) == .none) }
    }

    @Test func titlesFollowTheSeed() {
        let titles = [Relationship.blocked, .requestSent, .requestReceived, .friend, .rejected, .none, .self,
                      .rejectRequest].map(\.title)
        #expect(titles == ["차단 해제", "요청 취소", "요청 수락", "친구 ✓", "친구 신청", "친구 신청", "나", "거절"])
    }

    @Test func addingStatesAreRedAndTheOthersDark() {
        let theme = Theme.standard
        for state in [Relationship.requestReceived, .blocked, .none, .rejected] {
            #expect(state.backgroundColor(in: theme) == theme.colors.pointerRed)
        }
        for state in [Relationship.friend, .rejectRequest, .requestSent, .self] {
            #expect(state.backgroundColor(in: theme) == theme.colors.navBack)
        }
    }

    @Test func titleIsWhiteInEveryState() {
        for state in Relationship.allCases { #expect(state.titleColor(in: .standard) == .white) }
    }

    @Test func smallVariantUsesElevenPoints() {
        #expect(RelationshipButton().small().titleStyle(in: .standard).size == 11)
        #expect(RelationshipButton().titleStyle(in: .standard).size == 13)
    }

    @Test func confirmationAlertIsFilledFromTheState() {
        let alert = RelationshipButton(relationship: .none).target(name: "김철수", id: "chulsoo").confirmationAlert
        #expect(alert == AlertModal(title: "친구 요청", message: "김철수(chulsoo)님에게 친구를 요청하시겠어요?",
                                    negative: "취소", positive: "요청"))
    }

    @Test func friendAlertMessageBreaksTheLineWhereTheSeedDoes() {
        #expect(Relationship.friend.alertMessage(targetName: "A", targetId: "a") == "A(a)님과\n친구를 해제하시겠어요?")
    }

    @Test func yourselfHasNoConfirmationAlert() {
        #expect(RelationshipButton(relationship: .self).confirmationAlert == nil)
    }
}
