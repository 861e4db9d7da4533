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
    /// The screen the component is presented over (a sheet's journal grid), drawn beneath it.
    public var presenting: [ComponentSpec]

    /// An entry showing `spec` over `presenting`.
    public init(component: String, state: String, language: Language, spec: ComponentSpec,
                presenting: [ComponentSpec] = []) {
        self.component = component; self.state = state; self.language = language; self.spec = spec
        self.presenting = presenting
    }

    /// What the entry's screen shows, bottom to top: the presenting screen, then the component.
    public var content: [ComponentSpec] { presenting + [spec] }

    /// `component-state-language`: unique in the catalog, usable as a file name.
    public var name: String { "\(component)-\(state)-\(language.rawValue)" }
}
