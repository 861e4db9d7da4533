import LayoutEngine
/// The box button of seed 001 (Menual's `BoxButton`, COMPONENTS.md §6): a full-width
/// rounded box with a centered title whose colors are a pure function of its state and
/// whether a finger is down on it ("layout-driven UI": nothing else sets them).
///
/// Scene-file keys: `title`, `state` (`active`, `inactive`, `pressed`; default inactive,
/// as the seed's), `highlighted` (default false), `height` (default 56).
///
/// Node ids: `boxButton`, `boxButton.title`.
public struct BoxButton: FluentConfiguration, Hashable {
    /// The colors of one appearance.
    public struct Appearance: Sendable, Hashable {
        /// The title's color.
        public var title: Color
        /// The box's fill.
        public var background: Color
    }

    /// The centered label.
    public var title: String
    /// Seed 001: `btnStatus: BoxButtonStatus = .inactive`.
    public var state: BoxButtonState
    /// A touch is down (UIButton's `isHighlighted`).
    public var highlighted: Bool
    /// Our pick: the seeds do not give the height; 56 matches the other full-width rows.
    public var height: Double

    /// A box button titled `title` in `state`.
    public init(title: String = "", state: BoxButtonState = .inactive, highlighted: Bool = false, height: Double = 56) {
        self.title = title; self.state = state; self.highlighted = highlighted; self.height = height
    }

    /// A copy with `state` changed, as the seed builder's setter.
    public func state(_ state: BoxButtonState) -> Self { with(\.state, state) }
    /// A copy with `highlighted` changed, as the seed builder's setter.
    public func highlighted(_ isDown: Bool = true) -> Self { with(\.highlighted, isDown) }
    /// A copy with `height` changed, as the seed builder's setter.
    public func height(_ points: Double) -> Self { with(\.height, points) }

    /// Seed 001's `layoutSubviews`: active is g800 on n400, inactive g500 on g700,
    /// pressed g800 on n600; a highlight turns the background n600. (The seed's second
    /// `switch` also resets an unhighlighted background to n400 in every state, which
    /// would undo inactive's g700; COMPONENTS.md keeps the per-state background.)
    public func appearance(in theme: Theme) -> Appearance {
        let colors = theme.colors
        var look = switch state {
        case .active: Appearance(title: colors.greyG800, background: colors.tintN400)
        case .inactive: Appearance(title: colors.greyG500, background: colors.greyG700)
        case .pressed: Appearance(title: colors.greyG800, background: colors.tintN600)
        }
        if highlighted { look.background = colors.tintN600 }
        return look
    }
}

extension BoxButton: SceneComponent {
    public static var sceneKeys: SceneKeys<BoxButton> {
        SceneKeys(component: "boxButton", prototype: BoxButton(), summary: "Box button. Ids: boxButton, boxButton.title.", keys: [
            .value("title", \.title),
            .value("state", \.state),
            .value("highlighted", \.highlighted),
            .value("height", \.height, .length(upTo: 1000)),
        ])
    }
}
