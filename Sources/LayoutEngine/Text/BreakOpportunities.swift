import CICU
import CUnibreak

/// Where lines may break, from UAX #14 (libunibreak), with the Hangul word-priority rule on top, and
/// ICU's dictionary breaks inside Thai, Lao, Khmer and Myanmar words (line-break class SA, which
/// libunibreak leaves unbroken and Chromium breaks with ICU's dictionaries).
enum BreakOpportunities {
    /// The offsets in `text` (0 < offset < count) where a line may break, ascending. Mandatory breaks are
    /// not included: `Typesetter` splits paragraphs at hard breaks before this is asked.
    static func allowed(in text: UTF8Text, strategy: LineBreakStrategy) -> [Int] {
        guard text.count > 1 else { return [] }
        let kinds = unibreak(text.bytes)
        var allowed: [Int] = []
        let flags = flagInteriors(text)
        var nextFlag = 0
        for i in 1..<text.count where kinds[i - 1] == CChar(LINEBREAK_ALLOWBREAK) {
            if strategy == .hangulWordPriority, joinsHangulWord(text, at: i) { continue }
            while nextFlag < flags.count, flags[nextFlag] < i { nextFlag += 1 }
            if nextFlag < flags.count, flags[nextFlag] == i { continue }
            allowed.append(i)
        }
        guard containsSoutheastAsian(text) else { return allowed }
        let dictionary = dictionaryBreaks(text).filter { i in
            isSoutheastAsian(text.scalar(at: text.scalarStart(before: i)).scalar) && isSoutheastAsian(text.scalar(at: i).scalar)
        }
        return Array(Set(allowed).union(dictionary)).sorted()
    }

    /// Scripts of line-break class SA (UAX #14): Thai, Lao, Myanmar, Khmer, Tai Le, New Tai Lue,
    /// Tai Tham, Tai Viet, Myanmar extensions.
    static func isSoutheastAsian(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1950...0x19DF, 0x1A20...0x1AAF, 0xA9E0...0xA9FF,
             0xAA60...0xAADF, 0x19E0...0x19FF: true
        default: false
        }
    }

    /// Whether `text` has an SA character; their UTF-8 lead bytes are 0xE0 to 0xEA, so ASCII, Latin and
    /// Hangul-only text is passed over a byte compare at a time.
    private static func containsSoutheastAsian(_ text: UTF8Text) -> Bool {
        var i = 0
        while i < text.count {
            guard (0xE0...0xEA).contains(text[i]) else { i += 1; continue }
            let (scalar, length) = text.scalar(at: i)
            if isSoutheastAsian(scalar) { return true }
            i += length
        }
        return false
    }

    /// ICU's line-break opportunities in `text`, as byte offsets.
    private static func dictionaryBreaks(_ text: UTF8Text) -> [Int] {
        let (units, byteOffset) = text.utf16(0..<text.count)
        var breaks = [Int32](repeating: 0, count: units.count)
        let count = lr_line_breaks(units, Int32(units.count), &breaks, Int32(breaks.count))
        guard count > 0 else { return [] }
        return breaks[0..<Int(count)].map { byteOffset[Int($0)] }
    }

    /// libunibreak's answer (`LINEBREAK_*`) for the position after each byte of `bytes`.
    ///
    /// libunibreak 5.1 (Debian 12) fails an assertion (linebreak.c:663, `lbcNew <= LBP_JT`) on a regional
    /// indicator that follows any other character, killing the process. Regional indicators are therefore
    /// handed to it as U+20000, an ideograph (class ID) of the same UTF-8 length: ID breaks on both sides
    /// like RI, and `splitsFlag` restores LB30a (no break inside a flag's pair).
    private static func unibreak(_ bytes: UnsafeBufferPointer<UInt8>) -> [CChar] {
        _ = libraryReady
        var kinds = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: bytes.count)
        var input = Array(bytes)
        var i = 0
        while i + 3 < input.count {
            if startsRegionalIndicator(input, at: i) {
                input.replaceSubrange(i..<(i + 4), with: [0xF0, 0xA0, 0x80, 0x80])
                i += 4
            } else {
                i += 1
            }
        }
        input.withUnsafeBufferPointer { input in
            kinds.withUnsafeMutableBufferPointer { kinds in
                set_linebreaks_utf8(input.baseAddress, input.count, nil, kinds.baseAddress)
            }
        }
        return kinds
    }

    /// U+1F1E6 to U+1F1FF: F0 9F 87 A6 to F0 9F 87 BF.
    private static func startsRegionalIndicator(_ bytes: [UInt8], at i: Int) -> Bool {
        bytes[i] == 0xF0 && bytes[i + 1] == 0x9F && bytes[i + 2] == 0x87 && (0xA6...0xBF).contains(bytes[i + 3])
    }

    /// UAX #14 LB30a: in a run of regional indicators, no break between the first and second of each
    /// pair. The offsets of those second indicators, ascending, in one pass (counting back from each
    /// indicator made a run of a million flags quadratic).
    private static func flagInteriors(_ text: UTF8Text) -> [Int] {
        var interiors: [Int] = []
        var run = 0
        var i = 0
        while i < text.count {
            guard text[i] == 0xF0 else { run = 0; i += 1; continue }
            let (scalar, length) = text.scalar(at: i)
            if isRegionalIndicator(scalar) {
                if run % 2 == 1 { interiors.append(i) }
                run += 1
            } else {
                run = 0
            }
            i += length
        }
        return interiors
    }

    private static func isRegionalIndicator(_ s: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(s.value) }

    /// Whether a line may break after the spaces between a word ending in `left` and one starting with
    /// `right` (UAX #14 LB14-LB18 look across the spaces at exactly these two characters).
    static func allowsBreakAfterSpace(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Bool {
        if left.value < 128, right.value < 128 { return asciiPairs[Int(left.value) << 7 | Int(right.value)] }
        return computeBreakAfterSpace(between: left, and: right)
    }

    /// libunibreak's answer for "left, space, right": whether the position after the space allows a break.
    static func computeBreakAfterSpace(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Bool {
        var bytes = Array(String(left).utf8)
        bytes.append(0x20)
        let spaceEnd = bytes.count
        bytes.append(contentsOf: String(right).utf8)
        let kinds = bytes.withUnsafeBufferPointer { unibreak($0) }
        return kinds[spaceEnd - 1] == CChar(LINEBREAK_ALLOWBREAK)
    }

    /// `computeBreakAfterSpace` for every pair of ASCII characters, asked of libunibreak once per process,
    /// each pair as the three bytes "left, space, right" in one reused buffer: through
    /// `computeBreakAfterSpace` (two strings and three arrays a pair) the table cost a debug build about
    /// 130 million instructions, the first text a test process laid out paying for it.
    private static let asciiPairs: [Bool] = {
        _ = libraryReady
        var pairs = [Bool](repeating: false, count: 128 * 128)
        let input = UnsafeMutablePointer<UInt8>.allocate(capacity: 3)
        let kinds = UnsafeMutablePointer<CChar>.allocate(capacity: 3)
        defer {
            input.deallocate()
            kinds.deallocate()
        }
        input[1] = 0x20
        for pair in pairs.indices {
            input[0] = UInt8(pair >> 7)
            input[2] = UInt8(pair & 127)
            set_linebreaks_utf8(input, 3, nil, kinds)
            pairs[pair] = kinds[1] == CChar(LINEBREAK_ALLOWBREAK)
        }
        return pairs
    }()

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
