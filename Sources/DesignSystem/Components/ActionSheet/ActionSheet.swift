import LayoutEngine
/// The action sheet of seed 000 (`CommonBottomModal`, COMPONENTS.md §2): a vertical stack
/// of 56-point rounded rows at the bottom of the screen, one per action, then a cancel row,
/// presented with PanModal over its dim (`ActionSheetView`).
///
/// Scene-file keys: `actions` (`[{"title": "…", "color": "#RRGGBB"}]`, at least one),
/// `cancel` (default "취소"), `rowColor` (default white), `cancelColor` (row background,
/// default gray), `cancelTitleColor` (default black), `animatePresentation` (default false: the
/// sheet at rest; true: PanModal's spring rise and dim fade on the scene's timeline).
///
/// Node ids: `actionSheet.dim`, `actionSheet.container`, `actionSheet.stack`,
/// `actionSheet.action.N` (N from 0) with `actionSheet.action.N.title`, `actionSheet.cancel`
/// with `actionSheet.cancel.title`.
public struct ActionSheet: FluentConfiguration, Hashable {
    /// One row: its title and the title's color (seed: `CommoBottomModalAction`).
    public struct Action: Sendable, Hashable {
        /// The row's title, centered.
        public var title: String
        /// nil: the theme's black.
        public var color: Color?
        /// An action titled `title`, its title drawn in `color` (black when nil).
        public init(_ title: String, color: Color? = nil) { self.title = title; self.color = color }
    }

    /// The rows above cancel, top to bottom.
    public var actions: [Action]
    /// Seed 000's default cancel title.
    public var cancel: String
    /// Every action row's background; nil: the theme's white (seed 000's default).
    public var rowColor: Color?
    /// The cancel row's background; nil: the theme's gray (seed 000's default).
    public var cancelColor: Color?
    /// The cancel title's color; nil: the theme's black.
    public var cancelTitleColor: Color?
    /// Draws the sheet at rest and gives PanModal's presentation to the scene's timeline
    /// (`presentPanModal` animates; `render --frames` draws it).
    public var animatesPresentation = false

    /// A sheet of `actions` above a cancel row titled `cancel`.
    public init(actions: [Action] = [], cancel: String = "취소") {
        self.actions = actions; self.cancel = cancel
    }

    /// A copy with `actions` changed, as the seed builder's setter.
    public func action(_ title: String, color: Color? = nil) -> Self { with(\.actions, actions + [Action(title, color: color)]) }
    /// A copy with `cancel` changed, as the seed builder's setter.
    public func cancel(_ title: String) -> Self { with(\.cancel, title) }
    /// A copy with `rowColor` changed, as the seed builder's setter.
    public func rowColor(_ color: Color) -> Self { with(\.rowColor, color) }
    /// A copy with `cancelColor` changed, as the seed builder's setter.
    public func cancelColor(_ color: Color) -> Self { with(\.cancelColor, color) }
    /// A copy with `cancelTitleColor` changed, as the seed builder's setter.
    public func cancelTitleColor(_ color: Color) -> Self { with(\.cancelTitleColor, color) }
    /// A copy at rest whose presentation is animated on the scene's timeline.
    public func animatingPresentation(_ animates: Bool = true) -> Self { with(\.animatesPresentation, animates) }
}

extension ActionSheet: SceneComponent {
    public static var sceneKeys: SceneKeys<ActionSheet> {
        SceneKeys(component: "actionSheet", prototype: ActionSheet(),
                  summary: "Action sheet presented with PanModal over its dim (black 0.7). Ids: actionSheet.dim, actionSheet.container, "
                    + "actionSheet.stack, actionSheet.action.N(.title), actionSheet.cancel(.title).", keys: [
            .value("actions", \.actions, .count(1, "action")),
            .value("cancel", \.cancel),
            .optional("rowColor", \.rowColor),
            .optional("cancelColor", \.cancelColor),
            .optional("cancelTitleColor", \.cancelTitleColor),
            .value("animatePresentation", \.animatesPresentation, doc: "Draw at rest and put PanModal's presentation (the sheet rising "
                   + "on PanModal's spring, the dim fading in) on the scene's timeline, for render --time/--frames."),
        ])
    }
}

extension ActionSheet.Action: SceneConfigurable, SceneValue {
    public static var sceneKeys: SceneKeys<ActionSheet.Action> {
        SceneKeys(component: nil, prototype: ActionSheet.Action(""), keys: [
            .value("title", \.title),
            .optional("color", \.color),
        ])
    }
}
