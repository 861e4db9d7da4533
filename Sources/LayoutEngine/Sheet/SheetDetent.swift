/// A height where a UIKit sheet rests (`UISheetPresentationController.Detent`, iOS 15 to 17),
/// named by an identifier as UIKit names its detents. A detent's value is a height *within the
/// safe area of the sheet* (Apple's documentation of `custom(identifier:resolver:)`): the sheet is
/// that tall plus the bottom safe-area inset.
public struct SheetDetent: Sendable {
    /// How a detent finds its value.
    public enum Kind: Sendable {
        /// `.medium()`: "approximately half the height of the screen, and inactive in compact height".
        case medium
        /// `.large()`: "a sheet at full height", the maximum detent value.
        case large
        /// A fraction of the maximum detent value (SwiftUI's `.fraction`).
        case fraction(Double)
        /// A fixed value in points (SwiftUI's `.height`).
        case height(Double)
        /// The sheet's content height: the measured bottom of what the sheet shows.
        case contentHeight
        /// Seed 004's resolver, `view.safeAreaLayoutGuide.layoutFrame.height * fraction`: a fraction
        /// of the presenting screen's safe-area height. A kind of its own rather than a `custom`
        /// closure so a scene file can write it back (the gallery's scene files).
        case safeAreaFraction(Double)
        /// `.custom(identifier:resolver:)`: any function of the context; nil makes the detent inactive.
        case custom(@Sendable (SheetDetentContext) -> Double?)
    }

    /// The detent's name (`"medium"`, `"large"`, or the custom identifier).
    public var identifier: String
    /// How its value is found.
    public var kind: Kind

    /// A detent called `identifier`.
    public init(_ identifier: String, _ kind: Kind) { self.identifier = identifier; self.kind = kind }

    /// UIKit's `.medium()`, identifier `medium`.
    public static let medium = SheetDetent("medium", .medium)
    /// UIKit's `.large()`, identifier `large`.
    public static let large = SheetDetent("large", .large)

    /// Seed 004's custom detent: `view.safeAreaLayoutGuide.layoutFrame.height * 0.3`, a fraction of
    /// the presenting screen's safe-area height.
    public static func safeAreaFraction(_ identifier: String, _ fraction: Double) -> SheetDetent {
        SheetDetent(identifier, .safeAreaFraction(fraction))
    }

    /// The detent's value in `context`, clamped to 0...`maximumDetentValue` as UIKit clamps a
    /// custom detent's value; nil when inactive (medium in compact height, a resolver's nil).
    public func value(in context: SheetDetentContext) -> Double? {
        let raw: Double?
        switch kind {
        case .medium: raw = context.isCompactHeight ? nil : context.maximumDetentValue * SheetDetentContext.mediumFraction
        case .large: raw = context.maximumDetentValue
        case .fraction(let fraction): raw = context.maximumDetentValue * fraction
        case .height(let height): raw = height
        case .contentHeight: raw = context.contentHeight
        case .safeAreaFraction(let fraction): raw = context.safeAreaHeight * fraction
        case .custom(let resolver): raw = resolver(context)
        }
        guard let raw, raw.isFinite else { return nil }
        return min(max(raw, 0), context.maximumDetentValue)
    }
}

/// What a detent's value is computed from (`UISheetPresentationControllerDetentResolutionContext`,
/// plus the presenting screen's safe-area height that seed 004's resolver reads and the
/// content's measured height).
public struct SheetDetentContext: Sendable, Hashable {
    /// The large detent's value.
    public var maximumDetentValue: Double
    /// The presenting screen's height less its top and bottom safe-area insets.
    public var safeAreaHeight: Double
    /// The sheet content's measured height, without the bottom safe area.
    public var contentHeight: Double
    /// Whether the container's vertical size class is compact (an iPhone in landscape).
    public var isCompactHeight: Bool

    /// A context of these values.
    public init(maximumDetentValue: Double, safeAreaHeight: Double, contentHeight: Double, isCompactHeight: Bool) {
        self.maximumDetentValue = maximumDetentValue; self.safeAreaHeight = safeAreaHeight
        self.contentHeight = contentHeight; self.isCompactHeight = isCompactHeight
    }

    /// The medium detent's share of the maximum (docs/sheets.md: "approximately half").
    public static let mediumFraction = 0.5
}
