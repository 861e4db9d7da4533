import CFreeType
import Foundation

/// Finds font faces by family and weight (well-known paths, then fontconfig) or by file path.
/// Thread-safe; each file is opened once and its face shared.
public final class FontRegistry: Sendable {
    /// The registry the shared text engine uses.
    public static let shared = FontRegistry()

    /// Font files tried first, by normalized family name and weight: the Debian locations of the two
    /// families the design system uses (fonts-dejavu-core, fonts-nanum), the files fontconfig names for
    /// them there. A process that draws only these never parses fontconfig's configuration (3 to 4 ms
    /// of a one-picture process), and its pictures do not depend on the machine's fontconfig rules.
    public static let wellKnownFiles: [String: [FontWeight: [String]]] = [
        "dejavusans": [
            .regular: ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"],
            .bold: ["/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf"],
        ],
        "nanumgothic": [
            .regular: ["/usr/share/fonts/truetype/nanum/NanumGothic.ttf", "/usr/share/fonts/nanum/NanumGothic.ttf"],
            .bold: ["/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf", "/usr/share/fonts/nanum/NanumGothicBold.ttf"],
        ],
    ]

    /// The fallback list of every style that names none, in CSS `font-family` order, covering the
    /// world's scripts (issue 23): Latin, Greek and Cyrillic in DejaVu Sans, Hangul in NanumGothic,
    /// then the Noto families Debian ships in fonts-noto-core, fonts-noto-cjk and
    /// fonts-noto-color-emoji. `cjkFamily` stands for the Noto Sans CJK family of the text's language.
    public static let worldFallback = [
        "DejaVu Sans", "NanumGothic", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai",
        "Noto Sans Devanagari", cjkFamily, "Noto Color Emoji",
    ]

    /// In a fallback list, the Noto Sans CJK family for the style's language: JP, KR, SC or TC
    /// (Han characters are drawn differently in each; `cjkFamily(language:)` picks).
    public static let cjkFamily = "Noto Sans CJK"

    /// The Noto Sans CJK family for a BCP 47 language tag: "ko" is KR, "zh-Hant", "zh-TW", "zh-HK"
    /// and "zh-MO" are TC, other "zh" tags SC, anything else (Japanese, or no language) JP.
    public static func cjkFamily(language: String?) -> String {
        let tag = (language ?? "ja").lowercased().replacingOccurrences(of: "_", with: "-")
        if tag == "ko" || tag.hasPrefix("ko-") { return "Noto Sans CJK KR" }
        guard tag == "zh" || tag.hasPrefix("zh-") else { return "Noto Sans CJK JP" }
        let traditional = ["zh-hant", "zh-tw", "zh-hk", "zh-mo"].contains { tag.hasPrefix($0) }
        return traditional ? "Noto Sans CJK TC" : "Noto Sans CJK SC"
    }

    /// The fallback list of styles whose `fallback` is nil, process-wide; `worldFallback` unless set.
    public var defaultFallback: [String] {
        get { state.withLock { $0.defaultFallback } }
        set {
            state.withLock { state in
                state.defaultFallback = newValue
                state.chainsByRequest = [:]
            }
        }
    }

    private struct FamilyKey: Hashable { var family: String; var weight: FontWeight; var italic: Bool }
    private struct ChainKey: Hashable {
        var family: String
        var weight: FontWeight
        var italic: Bool
        var fallback: [String]?
        var language: String?
    }
    private struct State {
        var byPath: [String: FontFace] = [:]
        var byFamily: [FamilyKey: FontFace] = [:]
        var missingFamilies: Set<FamilyKey> = []
        var defaultFallback = FontRegistry.worldFallback
        /// Chains by the style's names exactly as callers spell them: the per-layout lookup, without
        /// normalizing names.
        var chainsByRequest: [ChainKey: FontChain] = [:]
    }
    private let state = Synchronized(State())
    private let fontconfig = FontconfigLookup()

    /// A registry with its own cache of opened faces.
    public init() {}

    /// The files opened so far (for tests: fonts open only when a character needs them).
    var openedPaths: [String] { state.withLock { Array($0.byPath.keys) } }

    /// Whether fontconfig's configuration is loaded: only once a family is looked up.
    var hasLoadedFontconfig: Bool { fontconfig.isLoaded }

