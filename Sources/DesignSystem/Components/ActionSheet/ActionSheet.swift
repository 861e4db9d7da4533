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
    public struct Action: Sendable, Hashable, Decodable {
        /// The row's title, centered.
        public var title: String
        /// nil: the theme's black.
        public var color: Color?
        /// An action titled `title`, its title drawn in `color` (black when nil).
        public init(_ title: String, color: Color? = nil) { self.title = title; self.color = color }

        public init(from decoder: Decoder) throws {
            var reader = try ConfigurationReader(decoder)
            self.init(try reader.read("title", default: ""), color: try reader.readIfPresent("color"))
            try reader.finish()
        }
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

extension ActionSheet: Decodable {
    public init(from decoder: Decoder) throws {
        var reader = try ConfigurationReader(decoder)
        self.init(actions: try reader.read("actions", default: [], check: { (actions: [Action]) in
                      actions.isEmpty ? "expected at least one action" : nil }),
                  cancel: try reader.read("cancel", default: "취소"))
        rowColor = try reader.readIfPresent("rowColor")
        cancelColor = try reader.readIfPresent("cancelColor")
        cancelTitleColor = try reader.readIfPresent("cancelTitleColor")
        animatesPresentation = try reader.read("animatePresentation", default: false)
        try reader.finish()
    }
}

extension ActionSheet: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: "actionSheet")
        try writer.write("actions", actions, default: [])
        try writer.write("cancel", cancel, default: "취소")
        try writer.writeIfPresent("rowColor", rowColor)
        try writer.writeIfPresent("cancelColor", cancelColor)
        try writer.writeIfPresent("cancelTitleColor", cancelTitleColor)
        try writer.write("animatePresentation", animatesPresentation, default: false)
    }
}

extension ActionSheet.Action: Encodable {
    public func encode(to encoder: Encoder) throws {
        var writer = try ConfigurationWriter(encoder, component: nil)
        try writer.write("title", title, default: "")
        try writer.writeIfPresent("color", color)
    }
}
