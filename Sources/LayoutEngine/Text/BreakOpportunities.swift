import CUnibreak

/// Where lines may break, from UAX #14 (libunibreak), with the Hangul word-priority rule on top.
enum BreakOpportunities {
    /// The offsets in `text` (0 < offset < count) where a line may break, ascending. Mandatory breaks are
    /// not included: `Typesetter` splits paragraphs at hard breaks before this is asked.
    static func allowed(in text: UTF8Text, strategy: LineBreakStrategy) -> [Int] {
        _ = libraryReady
        guard text.count > 1 else { return [] }
        var kinds = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: text.count)
        kinds.withUnsafeMutableBufferPointer { kinds in
            set_linebreaks_utf8(text.bytes.baseAddress, text.count, nil, kinds.baseAddress)
        }
        var allowed: [Int] = []
        for i in 1..<text.count where kinds[i - 1] == CChar(LINEBREAK_ALLOWBREAK) {
            if strategy == .hangulWordPriority, joinsHangulWord(text, at: i) { continue }
            allowed.append(i)
        }
        return allowed
    }

    /// Whether a line may break after the spaces between a word ending in `left` and one starting with
    /// `right` (UAX #14 LB14-LB18 look across the spaces at exactly these two characters).
    static func allowsBreakAfterSpace(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Bool {
        if left.value < 128, right.value < 128 { return asciiPairs[Int(left.value) << 7 | Int(right.value)] }
        return computeBreakAfterSpace(between: left, and: right)
    }

    /// libunibreak's answer for "left, space, right": whether the position after the space allows a break.
    private static func computeBreakAfterSpace(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Bool {
        _ = libraryReady
        var bytes = Array(String(left).utf8)
        bytes.append(0x20)
        let spaceEnd = bytes.count
        bytes.append(contentsOf: String(right).utf8)
        var kinds = [CChar](repeating: 0, count: bytes.count)
        bytes.withUnsafeBufferPointer { bytes in
            kinds.withUnsafeMutableBufferPointer { kinds in
                set_linebreaks_utf8(bytes.baseAddress, bytes.count, nil, kinds.baseAddress)
            }
        }
        return kinds[spaceEnd - 1] == CChar(LINEBREAK_ALLOWBREAK)
    }

    /// `computeBreakAfterSpace` for every pair of ASCII characters, asked of libunibreak once per process.
    private static let asciiPairs: [Bool] = (0..<(128 * 128)).map { pair in
        computeBreakAfterSpace(between: Unicode.Scalar(UInt8(pair >> 7)), and: Unicode.Scalar(UInt8(pair & 127)))
    }

    /// CSS `word-break: keep-all` for Korean: no break between two letters or digits when either is Hangul,
    /// so Korean words break only at spaces and punctuation, as iOS `hangulWordPriority` does.
    private static func joinsHangulWord(_ text: UTF8Text, at i: Int) -> Bool {
        let before = text.scalar(at: text.scalarStart(before: i)).scalar
        let after = text.scalar(at: i).scalar
        return isLetterOrDigit(before) && isLetterOrDigit(after) && (isHangul(before) || isHangul(after))
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
