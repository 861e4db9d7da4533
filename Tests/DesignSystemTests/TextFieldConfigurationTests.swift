import Testing
@testable import LayoutEngine
@testable import DesignSystem

/// Seed 003: the text field's state, error message, counter and replaceable look.
@Suite struct TextFieldConfigurationTests {
    @Test func errorMessageSetsTheErrorStateAndReplacesTheHelper() {
        let field = TextField(text: "ab").helper("2-10 characters").error(message: "Taken")
        #expect(field.state == .error)
        #expect(field.helperLine == "Taken")
    }

    @Test func helperShowsOutsideTheErrorState() {
        #expect(TextField().helper("2-10 characters").state(.editing).helperLine == "2-10 characters")
    }

    @Test func counterShowsOnlyWithALimit() {
        #expect(TextField(text: "abc").counter == nil)
        #expect(TextField(text: "abc").limit(10).counter == "3/10")
    }

    @Test func counterCountsHangulSyllablesAsOneEach() {
        #expect(TextField(text: "닉네임").limit(8).counter == "3/8")
    }

    @Test func borderColorChangesWithStateOnly() {
        let look = ThemeTextFieldAppearance().appearance(in: .standard)
        #expect(look.look(for: .normal).borderColor == Theme.standard.colors.systemGray)
        #expect(look.look(for: .editing).borderColor == Theme.standard.colors.systemBlue)
        #expect(look.look(for: .error).borderColor == Theme.standard.colors.systemRed)
        #expect(look.look(for: .error).textColor == look.look(for: .normal).textColor)
    }

    private struct SquareLook: TextFieldAppearanceProvider {
        func appearance(in theme: Theme) -> TextFieldAppearance {
            var look = ThemeTextFieldAppearance().appearance(in: theme)
            look.common.cornerRadius = 0
            look.editing.borderColor = theme.colors.pointerRed
            return look
        }
    }

    @Test func providerReplacesTheLook() {
        let field = TextField().appearance(SquareLook())
        let look = field.appearanceProvider.appearance(in: .standard)
        #expect(look.common.cornerRadius == 0)
        #expect(look.look(for: .editing).borderColor == Theme.standard.colors.pointerRed)
    }
}
