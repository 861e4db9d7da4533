import CFreeType

/// Asks fontconfig which file holds a family at a weight, and accepts the answer only when it really is
/// that family and weight (fontconfig always answers with its best substitute, which is not what the caller named).
final class FontconfigLookup: @unchecked Sendable {
    // fontconfig configurations are not safe for concurrent use; every call holds this lock.
    // The configuration is loaded on the first lookup, not before: parsing fontconfig's files costs
    // a process that draws no text several milliseconds it never needed. nil: not loaded yet;
    // .some(nil): fontconfig failed to load (the well-known paths still work).
    private let config = Synchronized<OpaquePointer??>(nil)

    init() {}

    /// Whether the configuration has been loaded (for tests: a process that draws no text never loads it).
    var isLoaded: Bool { config.withLock { $0 != nil } }

    deinit {
        config.withLock { if case let config?? = $0 { FcConfigDestroy(config) } }
    }

    /// A face fontconfig chose, and what must be synthesized for it to stand in for the request.
    struct Match {
        var path: String
        var index: Int
        /// fontconfig's weight of the face (as it reports it after its synthesis rules).
        var weight: Int32
        var synthesis: FontFace.Synthesis
    }

    /// The file and face index of `family` at `weight`, and the fontconfig weight of that face; with
    /// `exactWeight`, only a face within one named step of `weight`, else the family's nearest weight.
    func match(family: String, weight: FontWeight, italic: Bool = false,
               exactWeight: Bool = true) -> Match? {
        config.withLock { loaded -> Match? in
            if loaded == nil { loaded = .some(FcInitLoadConfigAndFonts()) }
            guard case let config?? = loaded, let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = family.withCString { name in
                FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer(name).assumingMemoryBound(to: FcChar8.self))
            }
            FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
            FcPatternAddInteger(pattern, FC_SLANT, italic ? Int32(FC_SLANT_ITALIC) : Int32(FC_SLANT_ROMAN))
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            guard isFamily(match, family), !exactWeight || hasWeight(match, weight) else { return nil }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            var index: Int32 = 0
            _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
            var matched = weight.fontconfigWeight
            _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &matched)
            // fontconfig's 90-synthetic.conf marks a face standing in for a bolder or slanted one it
            // lacks: `embolden`, and a shearing `matrix`.
            var synthesis: FontFace.Synthesis = []
            var embolden: FcBool = 0
            if FcPatternGetBool(match, FC_EMBOLDEN, 0, &embolden) == FcResultMatch, embolden != 0 { synthesis.insert(.bold) }
            var matrix: UnsafeMutablePointer<FcMatrix>?
            if FcPatternGetMatrix(match, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix, matrix.pointee.xy != 0 {
                synthesis.insert(.oblique)
            }
            return Match(path: String(cString: file), index: Int(index), weight: matched, synthesis: synthesis)
        }
    }

    private func isFamily(_ match: OpaquePointer, _ family: String) -> Bool {
        let wanted = FontRegistry.normalized(family)
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(match, FC_FAMILY, n, &name) == FcResultMatch, let name {
            if FontRegistry.normalized(String(cString: name)) == wanted { return true }
            n += 1
        }
        return false
    }

    private func hasWeight(_ match: OpaquePointer, _ weight: FontWeight) -> Bool {
        var value: Int32 = 0
        guard FcPatternGetInteger(match, FC_WEIGHT, 0, &value) == FcResultMatch else { return true }
        // Within one named step of fontconfig's scale (regular 80, medium 100, demibold 180, bold 200).
        return abs(value - weight.fontconfigWeight) <= 20
    }
}
