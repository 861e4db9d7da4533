import CHarfBuzz

/// CSS Text 4's `text-spacing-trim: normal` between adjacent fullwidth punctuation (§8.2.1,
/// "trim-adjacent"), as Chromium applies it by default: of two adjacent fullwidth brackets or stops
/// (an opening one after an opening one, a closing one before a closing one, a closing one before an
/// opening one: "。「" in Japanese) one is set half-width, with the font's OpenType `halt` feature.
/// A font without `halt` (not a CJK font) is left as it is, as in Chromium.
enum HanKerning {
    /// The `halt` features for the pairs in `text` (cluster values: byte offsets in `text`).
    static func features(_ text: UTF8Text) -> [hb_feature_t] {
        // Fullwidth punctuation is 3 bytes of UTF-8 from E3 or EF: other text is passed over quickly.
        guard text.bytes.contains(where: { $0 == 0xE3 || $0 == 0xEF }) else { return [] }
        var features: [hb_feature_t] = []
        var i = 0
        var previous: (offset: Int, length: Int, kind: Kind)?
        while i < text.count {
            let (scalar, length) = text.scalar(at: i)
            let kind = HanKerning.kind(scalar)
            if let previous, let kind {
                switch (previous.kind, kind) {
                case (.opening, .opening): features.append(halt(i, length))
                case (.closing, .closing): features.append(halt(previous.offset, previous.length))
                case (.closing, .opening): features.append(halt(i, length))
                case (.opening, .closing): break
                }
            }
            previous = kind.map { (i, length, $0) }
            i += length
        }
        return features
    }

    enum Kind { case opening, closing }

    /// Fullwidth opening brackets and closing brackets and stops (CSS Text 4 §8.2.1's sets, from the
    /// CJK Symbols and Punctuation and Halfwidth and Fullwidth Forms blocks).
    static func kind(_ s: Unicode.Scalar) -> Kind? {
        switch s.value {
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F:
            .opening
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F,
             0xFF09, 0xFF0C, 0xFF0E, 0xFF3D, 0xFF5D, 0xFF60:
            .closing
        default: nil
        }
    }

    private static func halt(_ start: Int, _ length: Int) -> hb_feature_t {
        hb_feature_t(tag: tag, value: 1, start: UInt32(start), end: UInt32(start + length))
    }

    /// 'halt' as HarfBuzz's big-endian tag.
    private static let tag: hb_tag_t = (UInt32(UInt8(ascii: "h")) << 24) | (UInt32(UInt8(ascii: "a")) << 16)
        | (UInt32(UInt8(ascii: "l")) << 8) | UInt32(UInt8(ascii: "t"))
}
