import CUnibreak

/// Where lines may and must break, from UAX #14 (libunibreak), with the Hangul word-priority rule on top.
struct BreakOpportunities {
    /// libunibreak's answer for the position after each byte: must, allow, no break, or inside a character.
    private var kinds: [CChar]

    init(_ text: UTF8Text, strategy: LineBreakStrategy) {
        _ = BreakOpportunities.libraryReady
        kinds = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: text.count)
        guard text.count > 0 else { return }
        kinds.withUnsafeMutableBufferPointer { kinds in
            set_linebreaks_utf8(text.bytes.baseAddress, text.count, nil, kinds.baseAddress)
        }
        if strategy == .hangulWordPriority { keepHangulWordsTogether(text) }
    }

    /// Whether a line may break between byte `i - 1` and byte `i` (0 < i < count).
    func allowsBreak(at i: Int) -> Bool { kinds[i - 1] == CChar(LINEBREAK_ALLOWBREAK) }

    /// Whether a line must break between byte `i - 1` and byte `i` (0 < i <= count).
    func requiresBreak(at i: Int) -> Bool { kinds[i - 1] == CChar(LINEBREAK_MUSTBREAK) }

    /// CSS `word-break: keep-all` for Korean: no break between two letters or digits when either is Hangul,
    /// so Korean words break only at spaces and punctuation, as iOS `hangulWordPriority` does.
    private mutating func keepHangulWordsTogether(_ text: UTF8Text) {
        for i in 1..<text.count where kinds[i - 1] == CChar(LINEBREAK_ALLOWBREAK) {
            let before = text.scalar(at: text.scalarStart(before: i)).scalar
            let after = text.scalar(at: i).scalar
            guard BreakOpportunities.isLetterOrDigit(before), BreakOpportunities.isLetterOrDigit(after),
                  BreakOpportunities.isHangul(before) || BreakOpportunities.isHangul(after) else { continue }
            kinds[i - 1] = CChar(LINEBREAK_NOBREAK)
        }
    }

    private static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool {
        s.properties.isAlphabetic || s.properties.numericType != nil
    }

    /// Hangul syllables and jamo blocks (Unicode 15, chapter 18.6).
    static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
        default: false
        }
    }

    /// libunibreak builds its tables once per process (`init_linebreak`); Swift runs this exactly once.
    private static let libraryReady: Void = init_linebreak()
}
