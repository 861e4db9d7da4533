/// Where a UIKit sheet (`UISheetPresentationController`, iOS 15 to 17) rests on a screen: the
/// values of its detents, the selected one, whether the presenting screen is dimmed, the sheet's
/// frame, its grabber and the inset that keeps its content above the home indicator.
///
/// Apple publishes the rules (documentation of `UISheetPresentationController` and its `Detent`)
/// but few numbers; every number chosen here is listed with its source in docs/sheets.md.
public struct SheetLayout: Sendable {
    /// The presenting screen's size.
    public var screen: Size
    /// The presenting screen's safe area.
    public var safeArea: EdgeInsets
    /// The detents the sheet may rest at (`detents`); the smallest-valued active one when none is selected.
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`; nil means the smallest detent ("the sheet displays at the
    /// smallest detent you specify", Apple's documentation of the property).
    public var selectedDetentIdentifier: String?
    /// `largestUndimmedDetentIdentifier`; nil dims at every detent (UIKit's default).
    public var largestUndimmedDetentIdentifier: String?
    /// `prefersEdgeAttachedInCompactHeight` (default false: in compact height the sheet is full height).
    public var prefersEdgeAttachedInCompactHeight: Bool
    /// The sheet content's measured height, for `.contentHeight` detents.
    public var contentHeight: Double

    /// A sheet on `screen` resting at `selectedDetentIdentifier` among `detents`.
    public init(screen: Size, safeArea: EdgeInsets, detents: [SheetDetent] = [.large],
                selectedDetentIdentifier: String? = nil, largestUndimmedDetentIdentifier: String? = nil,
                prefersEdgeAttachedInCompactHeight: Bool = false, contentHeight: Double = 0) {
        self.screen = screen; self.safeArea = safeArea; self.detents = detents
        self.selectedDetentIdentifier = selectedDetentIdentifier
        self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier
        self.prefersEdgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        self.contentHeight = contentHeight
    }

    /// The gap between the top safe-area inset and a large sheet's top (docs/sheets.md).
    public static let largeDetentTopGap = 10.0
    /// The corner radius when `preferredCornerRadius` is nil (docs/sheets.md).
    public static let defaultCornerRadius = 10.0
    /// The grabber's size (docs/sheets.md).
    public static let grabberSize = Size(width: 36, height: 5)
    /// The grabber's top below the sheet's top (docs/sheets.md).
    public static let grabberTop = 5.0
    /// The tallest screen height that is compact (docs/sheets.md): every iPhone in landscape is
    /// below it, every iPad and every iPhone in portrait above.
    public static let compactHeightLimit = 500.0
    /// The narrowest screen that is regular width, where a sheet is a form sheet (docs/sheets.md).
    public static let regularWidthLimit = 700.0
    /// A form sheet's size in regular width and height (docs/sheets.md).
    public static let formSheetSize = Size(width: 540, height: 620)

    /// Whether the vertical size class is compact: a landscape iPhone.
    public var isCompactHeight: Bool { screen.height < SheetLayout.compactHeightLimit }
    /// Whether the sheet is a centered form sheet (regular width and height: an iPad), where
    /// iOS 15 to 17 ignore detents.
    public var isFormSheet: Bool { screen.width >= SheetLayout.regularWidthLimit && !isCompactHeight }

    /// The large detent's value: the screen less the top safe area, the large gap and the bottom safe area.
    public var maximumDetentValue: Double {
        max(0, screen.height - safeArea.top - SheetLayout.largeDetentTopGap - safeArea.bottom)
    }

    /// What every detent's value is computed from.
    public var context: SheetDetentContext {
        SheetDetentContext(maximumDetentValue: maximumDetentValue,
                           safeAreaHeight: screen.height - safeArea.top - safeArea.bottom,
                           contentHeight: contentHeight, isCompactHeight: isCompactHeight)
    }

    /// The value of the detent called `identifier`, nil when there is none or it is inactive.
    public func value(of identifier: String) -> Double? {
        detents.first { $0.identifier == identifier }?.value(in: context)
    }

    /// The detent the sheet rests at: the selected one when active, else the smallest-valued
    /// active one; nil when no detent is active (UIKit then shows the sheet at large).
    public var selectedDetent: (identifier: String, value: Double)? {
        let context = self.context
        let active = detents.compactMap { detent in detent.value(in: context).map { (detent.identifier, $0) } }
        if let selectedDetentIdentifier, let selected = active.first(where: { $0.0 == selectedDetentIdentifier }) {
            return selected
        }
        return active.min { $0.1 < $1.1 }
    }

    /// The selected detent's value, or the maximum in compact height without edge attachment
    /// (the sheet is full height there) and when no detent is active.
    public var restingValue: Double {
        if isCompactHeight && !prefersEdgeAttachedInCompactHeight { return maximumDetentValue }
        return selectedDetent?.value ?? maximumDetentValue
    }

    /// Whether the presenting screen is dimmed: "the sheet dims the content behind it above this
    /// detent" (`largestUndimmedDetentIdentifier`), so at or below it the screen stays undimmed.
    /// A form sheet always dims.
    public var isDimmed: Bool {
        guard !isFormSheet, let largestUndimmedDetentIdentifier,
              let undimmed = value(of: largestUndimmedDetentIdentifier) else { return true }
        return restingValue > undimmed
    }

    /// The sheet's frame at rest: bottom-attached, its height the resting value plus the bottom
    /// safe area; edge-attached in compact height as wide as the screen's shorter side, centered;
    /// a centered form sheet in regular width and height.
    public var frame: Rect {
        if isFormSheet {
            let size = Size(width: min(SheetLayout.formSheetSize.width, screen.width),
                            height: min(SheetLayout.formSheetSize.height, screen.height - safeArea.top - safeArea.bottom))
            return Rect(x: (screen.width - size.width) / 2, y: safeArea.top + (screen.height - safeArea.top - safeArea.bottom - size.height) / 2,
                        width: size.width, height: size.height)
        }
        let height = restingValue + safeArea.bottom
        let width = isCompactHeight && prefersEdgeAttachedInCompactHeight ? min(screen.width, screen.height) : screen.width
        return Rect(x: (screen.width - width) / 2, y: screen.height - height, width: width, height: height)
    }

    /// The frame at `fraction` of the presentation (0: below the screen, 1: at rest): the sheet
    /// rises from the screen's bottom edge, a form sheet from below the screen.
    public func frame(presented fraction: Double) -> Rect {
        let rest = frame
        return rest.offsetBy(dx: 0, dy: (screen.height - rest.minY) * (1 - fraction))
    }

    /// The grabber of a sheet whose frame is `sheet`: centered, `grabberTop` below its top.
    public func grabberFrame(in sheet: Rect) -> Rect {
        let size = SheetLayout.grabberSize
        return Rect(x: sheet.midX - size.width / 2, y: sheet.minY + SheetLayout.grabberTop,
                    width: size.width, height: size.height)
    }

    /// The inset at the bottom of the sheet that its content stays above: the bottom safe area for
    /// a bottom-attached sheet, none for a form sheet (it floats above the home indicator).
    public var bottomContentInset: Double { isFormSheet ? 0 : safeArea.bottom }
}
