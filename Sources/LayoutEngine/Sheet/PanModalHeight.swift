/// A height of a PanModal presentation for one of its two states, as PanModal spells it
/// (slackhq/PanModal, `PanModal/Presentable/PanModalHeight.swift`). Each becomes a distance from
/// the top of the screen in `PanModalLayout.topMargin(from:)`.
///
/// PanModal's fifth kind, `intrinsicHeight`, asks Auto Layout for the presented view's fitting
/// height; here that is `contentHeight` with the measured content's height.
public enum PanModalHeight: Sendable, Hashable {
    /// The tallest form: the presented view's top at `topOffset`.
    case maxHeight
    /// `maxHeight` pushed down by an inset (PanModal: "a value of 0 is equivalent to .maxHeight").
    case maxHeightWithTopInset(Double)
    /// A content height above the bottom safe area.
    case contentHeight(Double)
    /// A content height that reaches the screen's bottom edge, ignoring the bottom safe area.
    case contentHeightIgnoringSafeArea(Double)
}

/// Which of its two resting places a PanModal presentation is in
/// (`PanModalPresentationController.PresentationState`).
public enum PanModalState: String, Sendable, Hashable, CaseIterable {
    case shortForm
    case longForm
}
