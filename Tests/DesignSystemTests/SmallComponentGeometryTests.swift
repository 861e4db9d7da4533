import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Toast, retry view, box button, relationship button and loading overlay numbers
/// (COMPONENTS.md §3-7).
@Suite struct SmallComponentGeometryTests {
    @Test(arguments: [Device.iphone15, .iphoneSE])
    func toastIs56HighAcrossTheScreenAboveTheBottomSafeArea(device: Device) throws {
        let toast = try frames(Toast(message: "저장되었습니다"), on: device)["toast"]
        #expect(toast == Rect(x: 0, y: device.size.height - device.safeArea.bottom - 56,
                              width: device.size.width, height: 56))
    }

    @Test func toastHeightIsConfigurable() throws {
        #expect(try frames(Toast(message: "a").height(80))["toast"].height == 80)
    }

    @Test func toastMessageIsCenteredInTheBand() throws {
        let f = try frames(Toast(message: "저장되었습니다"))
        #expect(withinPixel(f["toast.message"].midY, f["toast"].midY, scale: 3))
    }

    @Test func retryButtonIs16BelowTheTitleBothCentered() throws {
        let f = try frames(RetryView(title: "네트워크 연결을 확인해 주세요", button: "다시 시도"))
        #expect(same(f["retry.button"].minY, f["retry.title"].maxY + 16))
        #expect(withinPixel(f["retry.title"].midX, f["retry.view"].midX, scale: 3))
        #expect(withinPixel(f["retry.button"].midX, f["retry.view"].midX, scale: 3))
    }

    @Test func retryViewIsCenteredAndAsWideAsTheWiderLabel() throws {
        let f = try frames(RetryView(title: "Something went wrong", button: "Retry"))
        #expect(f["retry.view"].width == max(f["retry.title"].width, f["retry.button"].width))
        #expect(same(f["retry.view"].height, f["retry.title"].height + 16 + f["retry.button"].height))
        #expect(withinPixel(f["retry.view"].midX, 393 / 2, scale: 3))
        #expect(withinPixel(f["retry.view"].midY, 852 / 2, scale: 3))
    }

    @Test func boxButtonSpansTheMarginsAndIs56High() throws {
        let button = try frames(BoxButton(title: "저장하기", state: .active))["boxButton"]
        #expect(button.minX == 20)
        #expect(button.width == 393 - 40)
        #expect(button.height == 56)
    }

    @Test(arguments: [false, true])
    func relationshipCapsuleIs80By28WithRadius14(small: Bool) throws {
        let button = RelationshipButton(relationship: .friend, small: small)
        let nodes = try button.sceneNodes(on: .iphone15, theme: .standard)
        #expect(nodes.first?.frame.size == Size(width: 80, height: 28))
        #expect(nodes.first?.cornerRadii == CornerRadii(all: 14))
    }

    @Test func relationshipAlertIsTheModalFilledFromTheState() throws {
        let f = try frames(RelationshipButton(relationship: .requestReceived).target(name: "김철수", id: "chulsoo")
            .showingAlert())
        #expect(f.contains("relationship"))
        #expect(f["modal.card"].width == 270)
        #expect(f.contains("modal.negative"))
    }

    @Test func loadingShowsNoSpinnerBeforePointEightSeconds() throws {
        let f = try frames(LoadingOverlay(time: 0.5))
        #expect(f["loading.blocker"] == Device.iphone15.bounds)
        #expect(!f.contains("loading.spinner"))
    }

    @Test func loadingSpinnerIsCenteredAfterPointEightSeconds() throws {
        let spinner = try frames(LoadingOverlay(time: 0.8))["loading.spinner"]
        #expect(spinner.size == Size(width: 37, height: 37))
        #expect(withinPixel(spinner.midX, 393 / 2, scale: 3))
        #expect(withinPixel(spinner.midY, 852 / 2, scale: 3))
    }

    @Test func dismissedLoadingDrawsNothing() throws {
        #expect(try frames(LoadingOverlay(time: 3, dismissedAt: 2)).allEntries.isEmpty)
    }
}
