import Foundation
import LayoutEngine
/// A named text style of the theme: font family, size in points and weight.
/// The text engine turns it into a `TextStyle` with a paragraph style per use.
public struct TypeStyle: Sendable, Hashable {
    /// A fontconfig family name.
    public var family: String
    /// Points.
    public var size: Double
    /// Regular or bold.
    public var weight: FontWeight

    /// Our default family: DejaVu Sans for Latin (Hangul falls back to NanumGothic in the text engine).
    public static let defaultFamily = "DejaVu Sans"
    /// Seed 002's `notoSansKr` fonts: Noto Sans CJK KR from Debian's fonts-noto-cjk(-extra).
    public static let notoSansKR = "Noto Sans CJK KR"

    /// A style of `family` at `size` points and `weight`.
    public init(family: String = TypeStyle.defaultFamily, size: Double, weight: FontWeight = .regular) {
        self.family = family; self.size = size; self.weight = weight
    }
}

extension TypeStyle: SceneConfigurable, SceneValue {
    public static var schema: JSONValue { ["$ref": "#/$defs/typeStyle"] }

    /// A type style's keys, `{"size": 17}` with optional `family` and `weight`: the one declaration
    /// of its decoder, encoder and schema (`typeStyle`). Unknown keys are left to the document
    /// decoder, which suggests the nearest.
    public static let sceneKeys = SceneKeys<TypeStyle>(prototype: TypeStyle(size: 0), keys: [
        .value("family", \.family),
        .value("size", \.size, SceneCheck(schema: [.init("exclusiveMinimum", 0), .init("maximum", 1000), .init("description", "Points.")]) {
            $0.isFinite && $0 > 0 && $0 <= 1000 ? nil : "expected a font size above 0 and at most 1000 points, found \($0)"
        }, required: true),
        .value("weight", \.weight),
    ], refusesUnknownKeys: false, validate: { style in
        // Opened here, so that a font that cannot be used (or a FIFO, which would block) is an
        // error at this key of the theme file, not at whichever scene first draws with it. A
        // relative font file is opened once the file's folder is known (`Theme.resolvingFontFiles`).
        guard !FontFile.isRelativePath(style.family) else { return nil }
        do {
            try FontFile.check(family: style.family, weight: style.weight)
            return nil
        } catch {
            return ("family", "\(error)")
        }
    })
}

extension Theme {
    /// The same theme with each type style's font file named by a relative path found from
    /// `locations`' folder (the theme's or scene's file) and opened there, as the decoder opens
    /// any other font; the path becomes absolute, so the theme means the same font wherever it is
    /// written again (a gallery's scene files). Throws the first style whose font cannot be used,
    /// by its token name.
    public func resolvingFontFiles(_ locations: SceneFileLocations) throws(ThemeFontError) -> Theme {
        var copy = self
        for (name, path) in TypeStyleTokens.tokenPaths where FontFile.isRelativePath(typography[keyPath: path].family) {
            let style = typography[keyPath: path]
            let found = locations.path(style.family)
            copy.typography[keyPath: path].family = found.hasPrefix("/")
                ? found : FileManager.default.currentDirectoryPath + "/" + found
            do {
                try FontFile.check(family: copy.typography[keyPath: path].family, weight: style.weight)
            } catch {
                throw ThemeFontError(token: name, error: error)
            }
        }
        return copy
    }
}

/// A theme's type style whose font file cannot be used: the style's token name
/// (`typography.<token>.family` in a theme) and why.
public struct ThemeFontError: Error, Sendable, CustomStringConvertible {
    public let token: String
    public let error: FontError
    /// Where in a theme object the font is named.
    public var keyPath: [String] { ["typography", token, "family"] }
    public var description: String { "\(error)" }
}
