import LayoutEngine
/// The theme's named distances, in points, from the seeds' constraints.
public struct SpacingTokens: Sendable, Hashable {
    /// Seed 000: every gap inside the modal and the retry view, and the action sheet's side insets.
    public var content: Double = 16
    /// Seed 000: `stackView.spacing = 5` between action sheet rows.
    public var stack: Double = 5
    /// Seed 000: the action sheet's `bottom.inset(38)` from the screen's bottom.
    public var sheetBottom: Double = 38
    /// The least gap between the action sheet and the bottom safe area: seed 000's 38 less the
    /// 34-point home indicator of the phone it was written for.
    public var sheetSafeAreaGap: Double = 4
    /// Seed 000: the 1-point divider lines of the modal.
    public var hairline: Double = 1
    /// Side margin of full-width controls (box button, text field), as UIKit's 20-point
    /// readable margin on iPhones.
    public var screenMargin: Double = 20
    /// Small gaps: between a text field and its helper line, inside list headers.
    public var small: Double = 8

    /// Seed 004's `journalRealmCellLabelInset`: above the title, between tag and memo, below the
    /// memo, and (split over both sides) beside the labels (the value is ours; the seed names it only).
    public var cardInset: Double = 14
    /// Seed 004's `journalRealmCellDateTagInset`: between title, date and tag (value ours).
    public var cardLineGap: Double = 4
    /// Seed 004's inter-item space and side padding of the journal grid (values ours).
    public var gridSpacing: Double = 10
    /// Seed 004's `pdfCreatorPadding` around a document page's content (value ours).
    public var pagePadding: Double = 40
    /// The default distances above.
    public init() {}
}

extension SpacingTokens: TokenSet {
    /// The set's scene-file object: a key per token (`tokenKeys`).
    public static let sceneKeys = tokenKeys()
    static var defaults: SpacingTokens { SpacingTokens() }
    static var tokenPaths: [(name: String, path: WritableKeyPath<SpacingTokens, Double>)] {
        [("content", \.content), ("stack", \.stack), ("sheetBottom", \.sheetBottom), ("sheetSafeAreaGap", \.sheetSafeAreaGap),
         ("hairline", \.hairline), ("screenMargin", \.screenMargin), ("small", \.small),
         ("cardInset", \.cardInset), ("cardLineGap", \.cardLineGap), ("gridSpacing", \.gridSpacing),
         ("pagePadding", \.pagePadding)]
    }
}
