import LayoutEngine
/// The theme's named colors. Names follow the seeds' own (`Colors.grey.g800`,
/// `Colors.tint.sub.n400` in seed 001, `.pointerRed` and `.navBackColor` in seed 002),
/// plus the UIKit colors the seeds use as defaults.
public struct ColorTokens: Sendable, Hashable {
    // UIKit's fixed colors, which seed 000's builders use as defaults: UIColor.blue,
    // .red, .gray (white 0.5), .cyan, .black, .white, and .black.withAlphaComponent(0.3).
    /// UIColor.black.
    public var black = Color(hex: "#000000")!
    /// UIColor.white: card and row backgrounds.
    public var white = Color(hex: "#FFFFFF")!
    /// UIColor.blue: the modal's negative button (seed 000).
    public var blue = Color(hex: "#0000FF")!
    /// UIColor.red: the modal's positive button (seed 000).
    public var red = Color(hex: "#FF0000")!
    /// UIColor.gray: the modal's lines and the sheet's cancel row (seed 000).
    public var gray = Color(hex: "#808080")!
    /// UIColor.cyan: the toast's background (seed 000).
    public var cyan = Color(hex: "#00FFFF")!
    /// The modal's backdrop: black at alpha 0.3 (0.3 x 255 = 76.5, rounded to 77 = 0x4D).
    public var dim = Color(hex: "#0000004D")!

    // iOS system colors, light appearance, as Apple's Human Interface Guidelines list them
    // ("Color", system colors table): systemBlue, systemRed, systemGray, systemGray5/6,
    // secondaryLabel (#3C3C43 at 60%), separator (#3C3C43 at 29%).
    /// Editing field border and caret.
    public var systemBlue = Color(hex: "#007AFF")!
    /// Retry label, error field.
    public var systemRed = Color(hex: "#FF3B30")!
    /// Resting field border, spinner.
    public var systemGray = Color(hex: "#8E8E93")!
    /// Skeleton shapes, image placeholders.
    public var systemGray5 = Color(hex: "#E5E5EA")!
    /// The shimmer's highlight.
    public var systemGray6 = Color(hex: "#F2F2F7")!
    /// Secondary text: counters, helpers, headers.
    public var secondaryLabel = Color(hex: "#3C3C4399")!
    /// List separators.
    public var separator = Color(hex: "#3C3C434A")!

    // Menual's design system (seed 001) names grey g500/g700/g800 and tint n400/n600 but
    // does not publish their values; these are our picks for a dark grey ramp (higher
    // number = darker, as the seed's inactive state, g500 text on g700, implies) and a
    // mint tint light enough for g800 text on it.
    /// Inactive box button title.
    public var greyG500 = Color(hex: "#8C8C8C")!
    /// Inactive box button background.
    public var greyG700 = Color(hex: "#4B4B4B")!
    /// Active and pressed box button title.
    public var greyG800 = Color(hex: "#2E2E2E")!
    /// Active box button background.
    public var tintN400 = Color(hex: "#9FE3D4")!
    /// Pressed and highlighted box button background.
    public var tintN600 = Color(hex: "#5CC6AF")!

    // Seed 002's relationship buttons: `.pointerRed` for actions that add a relation,
    // `.navBackColor` (dark) for the others. Values are ours; the seed does not give them.
    /// Relationship buttons that add a relation.
    public var pointerRed = Color(hex: "#FF4B5C")!
    /// Dark relationship buttons.
    public var navBack = Color(hex: "#26272B")!

    /// The presenting screen behind overlays: iOS's systemGroupedBackground.
    public var screenBackground = Color(hex: "#F2F2F7")!
    // Sheets (docs/sheets.md). PanModal's are its source's: `panModalBackgroundColor`
    // black at 0.7 (178.5 rounded to 179 = 0xB3) and `dragIndicatorBackgroundColor` UIColor.lightGray
    // (white 2/3 = 0xAA). UIKit's are our picks from screenshots: the dim black at 0.2 (0x33) and
    // the grabber tertiaryLabel (#3C3C43 at 30%, 0x4D).
    /// PanModal's dim.
    public var panModalDim = Color(hex: "#000000B3")!
    /// PanModal's drag indicator.
    public var lightGray = Color(hex: "#AAAAAA")!
    /// A UIKit sheet's dim, above the largest undimmed detent.
    public var sheetDim = Color(hex: "#00000033")!
    /// A UIKit sheet's grabber.
    public var sheetGrabber = Color(hex: "#3C3C434D")!

    /// The default colors above.
    public init() {}
}

extension ColorTokens: TokenSet {
    /// The set's scene-file object: a key per token (`tokenKeys`).
    public static let sceneKeys = tokenKeys()
    static var defaults: ColorTokens { ColorTokens() }
    static var tokenPaths: [(name: String, path: WritableKeyPath<ColorTokens, Color>)] {
        [("black", \.black), ("white", \.white), ("blue", \.blue), ("red", \.red), ("gray", \.gray),
         ("cyan", \.cyan), ("dim", \.dim),
         ("system.blue", \.systemBlue), ("system.red", \.systemRed), ("system.gray", \.systemGray),
         ("system.gray5", \.systemGray5), ("system.gray6", \.systemGray6),
         ("secondaryLabel", \.secondaryLabel),
         ("separator", \.separator),
         ("grey.g500", \.greyG500), ("grey.g700", \.greyG700), ("grey.g800", \.greyG800),
         ("tint.n400", \.tintN400), ("tint.n600", \.tintN600),
         ("pointerRed", \.pointerRed), ("navBack", \.navBack),
         ("screenBackground", \.screenBackground),
         ("panModalDim", \.panModalDim), ("lightGray", \.lightGray), ("sheetDim", \.sheetDim),
         ("sheetGrabber", \.sheetGrabber)]
    }
}
