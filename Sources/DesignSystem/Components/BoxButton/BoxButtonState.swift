import LayoutEngine
/// The three states of seed 001's box button (`BoxButtonStatus`).
public enum BoxButtonState: String, Sendable, Hashable, CaseIterable, SceneValue {
    case active
    case inactive
    case pressed
}
