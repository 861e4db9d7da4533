import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 001: the box button's colors are a pure function of (state, highlighted).
@Suite struct BoxButtonAppearanceTests {
    let colors = Theme.standard.colors

    @Test func activeIsG800OnN400() {
        #expect(BoxButton(state: .active).appearance(in: .standard) == .init(title: colors.greyG800, background: colors.tintN400))
    }

    @Test func inactiveIsG500OnG700() {
        #expect(BoxButton(state: .inactive).appearance(in: .standard) == .init(title: colors.greyG500, background: colors.greyG700))
    }

    @Test func pressedIsG800OnN600() {
        #expect(BoxButton(state: .pressed).appearance(in: .standard) == .init(title: colors.greyG800, background: colors.tintN600))
    }

    @Test func highlightTurnsTheBackgroundN600InEveryState() {
        for state in BoxButtonState.allCases {
            let look = BoxButton(state: state).highlighted().appearance(in: .standard)
            #expect(look.background == colors.tintN600)
            #expect(look.title == BoxButton(state: state).appearance(in: .standard).title)
        }
    }

    @Test func defaultStateIsInactiveAsInTheSeed() {
        #expect(BoxButton().state == .inactive)
    }
}
