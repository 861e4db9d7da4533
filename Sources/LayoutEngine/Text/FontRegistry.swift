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

    /// The families tried, in order, for characters the requested family lacks (Hangul is in NanumGothic only).
    public static let fallbackFamilies = ["DejaVu Sans", "NanumGothic"]

    private struct FamilyKey: Hashable { var family: String; var weight: FontWeight }
    private struct State {
        var byPath: [String: FontFace] = [:]
        var byFamily: [FamilyKey: FontFace] = [:]
        var chains: [FamilyKey: [FontFace]] = [:]
        /// Chains by the family exactly as callers spell it: the per-layout lookup, without normalizing names.
        var chainsByRequest: [FamilyKey: [FontFace]] = [:]
    }
    private let state = Synchronized(State())
    private let fontconfig = FontconfigLookup()

    /// A registry with its own cache of opened faces.
    public init() {}

    /// Whether fontconfig's configuration is loaded: only once a family is looked up.
    var hasLoadedFontconfig: Bool { fontconfig.isLoaded }

    /// The face of `family` at `weight`; the family name ignores case and spaces ("NanumGothic" = "nanum gothic").
    /// A name containing "/" or ending in a font file extension (.ttf, .otf, .ttc) is a font file path,
    /// loaded as `face(path:)` whatever the weight.
    /// - Throws: `FontError.notFound` when neither fontconfig nor the well-known paths have it;
    ///   `FontError.unreadable` for a path that is not a readable font.
    public func face(family: String, weight: FontWeight) throws -> FontFace {
        if FontRegistry.isPath(family) { return try face(path: family) }
        let key = FamilyKey(family: FontRegistry.normalized(family), weight: weight)
        if let face = state.withLock({ $0.byFamily[key] }) { return face }
        func found(_ face: FontFace) -> FontFace {
            state.withLock { $0.byFamily[key] = face }
            return face
        }
        for path in FontRegistry.wellKnownFiles[key.family]?[weight] ?? [] {
            if let face = try? face(path: path, index: 0) { return found(face) }
        }
        if let match = fontconfig.match(family: family, weight: weight),
           let face = try? face(path: match.path, index: match.index) {
            return found(face)
        }
        throw FontError.notFound(family: family, weight: weight)
    }

    /// The face in the font file at `path` (the first face of a collection).
    /// - Throws: `FontError.unreadable` when the file is missing or not a font.
    public func face(path: String) throws -> FontFace {
        try face(path: path, index: 0)
    }

    private func face(path: String, index: Int) throws -> FontFace {
        let key = index == 0 ? path : "\(path)#\(index)"
        if let face = state.withLock({ $0.byPath[key] }) { return face }
        let opened = try FontFace(path: path, index: index)
        // Two threads may open the same file at once; the first one stored wins so the face stays unique.
        return state.withLock { state in
            if let existing = state.byPath[key] { return existing }
            state.byPath[key] = opened
            return opened
        }
    }

    /// The fallback chain for `family` at `weight` (see `fallbackChain(primary:weight:)`), cached by the
    /// name as given so repeated layouts skip font lookup entirely.
    func fallbackChain(family: String, weight: FontWeight) throws -> [FontFace] {
        let request = FamilyKey(family: family, weight: weight)
        if let chain = state.withLock({ $0.chainsByRequest[request] }) { return chain }
        let chain = fallbackChain(primary: try face(family: family, weight: weight), weight: weight)
        state.withLock { $0.chainsByRequest[request] = chain }
        return chain
    }

    /// The faces to try for each character, in order: `primary`, then the fallback families at `weight`
    /// that are installed, without repeats.
    func fallbackChain(primary: FontFace, weight: FontWeight) -> [FontFace] {
        let key = FamilyKey(family: primary.path, weight: weight)
        if let chain = state.withLock({ $0.chains[key] }) { return chain }
        var chain = [primary]
        for family in FontRegistry.fallbackFamilies {
            if let face = try? face(family: family, weight: weight), !chain.contains(where: { $0 === face }) {
                chain.append(face)
            }
        }
        state.withLock { $0.chains[key] = chain }
        return chain
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
