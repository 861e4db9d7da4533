import CHarfBuzz

/// One glyph of a shaped run, in font units.
struct ShapedGlyph {
    var glyph: UInt32
    /// The UTF-8 offset inside the word of the cluster the glyph belongs to.
    var cluster: UInt32
    /// Horizontal advance (HarfBuzz position at a scale of one unit per font unit).
    var advance: Int32
    /// HarfBuzz's offset of the glyph from its pen position (marks, kerning by placement), y up.
    var offsetX: Int32, offsetY: Int32
    /// Whether the glyph is the last of its cluster in visual order: letter spacing goes after it.
    var endsCluster: Bool
}

/// A stretch of a word drawn in one face, shaped by HarfBuzz in font units so one shaping serves every
/// size. Immutable; part of a cached `ShapedWord`.
final class ShapedRun: Sendable {
    let glyphs: [ShapedGlyph]
    /// The sum of all advances, in font units.
    let advance: Int
    /// The number of clusters (letter spacing is added once per cluster).
    let clusterCount: Int
    /// The run's length in bytes without its trailing (hanging) whitespace.
    let inkLength: Int
    /// The advance and cluster count of the glyphs before the trailing whitespace.
    let inkAdvance: Int
    let inkClusterCount: Int

    /// Shapes `text` with `face` (direction and script guessed by HarfBuzz, language fixed so the result
    /// never depends on the process locale).
    init(face: FontFace, text: UnsafeBufferPointer<UInt8>) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
        }
        hb_buffer_set_language(buffer, ShapedRun.language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let n = Int(count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        if let infos, let positions {
            for i in 0..<n {
                glyphs.append(ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: infos[i].cluster, advance: positions[i].x_advance,
                    offsetX: positions[i].x_offset, offsetY: positions[i].y_offset,
                    endsCluster: i == n - 1 || infos[i + 1].cluster != infos[i].cluster))
            }
        }
        self.glyphs = glyphs
        inkLength = UTF8Text(bytes: text).trailingSpaceStart(0..<text.count)
        (advance, clusterCount) = ShapedRun.sum(glyphs, before: Int.max)
        (inkAdvance, inkClusterCount) = ShapedRun.sum(glyphs, before: inkLength)
    }

    /// The advance (font units) and cluster count of the glyphs whose cluster starts before `offset`:
    /// the width of the run's first `offset` bytes in logical order, in either direction.
    func prefix(before offset: Int) -> (advance: Int, clusters: Int) {
        offset == inkLength ? (inkAdvance, inkClusterCount) : ShapedRun.sum(glyphs, before: offset)
    }

    private static func sum(_ glyphs: [ShapedGlyph], before offset: Int) -> (advance: Int, clusters: Int) {
        var advance = 0, clusters = 0
        for glyph in glyphs where Int(glyph.cluster) < offset {
            advance += Int(glyph.advance)
            if glyph.endsCluster { clusters += 1 }
        }
        return (advance, clusters)
    }

    /// Sorted, distinct cluster starts inside the run: the places a word may be cut between characters.
    var clusterStarts: [Int] {
        Set(glyphs.map { Int($0.cluster) }).sorted()
    }

    /// HarfBuzz languages are interned, immutable pointers, safe to share between threads.
    nonisolated(unsafe) private static let language = hb_language_from_string("en", -1)
}
