import LayoutEngine
/// The text field of seed 003 (`ABTextField`, COMPONENTS.md §8): a bordered box with the
/// text (or a placeholder), an optional helper or error line under it and an optional
/// "count/limit" counter at the right of that line.
///
/// Scene-file keys: `text`, `placeholder`, `state` (`normal`, `editing`, `error`),
/// `helper` (the line under the field), `error` (a message: sets the error state and
/// replaces the helper, as `error(message:)`), `limit` (shows the counter when set).
///
/// Node ids: `textField`, `textField.box`, `textField.text`, `textField.helper` (when
/// there is a helper or error line), `textField.counter` (when there is a limit).
public struct TextField: FluentConfiguration {
    /// What the user typed.
    public var text: String
    /// Shown, in the placeholder color, while the text is empty.
    public var placeholder: String
    /// Which state's look the field has.
    public var state: TextFieldState
    /// The line under the field outside the error state; empty: none.
    public var helper: String
    /// The message `error(message:)` shows; the state becomes `.error`.
    public var errorMessage: String
    /// The maximum number of characters; the counter shows only when set.
    public var limit: Int?
    /// Seed 003's delegate: replaces the default look.
    public var appearanceProvider: any TextFieldAppearanceProvider

    /// A field showing `text` (or `placeholder` when empty) in `state`.
    public init(text: String = "", placeholder: String = "", state: TextFieldState = .normal,
                helper: String = "", limit: Int? = nil,
                appearanceProvider: any TextFieldAppearanceProvider = ThemeTextFieldAppearance()) {
        self.text = text; self.placeholder = placeholder; self.state = state; self.helper = helper
        self.errorMessage = ""; self.limit = limit; self.appearanceProvider = appearanceProvider
    }

    /// A copy with `placeholder` changed, as the seed builder's setter.
    public func placeholder(_ text: String) -> Self { with(\.placeholder, text) }
    /// A copy with `state` changed, as the seed builder's setter.
    public func state(_ state: TextFieldState) -> Self { with(\.state, state) }
    /// A copy with `helper` changed, as the seed builder's setter.
    public func helper(_ text: String) -> Self { with(\.helper, text) }
    /// A copy with `limit` changed, as the seed builder's setter.
    public func limit(_ count: Int) -> Self { with(\.limit, count) }
    /// A copy with `appearanceProvider` changed, as the seed builder's setter.
    public func appearance(_ provider: any TextFieldAppearanceProvider) -> Self { with(\.appearanceProvider, provider) }
    /// Seed 003 `update(text:)`: new text, same state.
    public func update(text: String) -> Self { with(\.text, text) }
    /// Seed 003 `error(message:)`: the error state with `message` under the field.
    public func error(message: String) -> Self { with(\.state, .error).with(\.errorMessage, message) }

    /// The line under the field: the error message in the error state, else the helper.
    public var helperLine: String {
        state == .error && !errorMessage.isEmpty ? errorMessage : helper
    }

    /// "count/limit", counting characters as the user sees them (grapheme clusters), or
    /// nil without a limit.
    public var counter: String? {
        limit.map { "\(text.count)/\($0)" }
    }
}

extension TextField: SceneComponent {
    /// The state `error(message:)` sets is written as the `error` key (and the state key left at
    /// normal), as the reader expects it.
    public static var sceneKeys: SceneKeys<TextField> {
        let writesError = { (field: TextField) in field.state == .error && !field.errorMessage.isEmpty }
        return SceneKeys(component: "textField", prototype: TextField(), summary: "Text field. Ids: textField, textField.box, "
                            + "textField.text, textField.caret (editing), textField.helper, textField.counter.", keys: [
            .value("text", \.text),
            .value("placeholder", \.placeholder),
            SceneKey("state", get: { writesError($0) ? .normal : $0.state }, set: { $0.state = $1 }),
            .value("helper", \.helper),
            .optional("limit", \.limit, .atLeast(1, "characters")),
            SceneKey("error", String.self, doc: "Sets the error state and replaces the helper line.",
                     get: { writesError($0) ? $0.errorMessage : nil }, set: { $0 = $0.error(message: $1) }),
        ])
    }
}
