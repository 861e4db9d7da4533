/// Where a PanModal presentation (slackhq/PanModal) puts its views on a screen: the short- and
/// long-form y positions, the anchored position, the presented view's frame, the drag indicator
/// and the dim's alpha while the view is dragged. Every formula is PanModal's own, cited per
/// member; the screen plays the part of PanModal's container view and the device's safe area
/// that of the root view controller's `safeAreaInsets`.
public struct PanModalLayout: Sendable, Hashable {
    /// The container view's size: the whole screen.
    public var screen: Size
    /// The root view's safe area (`topLayoutOffset`, `bottomLayoutOffset` in
    /// `PanModalPresentable+LayoutHelpers.swift`).
    public var safeArea: EdgeInsets
    /// The short form's height.
    public var shortFormHeight: PanModalHeight
    /// The long form's height.
    public var longFormHeight: PanModalHeight
    /// The distance from the screen's top of the `maxHeight` position.
    public var topOffset: Double
    /// Whether the presented view stops at the long form (true) or may be dragged up to `topOffset`.
    public var anchorModalToLongForm: Bool
    /// The presented content's fitting height, for `.intrinsicHeight`.
    public var intrinsicHeight: Double

    /// A layout with PanModal's defaults (`PanModalPresentable+Defaults.swift`) for every value not
    /// given: `longFormHeight` `.maxHeight` (there is no scroll view to measure), `shortFormHeight`
    /// the long form's, `topOffset` the top safe area + 21, anchored to the long form.
    public init(screen: Size, safeArea: EdgeInsets, shortFormHeight: PanModalHeight? = nil,
                longFormHeight: PanModalHeight = .maxHeight, topOffset: Double? = nil, anchorModalToLongForm: Bool = true,
                intrinsicHeight: Double = 0) {
        self.screen = screen
        self.safeArea = safeArea
        self.longFormHeight = longFormHeight
        self.shortFormHeight = shortFormHeight ?? longFormHeight
        self.topOffset = topOffset ?? safeArea.top + PanModalLayout.topOffsetBelowSafeArea
        self.anchorModalToLongForm = anchorModalToLongForm
        self.intrinsicHeight = intrinsicHeight
    }

    /// `PanModalPresentable+Defaults.swift`: `topOffset { topLayoutOffset + 21.0 }`.
    public static let topOffsetBelowSafeArea = 21.0
    /// `PanModalPresentable+Defaults.swift`: `cornerRadius { 8.0 }`, top corners only
    /// (`addRoundedCorners`: `[.topLeft, .topRight]`).
    public static let cornerRadius = 8.0
    /// `PanModalPresentationController.Constants.dragIndicatorSize`: 36 x 5, corner radius half the height.
    public static let dragIndicatorSize = Size(width: 36, height: 5)
    /// `PanModalPresentationController.Constants.indicatorYOffset`: the indicator's bottom sits 8
    /// points above the presented view's top.
    public static let dragIndicatorGap = 8.0

    /// `bottomYPos` (`PanModalPresentable+LayoutHelpers.swift`): the container's height less `topOffset`.
    public var bottomYPosition: Double { screen.height - topOffset }

    /// `topMargin(from:)` (`PanModalPresentable+LayoutHelpers.swift`): a height as a distance
    /// below `topOffset`.
    public func topMargin(from height: PanModalHeight) -> Double {
        switch height {
        case .maxHeight: 0
        case .maxHeightWithTopInset(let inset): inset
        case .contentHeight(let content): bottomYPosition - (content + safeArea.bottom)
        case .contentHeightIgnoringSafeArea(let content): bottomYPosition - content
        case .intrinsicHeight: bottomYPosition - (intrinsicHeight + safeArea.bottom)
        }
    }

    /// `longFormYPos`: capped so the view never rises above the `maxHeight` position
    /// (`max(topMargin(from: longFormHeight), topMargin(from: .maxHeight)) + topOffset`).
    public var longFormYPosition: Double {
        max(topMargin(from: longFormHeight), topMargin(from: .maxHeight)) + topOffset
    }

    /// `shortFormYPos`: "shortForm shouldn't exceed longForm" (`max(shortFormYPos, longFormYPos)`).
    /// PanModal returns the long form's position while VoiceOver runs; a picture has no VoiceOver.
    public var shortFormYPosition: Double {
        max(topMargin(from: shortFormHeight) + topOffset, longFormYPosition)
    }

    /// The y position of `state` (`transition(to:)` snaps to these two).
    public func yPosition(of state: PanModalState) -> Double {
        switch state {
        case .shortForm: shortFormYPosition
        case .longForm: longFormYPosition
        }
    }

    /// `anchoredYPosition` (`PanModalPresentationController.swift`): the highest the view may go,
    /// the long form's position when anchored to it, `topOffset` otherwise.
    public var anchoredYPosition: Double { anchorModalToLongForm ? longFormYPosition : topOffset }

    /// The presented view's frame with its top at `y`: as wide as the screen and as tall as the
    /// screen less the anchored position (`adjustPresentedViewFrame`: `frame.size.height - anchoredYPosition`),
    /// so in short form it runs past the screen's bottom.
    public func presentedFrame(top y: Double) -> Rect {
        Rect(x: 0, y: y, width: screen.width, height: screen.height - anchoredYPosition)
    }

    /// The drag indicator above a presented view whose top is at `y` (`addDragIndicatorView`:
    /// bottom 8 above the view's top, centered, 36 x 5).
    public func dragIndicatorFrame(top y: Double) -> Rect {
        let size = PanModalLayout.dragIndicatorSize
        return Rect(x: screen.width / 2 - size.width / 2, y: y - PanModalLayout.dragIndicatorGap - size.height,
                    width: size.width, height: size.height)
    }

    /// The dim's fraction of its full alpha with the view's top at `y` (`adjust(toYPosition:)`):
    /// full at or above the short form; below it, 1 less the distance from the short form over
    /// the pan container's height (the whole screen: `panContainerView.frame.size = frame.size`),
    /// clamped to 0...1 as `DimmedView.dimState` clamps `.percent`.
    public func dimFraction(top y: Double) -> Double {
        let y = max(y, anchoredYPosition)
        guard y > shortFormYPosition else { return 1 }
        return max(0, min(1, 1 - (y - shortFormYPosition) / screen.height))
    }
}
