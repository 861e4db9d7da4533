import CICU

/// The embedding levels of one paragraph under the Unicode Bidirectional Algorithm (UAX #9), from
/// ICU's ubidi: even levels run left to right, odd ones right to left. Measurement and line breaking
/// stay in logical order; the levels split words into runs shaped in their direction and order each
/// line's runs for drawing (rule L2).
struct BidiLevels {
    /// One level per byte of the paragraph (every byte of a scalar has the scalar's level); nil when
    /// the whole paragraph is left to right at level 0, which skips ICU for most text.
    let levels: [UInt8]?
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let paragraphLevel: UInt8

    /// The levels of `range` of `text` in `direction`.
    init(_ text: UTF8Text, range: Range<Int>, direction: WritingDirection) {
        guard direction == .rightToLeft || BidiLevels.mayHoldRightToLeft(text, range) else {
            levels = nil
            paragraphLevel = 0
            return
        }
        let (units, unitStarts) = text.utf16(range)
        var unitLevels = [UInt8](repeating: 0, count: units.count)
        let code: Int32 = switch direction {
        case .leftToRight: Int32(LR_BIDI_LTR.rawValue)
        case .rightToLeft: Int32(LR_BIDI_RTL.rawValue)
        case .natural: Int32(LR_BIDI_AUTO.rawValue)
        }
        let result = lr_bidi_levels(units, Int32(units.count), code, &unitLevels)
        guard result >= 0 else {
            levels = nil
            paragraphLevel = 0
            return
        }
        var levels = [UInt8](repeating: 0, count: range.count)
        for (k, start) in unitStarts.enumerated() {
            let length = text.scalar(at: start).length
            for b in start..<(start + length) { levels[b - range.lowerBound] = unitLevels[k] }
        }
        paragraphLevel = UInt8(result)
        self.levels = levels.allSatisfy({ $0 == 0 }) && result == 0 ? nil : levels
    }

    /// Whether `range` may hold a right-to-left character or control: scalars in the Hebrew, Arabic,
    /// Syriac, Thaana, NKo, Samaritan, Mandaic blocks (U+0590 to U+08FF), their presentation forms, the
    /// right-to-left SMP blocks, and RLM, RLE, RLO, RLI, ALM. Bytes below 0xD6 lead no such scalar, so
    /// ASCII, Latin, Greek and Cyrillic text is passed over a byte compare at a time (ASCII eight bytes at a time).
    static func mayHoldRightToLeft(_ text: UTF8Text, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            if i + 8 <= range.upperBound, text.word(at: i) & UTF8Text.highBits == 0 { i += 8; continue }
            guard text[i] >= 0xD6 else { i += 1; continue }
            let (scalar, length) = text.scalar(at: i)
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
                 0x200F, 0x202B, 0x202E, 0x2067, 0x061C:
                return true
            default: i += length
            }
        }
        return false
    }

    /// The visual order of items with `levels` (rule L2): from the highest level down to the lowest
    /// odd one, every maximal stretch at that level or higher is reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var k = 0
            while k < order.count {
                guard levels[order[k]] >= level else { k += 1; continue }
                var end = k
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[k..<end].reverse()
                k = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
