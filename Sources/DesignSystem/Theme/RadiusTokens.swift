import LayoutEngine
/// The theme's named corner radii, in points.
public struct RadiusTokens: Sendable, Hashable {
    /// Seed 000: `layer.cornerRadius = 16` of the modal card.
    public var card: Double = 16
    /// Seed 000: `layer.cornerRadius = 16` of each action sheet row.
    public var sheetRow: Double = 16
    /// Seed 002: `cornerRadius = 28 / 2`, the relationship capsule.
    public var capsule: Double = 14
    /// Box buttons and text fields (our pick; seeds 001 and 003 show them without numbers).
    public var control: Double = 8
    /// UIKit's inset-grouped list sections.
    public var group: Double = 10
    /// Skeleton placeholder shapes.
    public var placeholder: Double = 4
    /// A UIKit sheet's top corners when it prefers no radius of its own (docs/sheets.md).
    public var sheet: Double = SheetLayout.defaultCornerRadius
    /// PanModal's top corners (`PanModalPresentable+Defaults.swift`: `cornerRadius { 8.0 }`).
    public var panModal: Double = PanModalLayout.cornerRadius

    /// The default radii above.
    public init() {}
}

extension RadiusTokens: TokenSet {
    /// The set's scene-file object: a key per token (`tokenKeys`).
    public static let sceneKeys = tokenKeys()
    static var defaults: RadiusTokens { RadiusTokens() }
    static var tokenPaths: [(name: String, path: WritableKeyPath<RadiusTokens, Double>)] {
        [("card", \.card), ("sheetRow", \.sheetRow), ("capsule", \.capsule),
         ("control", \.control), ("group", \.group), ("placeholder", \.placeholder),
         ("sheet", \.sheet), ("panModal", \.panModal)]
    }
}
