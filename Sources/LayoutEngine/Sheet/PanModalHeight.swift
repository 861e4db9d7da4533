/// A height of a PanModal presentation for one of its two states, as PanModal spells it
/// (slackhq/PanModal, `PanModal/Presentable/PanModalHeight.swift`). Each becomes a distance from
/// the top of the screen in `PanModalLayout.topMargin(from:)`.
public enum PanModalHeight: Sendable, Hashable {
    /// The tallest form: the presented view's top at `topOffset`.
    case maxHeight
    /// `maxHeight` pushed down by an inset (PanModal: "a value of 0 is equivalent to .maxHeight").
    case maxHeightWithTopInset(Double)
    /// A content height above the bottom safe area.
    case contentHeight(Double)
    /// A content height that reaches the screen's bottom edge, ignoring the bottom safe area.
    case contentHeightIgnoringSafeArea(Double)
    /// The presented content's own height above the bottom safe area (PanModal asks Auto Layout
    /// for `systemLayoutSizeFitting`; here it is `PanModalLayout.intrinsicHeight`, measured).
    case intrinsicHeight
}

/// Which of its two resting places a PanModal presentation is in
/// (`PanModalPresentationController.PresentationState`).
public enum PanModalState: String, Sendable, Hashable, CaseIterable, Codable {
    case shortForm
    case longForm
}
