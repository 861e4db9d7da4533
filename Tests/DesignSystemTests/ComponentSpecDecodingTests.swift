import Foundation
import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Scene-file entries decode into component configurations, with defaults for missing
/// keys and errors that name the key for everything malformed.
@Suite struct ComponentSpecDecodingTests {
    private struct Content: Decodable { var content: [ComponentSpec] }

    private func decode(_ json: String) throws -> ComponentSpec {
        try JSONDecoder().decode(ComponentSpec.self, from: Data(json.utf8))
    }

    @Test func issueSixModalExampleDecodes() throws {
        let spec = try decode(#"{"component": "modal", "title": "친구 요청", "#
            + #""message": "김철수(chulsoo)님에게 친구를 요청하시겠어요?", "negative": "취소", "positive": "요청"}"#)
        guard case .modal(let modal) = spec else { Issue.record("not a modal: \(spec)"); return }
        #expect(modal == AlertModal(title: "친구 요청").message("김철수(chulsoo)님에게 친구를 요청하시겠어요?")
            .negative("취소").positive("요청"))
    }

    @Test func modalColorOverridesAndImageDecode() throws {
        let spec = try decode(#"{"component": "modal", "title": "T", "image": {"width": 60, "height": 40},"#
            + ##" "positiveColor": "#00FF00"}"##)
        guard case .modal(let modal) = spec else { Issue.record("not a modal: \(spec)"); return }
        #expect(modal.image == AlertModal.ImageSize(width: 60, height: 40))
        #expect(modal.positiveColor == Color(hex: "#00FF00"))
        #expect(modal.negativeColor == nil)
    }

    @Test func actionSheetDecodesActionsAndDefaultCancel() throws {
        let spec = try decode(##"{"component": "actionSheet", "actions": [{"title": "신고", "color": "#FF0000"},"##
            + #" {"title": "공유"}]}"#)
        guard case .actionSheet(let sheet) = spec else { Issue.record("not a sheet: \(spec)"); return }
        #expect(sheet.actions == [.init("신고", color: Color(hex: "#FF0000")), .init("공유")])
        #expect(sheet.cancel == "취소")
    }

    @Test func everyComponentDecodesFromItsNameAlone() throws {
        for name in ComponentSpec.names where name != "actionSheet" {
            #expect(try decode(#"{"component": "\#(name)"}"#).name == name)
        }
    }

    @Test func unknownComponentListsTheKnownOnes() {
        let context = decodingFailure(ComponentSpec.self, #"{"component": "popover"}"#)
        #expect(context?.debugDescription.contains("popover") == true)
        #expect(context?.debugDescription.contains("insetGroupedList") == true)
        #expect(context?.path == ["component"])
    }

    @Test func missingComponentKeyIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"title": "x"}"#)?.debugDescription.isEmpty == false)
    }

    @Test func misspeltKeyIsAnErrorAtThatKey() {
        let context = decodingFailure(Content.self, #"{"content": [{"component": "modal", "titel": "x"}]}"#)
        #expect(context?.path == ["content", "[0]", "titel"])
        #expect(context?.debugDescription.contains("title") == true)
    }

    @Test func wrongTypeNamesTheKey() {
        let context = decodingFailure(Content.self, #"{"content": [{"component": "toast", "message": 5}]}"#)
        #expect(context?.path == ["content", "[0]", "message"])
    }

    @Test func actionSheetWithoutActionsIsAnError() {
        let context = decodingFailure(ComponentSpec.self, #"{"component": "actionSheet", "actions": []}"#)
        #expect(context?.path == ["actions"])
    }

    @Test func malformedActionColorNamesTheAction() {
        let context = decodingFailure(
            Content.self, #"{"content": [{"component": "actionSheet", "actions": [{"title": "a", "color": "red"}]}]}"#)
        #expect(context?.path == ["content", "[0]", "actions", "[0]", "color"])
    }

    @Test func negativeToastHeightIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"component": "toast", "height": -56}"#)?.path == ["height"])
    }

    @Test func aSwipedRowPastTheListIsAnErrorThatSaysWhy() {
        let empty = decodingFailure(ComponentSpec.self, #"{"component": "insetGroupedList", "swipedRow": 1000000000}"#)
        #expect(empty?.path == ["swipedRow"])
        #expect(empty?.debugDescription.contains("the list has no rows to swipe") == true, "\(String(describing: empty))")
        let past = decodingFailure(ComponentSpec.self, #"{"component": "insetGroupedList", "swipedRow": 2, "#
            + #""words": [{"word": "a", "count": 1, "lastSearched": 0}, {"word": "b", "count": 1, "lastSearched": 0}]}"#)
        #expect(past?.debugDescription.contains("expected a row from 0 to 1, found 2") == true, "\(String(describing: past))")
    }

    @Test func negativeLoadingTimeIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"component": "loading", "time": -1}"#)?.path == ["time"])
    }

    @Test func unknownBoxButtonStateIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"component": "boxButton", "state": "disabled"}"#)?.path
            == ["state"])
    }

    @Test func zeroTextFieldLimitIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"component": "textField", "limit": 0}"#)?.path == ["limit"])
    }

    @Test func tooManySkeletonRowsIsAnError() {
        #expect(decodingFailure(ComponentSpec.self, #"{"component": "skeleton", "rows": 500}"#)?.path == ["rows"])
    }

    @Test func textFieldErrorKeySetsTheErrorState() throws {
        let spec = try decode(#"{"component": "textField", "text": "ab", "error": "이미 있는 닉네임이에요"}"#)
        guard case .textField(let field) = spec else { Issue.record("not a field: \(spec)"); return }
        #expect(field.state == .error)
        #expect(field.helperLine == "이미 있는 닉네임이에요")
    }

    @Test func relationshipButtonMapsTheServerInteger() throws {
        let spec = try decode(#"{"component": "relationshipButton", "relationship": 2, "small": true}"#)
        guard case .relationshipButton(let button) = spec else { Issue.record("not a button: \(spec)"); return }
        #expect(button.relationship == .requestReceived)
        #expect(button.small)
    }
}
