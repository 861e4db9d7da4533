import LayoutEngine
/// The three states of seed 003's text field (`ABTextField`).
public enum TextFieldState: String, Sendable, Hashable, CaseIterable, SceneValue {
    case normal
    case editing
    case error
}
