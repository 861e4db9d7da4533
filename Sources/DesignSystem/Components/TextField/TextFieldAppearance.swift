import LayoutEngine
/// Seed 003 splits a text field's look in two so nothing is repeated per state: the
/// properties that never change (`common`) and those that do (`forState`).
public struct TextFieldAppearance: Sendable, Hashable {
    /// What every state shares.
    public struct Common: Sendable, Hashable {
        /// The typed text's type.
        public var textStyle: TypeStyle
        /// The helper line's and counter's type.
        public var helperStyle: TypeStyle
        /// The box's height, points.
        public var height: Double
        /// The box's corner radius, points.
        public var cornerRadius: Double
        /// Left and right padding of the text inside the box.
        public var horizontalInset: Double
        /// The box's border width, points.
        public var borderWidth: Double
        /// From the box's bottom to the helper line's top.
        public var helperSpacing: Double
    }

    /// What changes with the state.
    public struct StateLook: Sendable, Hashable {
        /// The box's border.
        public var borderColor: Color
        /// The typed text's color.
        public var textColor: Color
        /// The placeholder's color.
        public var placeholderColor: Color
        /// The box's fill.
        public var backgroundColor: Color
        /// The helper or error line's color.
        public var helperColor: Color
        /// The "count/limit" counter's color.
        public var counterColor: Color
    }

    /// What every state shares.
    public var common: Common
    /// At rest.
    public var normal: StateLook
    /// While the user types.
    public var editing: StateLook
    /// After `error(message:)`.
    public var error: StateLook

    /// The look of `state`.
    public func look(for state: TextFieldState) -> StateLook {
        switch state {
        case .normal: normal
        case .editing: editing
        case .error: error
        }
    }
}

/// Supplies a text field's look, as seed 003's delegate does: a field asks its provider,
/// and the default provider returns the theme's look, so a screen can restyle its fields
/// per state without touching the field.
public protocol TextFieldAppearanceProvider: Sendable {
    /// The look of every state, from `theme`.
    func appearance(in theme: Theme) -> TextFieldAppearance
}

/// The default look: a 48-point box with an 8-point radius, a 1-point border that is
/// gray at rest, blue while editing and red in error, and 13-point helper text.
/// (Seed 003 shows the three states as pictures without numbers; these are ours.)
public struct ThemeTextFieldAppearance: TextFieldAppearanceProvider, Hashable {
    /// The standard look.
    public init() {}

    /// The standard look, from `theme`'s tokens.
    public func appearance(in theme: Theme) -> TextFieldAppearance {
        let c = theme.colors
        let atRest = TextFieldAppearance.StateLook(
            borderColor: c.systemGray, textColor: c.black, placeholderColor: c.systemGray,
            backgroundColor: c.white, helperColor: c.secondaryLabel, counterColor: c.secondaryLabel)
        var editing = atRest
        editing.borderColor = c.systemBlue
        var error = atRest
        error.borderColor = c.systemRed
        error.helperColor = c.systemRed
        return TextFieldAppearance(
            common: .init(textStyle: theme.typography.label, helperStyle: theme.typography.caption,
                          height: 48, cornerRadius: theme.radii.control, horizontalInset: 16,
                          borderWidth: theme.spacing.hairline, helperSpacing: theme.spacing.small),
            normal: atRest, editing: editing, error: error)
    }
}
