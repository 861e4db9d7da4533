import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Toast, retry view, box button, relationship button and loading overlay numbers
/// (COMPONENTS.md §3-7).
@Suite struct SmallComponentGeometryTests {
    /// Toast-Swift's `.bottom` position: the toast's bottom `style.verticalPadding` (10) above the
    /// bottom safe area (Toast/Toast.swift, `ToastPosition.centerPoint(forToast:inSuperview:)`).
    @Test(arguments: [Device.iphone15, .iphoneSE])
    func toastIs56HighAcrossTheScreenTenAboveTheBottomSafeArea(device: Device) throws {
        let toast = try frames(Toast(message: "저장되었습니다"), on: device)["toast"]
        #expect(toast == Rect(x: 0, y: device.size.height - device.safeArea.bottom - 10 - 56,
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

    /// Seed 002: `$0.layer.cornerRadius = 28 / 2`, `$0.widthAnchor.constraint(equalToConstant: 80)`
    /// for every button of the stack, the message button after the relationship button.
    @Test(arguments: [false, true])
    func relationshipAndMessageButtonsAre80By28WithRadius14SideBySide(small: Bool) throws {
        let button = RelationshipButton(relationship: .friend, small: small)
        let nodes = try button.sceneNodes(on: .iphone15, theme: .standard)
        let stack = try #require(nodes.first { $0.id == "relationship.buttons" })
        #expect(stack.children.map(\.id) == ["relationship", "relationship.message"])
        for button in stack.children {
            #expect(same(button.frame.width, 80) && same(button.frame.height, 28) && button.cornerRadii == CornerRadii(all: 14))
        }
        #expect(same(stack.children[1].frame.minX, stack.children[0].frame.maxX + Theme.standard.spacing.small))
        #expect(withinPixel(stack.frame.midX, 393 / 2, scale: 3))
    }

    @Test func anEmptyMessageTitleLeavesTheRelationshipButtonAlone() throws {
        let f = try frames(RelationshipButton(relationship: .friend).message(""))
        #expect(!f.contains("relationship.message"))
        #expect(withinPixel(f["relationship"].midX, 393 / 2, scale: 3))
    }

    /// Seed 002's `getButtonTitle(title:size:)`: `UIFont.notoSans(font: .notoSansKrMedium, size: 13)`.
    @Test(arguments: [(false, 13.0), (true, 11.0)])
    func relationshipTitlesAreNotoSansKRMedium(small: Bool, size: Double) {
        let style = RelationshipButton(small: small).titleStyle(in: .standard)
        #expect(style == TypeStyle(family: "Noto Sans CJK KR", size: size, weight: .medium))
    }

    @Test func relationshipAlertIsTheModalFilledFromTheState() throws {
        let f = try frames(RelationshipButton(relationship: .requestReceived).target(name: "김철수", id: "chulsoo")
            .showingAlert())
        #expect(f.contains("relationship"))
        #expect(f["modal.card"].width == 270)
        #expect(f.contains("modal.negative"))
    }

    @Test func loadingShowsNoAnimationBeforePointEightSeconds() throws {
        let f = try frames(LoadingOverlay(time: 0.5))
        #expect(f["loading.blocker"] == Device.iphone15.bounds)
        #expect(!f.contains("loading.animation"))
    }

    /// Seed 000: `LottieAnimationView(name:)` with `$0.center.equalToSuperview()`: centered at the
    /// animation's own size (our spinner's 40 x 40).
    @Test func loadingAnimationIsCenteredAtItsOwnSizeAfterPointEightSeconds() throws {
        let animation = try frames(LoadingOverlay(time: 0.8))["loading.animation"]
        #expect(animation.size == Size(width: 40, height: 40))
        #expect(withinPixel(animation.midX, 393 / 2, scale: 3))
        #expect(withinPixel(animation.midY, 852 / 2, scale: 3))
    }

    @Test func dismissedLoadingDrawsNothing() throws {
        #expect(try frames(LoadingOverlay(time: 3, dismissedAt: 2)).allEntries.isEmpty)
    }
}
