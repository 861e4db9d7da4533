import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 000's alert modal numbers (COMPONENTS.md §1).
@Suite struct AlertModalGeometryTests {
    let modal = AlertModal(title: "친구 요청").message("김철수(chulsoo)님에게 친구를 요청하시겠어요?")
        .negative("취소").positive("요청")

    @Test(arguments: [Device.iphone15, .iphoneSE])
    func cardIs270WideAndCenteredOnTheScreen(device: Device) throws {
        let card = try frames(modal, on: device)["modal.card"]
        #expect(card.width == 270)
        #expect(withinPixel(card.midX, device.size.width / 2, scale: device.scale))
        #expect(withinPixel(card.midY, device.size.height / 2, scale: device.scale))
    }

    @Test func dimCoversTheWholeScreen() throws {
        #expect(try frames(modal)["modal.dim"] == Device.iphone15.bounds)
    }

    @Test func titleIs16BelowTheCardsTopAndInset16() throws {
        let f = try frames(modal)
        #expect(same(f["modal.title"].minY, f["modal.card"].minY + 16))
        #expect(same(f["modal.title"].minX, f["modal.card"].minX + 16))
        #expect(same(f["modal.title"].maxX, f["modal.card"].maxX - 16))
    }

    @Test func withoutAnImageTheMessageIs16BelowTheTitle() throws {
        let f = try frames(modal)
        #expect(!f.contains("modal.image"))
        #expect(same(f["modal.message"].minY, f["modal.title"].maxY + 16))
    }

    @Test func imageIs16BelowTheTitleCenteredAndTheMessage16BelowIt() throws {
        let f = try frames(modal.image(width: 60, height: 40))
        #expect(f["modal.image"].size == Size(width: 60, height: 40))
        #expect(same(f["modal.image"].minY, f["modal.title"].maxY + 16))
        #expect(withinPixel(f["modal.image"].midX, f["modal.card"].midX, scale: 3))
        #expect(same(f["modal.message"].minY, f["modal.image"].maxY + 16))
    }

    @Test func messageIsInset16FromTheCardsSidesAndWraps() throws {
        let f = try frames(modal.message(String(repeating: "A long message that wraps. ", count: 4)))
        #expect(same(f["modal.message"].minX, f["modal.card"].minX + 16))
        #expect(same(f["modal.message"].width, 238))
        #expect(f["modal.message"].height > f["modal.title"].height * 2)
    }

    @Test func dividerIsOnePointHighAcrossTheCard16BelowTheMessage() throws {
        let f = try frames(modal)
        #expect(f["modal.divider"].height == 1)
        #expect(f["modal.divider"].minX == f["modal.card"].minX)
        #expect(f["modal.divider"].width == 270)
        #expect(same(f["modal.divider"].minY, f["modal.message"].maxY + 16))
    }

    @Test func buttonRowIs44HighUnderTheDividerAndEndsTheCard() throws {
        let f = try frames(modal)
        #expect(f["modal.buttons"].height == 44)
        #expect(f["modal.buttons"].minY == f["modal.divider"].maxY)
        #expect(f["modal.buttons"].width == 270)
        #expect(f["modal.card"].maxY == f["modal.buttons"].maxY)
    }

    @Test func buttonsAreEqualHalvesWithAOnePointDividerBetween() throws {
        let f = try frames(modal)
        #expect(same(f["modal.negative"].width, 135))
        #expect(same(f["modal.positive"].width, 135))
        #expect(f["modal.negative"].maxX == f["modal.positive"].minX)
        #expect(f["modal.buttonDivider"].width == 1)
        #expect(withinPixel(f["modal.buttonDivider"].midX, f["modal.buttons"].midX, scale: 3))
        #expect(f["modal.buttonDivider"].height == 44)
    }

    @Test func emptyNegativeLabelHidesTheNegativeButtonAndTheDivider() throws {
        let f = try frames(modal.negative(""))
        #expect(!f.contains("modal.negative"))
        #expect(!f.contains("modal.buttonDivider"))
        #expect(f["modal.positive"] == f["modal.buttons"])
    }

    @Test func cardHeightFollowsTheContent() throws {
        let f = try frames(modal)
        let text: Double = f["modal.title"].height + f["modal.message"].height
        let expected: Double = text + 16 * 3 + 1 + 44
        #expect(abs(f["modal.card"].height - expected) < 1e-9)
    }
}
