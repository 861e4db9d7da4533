/// A stretch of text drawn with one face of the fallback chain.
struct FontRun {
    var range: Range<Int>
    /// Index of the face in the chain.
    var face: Int
}

/// Picks, for each character cluster, the first face of the chain that has glyphs for all of it
/// (the per-cluster fallback of CSS font matching, css-fonts-4 §5; spaces too, so a space between two
/// Korean words comes from DejaVu Sans as in browsers). An emoji presentation sequence tries the
/// chain's emoji fonts first (UTS #51 §4: emoji presentation is the colorful one). Controls and
/// invisible format characters stay in the face of the text before them so they do not split runs.
struct FontFallback {
    let chain: FontChain

    /// The runs covering `range`, and the clusters no face of the chain has (drawn with the primary face's .notdef).
    func itemize(_ text: UTF8Text, range: Range<Int>, missing: inout MissingCharacters) -> [FontRun] {
        var runs: [FontRun] = []
        var i = range.lowerBound
        var current = 0
        var scalars: [Unicode.Scalar] = []
        while i < range.upperBound {
            let end = clusterEnd(text, from: i, limit: range.upperBound, scalars: &scalars)
            let face: Int
            if scalars.allSatisfy(FontFallback.isNeutral) {
                face = current
            } else if let covering = chain.firstEntry(preferring: FontFallback.preference(scalars), where: { face in
                scalars.allSatisfy { FontFallback.isNeutral($0) || face.hasGlyph(for: $0) }
            }) {
                face = covering
            } else {
                face = 0
                // Reported as Swift Characters: this cluster rule is coarser than UAX #29 (a joiner keeps
                // whatever follows it), so one cluster may hold several Characters; only those with a
                // scalar no face has are reported.
                for character in text.string(i..<end) where character.unicodeScalars.contains(where: { !covered($0) }) {
                    missing.insert(character)
                }
            }
            if let last = runs.last, last.face == face {
                runs[runs.count - 1].range = last.range.lowerBound..<end
            } else {
                runs.append(FontRun(range: i..<end, face: face))
            }
            current = face
            i = end
        }
        return runs
    }

    private func covered(_ scalar: Unicode.Scalar) -> Bool {
        FontFallback.isNeutral(scalar) || chain.anyEntry { $0.hasGlyph(for: scalar) }
    }

    /// Which fonts a cluster tries first: emoji presentation sequences the emoji fonts, Han and kana the
    /// CJK fonts (what Chromium does: with NanumGothic then Noto Sans CJK JP in font-family, it draws
    /// 日 and の from Noto Sans CJK though NanumGothic has both).
    static func preference(_ scalars: [Unicode.Scalar]) -> FontChain.Preference {
        if isEmojiPresentation(scalars) { return .emoji }
        return scalars.first.map(isHanOrKana) == true ? .cjk : .none
    }

    /// Han ideographs (the unified blocks, extensions and compatibility ideographs), hiragana, katakana
    /// and their extensions, halfwidth katakana, and the CJK punctuation set with them (CJK Symbols and
    /// Punctuation, fullwidth forms).
    static func isHanOrKana(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x30FF, 0xFF00...0xFF65, 0xFFE0...0xFFEF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
             0x1B000...0x1B16F, 0x20000...0x3134F: true
        default: false
        }
    }

    /// Whether a cluster asks for emoji presentation (UTS #51 §4): an emoji presentation selector
    /// (U+FE0F), a keycap, a regional indicator pair, or a base that is emoji by default
    /// (Emoji_Presentation) without a text presentation selector (U+FE0E).
    static func isEmojiPresentation(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first, first.value >= 0x2000 || scalars.count > 1 else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
        return first.properties.isEmojiPresentation
    }

    /// The end of the cluster starting at `start`: a base scalar with the marks, joiners and selectors
    /// that extend it (UAX #29's Extend and ZWJ rules, enough to keep a mark with its base's font).
    private func clusterEnd(_ text: UTF8Text, from start: Int, limit: Int, scalars: inout [Unicode.Scalar]) -> Int {
        let (first, length) = text.scalar(at: start)
        scalars.removeAll(keepingCapacity: true)
        scalars.append(first)
        var end = start + length
        var afterJoiner = first.value == 0x200D
        while end < limit {
            let (next, nextLength) = text.scalar(at: end)
            // No scalar below U+0300 extends a cluster: skip the property lookup for ASCII and Latin-1.
            guard afterJoiner || (next.value >= 0x300 && (next.properties.isGraphemeExtend || next.value == 0x200D
                || (0x1F3FB...0x1F3FF).contains(next.value))) else { break }
            scalars.append(next)
            afterJoiner = next.value == 0x200D
            end += nextLength
        }
        return end
    }

    /// Characters any face can carry: controls and default-ignorable format characters (HarfBuzz hides them).
    private static func isNeutral(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x80 { return s.value < 0x20 || s.value == 0x7F }
        return s.properties.isDefaultIgnorableCodePoint || s.properties.generalCategory == .control
    }
}