    /// The face of `family` at `weight`; the family name ignores case and spaces ("NanumGothic" = "nanum gothic").
    /// A name containing "/" or ending in a font file extension (.ttf, .otf, .ttc) is a font file path,
    /// loaded as `face(path:)` whatever the weight.
    /// - Throws: `FontError.notFound` when neither fontconfig nor the well-known paths have it;
    ///   `FontError.unreadable` for a path that is not a readable font.
    ///
    /// A family without a face of `weight` gives its nearest weight (fontconfig's choice), emboldened
    /// when `weight` is semibold or heavier and the nearest face is lighter than semibold (CSS Fonts 4
    /// `font-synthesis-weight`); with `italic`, its italic or oblique face, or the upright face slanted.
    public func face(family: String, weight: FontWeight, italic: Bool = false) throws -> FontFace {
        if FontRegistry.isPath(family) { return try face(path: family, index: 0, weight: weight) }
        let key = FamilyKey(family: FontRegistry.normalized(family), weight: weight, italic: italic)
        let (known, missing) = state.withLock { ($0.byFamily[key], $0.missingFamilies.contains(key)) }
        if let known { return known }
        if missing { throw FontError.notFound(family: family, weight: weight) }
        func found(_ face: FontFace) -> FontFace {
            state.withLock { $0.byFamily[key] = face }
            return face
        }
        for path in italic ? [] : FontRegistry.wellKnownFiles[key.family]?[weight] ?? [] {
            if let face = try? face(path: path, index: 0, weight: weight) { return found(face) }
        }
        if let match = fontconfig.match(family: family, weight: weight, italic: italic),
           let face = try? face(path: match.path, index: match.index, synthesis: match.synthesis, weight: weight) {
            return found(face)
        }
        // The nearest weight; fontconfig emboldens only for bold and heavier, CSS from semibold (600,
        // fontconfig's FC_WEIGHT_DEMIBOLD 180).
        if let match = fontconfig.match(family: family, weight: weight, italic: italic, exactWeight: false) {
            var synthesis = match.synthesis
            if weight.wantsBold, match.weight < 180 { synthesis.insert(.bold) }
            if let face = try? face(path: match.path, index: match.index, synthesis: synthesis, weight: weight) {
                return found(face)
            }
        }
        // Remembered, so a fallback family that is not installed costs one fontconfig lookup per process.
        state.withLock { _ = $0.missingFamilies.insert(key) }
        throw FontError.notFound(family: family, weight: weight)
    }

    /// The face in the font file at `path` (the first face of a collection).
    /// - Throws: `FontError.unreadable` when the file is missing or not a font.
    public func face(path: String) throws -> FontFace {
        try face(path: path, index: 0)
    }

    /// The face at `path` and `index`; a variable font with a `wght` axis is set to `weight`'s weight
    /// class (UIKit's ultraLight ... black as 100 ... 900, clamped to the axis), each weight its own face.
    private func face(path: String, index: Int, synthesis: FontFace.Synthesis = [], weight: FontWeight? = nil) throws -> FontFace {
        let key = index == 0 && synthesis.isEmpty ? path : "\(path)#\(index)#\(synthesis.rawValue)"
        let face = try cachedFace(key) { try FontFace(path: path, index: index, synthesis: synthesis) }
        guard let weight, face.variationAxes.contains(where: { $0.tag == "wght" }) else { return face }
        return try cachedFace("\(key)#wght=\(weight.weightClass)") {
            try FontFace(path: path, index: index, synthesis: synthesis, variations: ["wght": Double(weight.weightClass)])
        }
    }

    /// The face stored under `key`, opened by `open` the first time.
    private func cachedFace(_ key: String, open: () throws -> FontFace) throws -> FontFace {
        if let face = state.withLock({ $0.byPath[key] }) { return face }
        let opened = try open()
        // Two threads may open the same file at once; the first one stored wins so the face stays unique.
        return state.withLock { state in
            if let existing = state.byPath[key] { return existing }
            state.byPath[key] = opened
            return opened
        }
    }

    /// The chain `style` draws with: its family, then its fallback list (the default when nil), each
    /// at its weight; `cjkFamily` in the list becomes the family of the style's language. Cached by
    /// the names as given, so repeated layouts skip font lookup entirely; only the style's own font is
    /// opened here.
    /// - Throws: `FontError` when the style's own font cannot be found or read.
    func chain(for style: TextStyle) throws -> FontChain {
        let request = ChainKey(family: style.family, weight: style.weight, italic: style.italic, fallback: style.fallback,
                               language: style.language)
        if let chain = state.withLock({ $0.chainsByRequest[request] }) { return chain }
        let primary = try face(family: style.family, weight: style.weight, italic: style.italic)
        let list = style.fallback ?? defaultFallback
        let families = [style.family] + list.map { $0 == FontRegistry.cjkFamily ? FontRegistry.cjkFamily(language: style.language) : $0 }
        let entries = families.map { family in
            FontChain.Entry(family: family, weight: style.weight, italic: style.italic,
                            isEmoji: family.lowercased().contains("emoji"), isCJK: family.contains("CJK"))
        }
        let chain = FontChain(primary: primary, entries: entries, registry: self)
        return state.withLock { state in
            if let existing = state.chainsByRequest[request] { return existing }
            state.chainsByRequest[request] = chain
            return chain
        }
    }

    static func isPath(_ family: String) -> Bool {
        let lowered = family.lowercased()
        return family.contains("/") || [".ttf", ".otf", ".ttc"].contains { lowered.hasSuffix($0) }
    }

    /// Family names compare without case and spaces, as fontconfig's own matching does.
    static func normalized(_ family: String) -> String {
        family.lowercased().filter { !$0.isWhitespace }
    }
}
