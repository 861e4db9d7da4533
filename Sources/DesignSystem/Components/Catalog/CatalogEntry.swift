import LayoutEngine
/// One picture of the component catalog: a component in one state with text in one
/// language.
public struct CatalogEntry: Sendable {
    /// The language of an entry's text.
    public enum Language: String, Sendable, CaseIterable {
        case latin
        case korean
    }

    /// The component's `"component"` name.
    public var component: String
    /// The state or variant shown (`active`, `oneButton`, `visible`, ...).
    public var state: String
    /// The language of the entry's text.
    public var language: Language
    /// The configured component.
    public var spec: ComponentSpec

    /// An entry showing `spec`.
    public init(component: String, state: String, language: Language, spec: ComponentSpec) {
        self.component = component; self.state = state; self.language = language; self.spec = spec
    }

    /// `component-state-language`: unique in the catalog, usable as a file name.
    public var name: String { "\(component)-\(state)-\(language.rawValue)" }
}
