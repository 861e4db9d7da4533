import LayoutEngine
/// The design tokens every component draws with: colors, type styles, spacing and radii.
/// Components never hold color or font literals; they read them here, so a theme file
/// restyles every component at once.
///
/// A theme file is JSON with up to four objects, each naming only the tokens it changes:
/// `{"colors": {"tint.n400": "#A0E0D0"}, "typography": {"title": {"size": 18, "weight": "bold"}},
///   "spacing": {"content": 12}, "radii": {"card": 12}}`.
public struct Theme: Sendable, Hashable {
    /// Named colors.
    public var colors: ColorTokens
    /// Named type styles.
    public var typography: TypeStyleTokens
    /// Named distances.
    public var spacing: SpacingTokens
    /// Named corner radii.
    public var radii: RadiusTokens

    /// A theme of these token sets (each defaults to the standard one).
    public init(colors: ColorTokens = ColorTokens(), typography: TypeStyleTokens = TypeStyleTokens(),
                spacing: SpacingTokens = SpacingTokens(), radii: RadiusTokens = RadiusTokens()) {
        self.colors = colors; self.typography = typography; self.spacing = spacing; self.radii = radii
    }

    /// The documented defaults: seed values where the seeds give them, iOS system values otherwise.
    public static let standard = Theme()

    /// The standard theme with UIAlertController's type (`TypeStyleTokens.alertController`): the
    /// look the modal had before it followed seed 000's default labels.
    public static let alertController = Theme(typography: .alertController)
}

extension Theme: SceneConfigurable {
    /// A theme's keys, each a token set: the one declaration of its decoder, encoder and schema
    /// (`theme`).
    public static let sceneKeys = SceneKeys<Theme>(
        prototype: .standard, summary: "Only the tokens to change; the rest keep the standard theme's values.", keys: [
            .object("colors", \.colors, ColorTokens.sceneKeys),
            .object("typography", \.typography, TypeStyleTokens.sceneKeys),
            .object("spacing", \.spacing, SpacingTokens.sceneKeys),
            .object("radii", \.radii, RadiusTokens.sceneKeys),
        ])
}

extension Decoder {
    /// Throws when the object being decoded has a key outside `allowed`, naming the key
    /// and the keys that are allowed, so a misspelt key never silently does nothing.
    package func rejectUnknownKeys(allowed: [String]) throws {
        let container = try container(keyedBy: TokenName.self)
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
            where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "unknown key \"\(key.stringValue)\"; expected one of: "
                    + allowed.joined(separator: ", "))
        }
    }
}
