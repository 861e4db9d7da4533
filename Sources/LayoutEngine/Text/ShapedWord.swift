import CHarfBuzz

/// A word (text between two line-break opportunities after whitespace, in one font) shaped by HarfBuzz,
/// in font units so one shaping serves every size. Immutable, shared through `ShapedWordCache`.
///
/// Shaping words on their own, without the neighbouring text as context, is what Android's minikin does
/// (its `LayoutCache` keys words by font and text): the result depends only on the word and the face,
/// so a cache hit returns exactly what shaping would.
final class ShapedWord: Sendable {
    let glyphs: [UInt32]
    /// Horizontal advances in font units (HarfBuzz positions at a scale of one unit per font unit).
    let advances: [Int32]
    let offsetsX: [Int32]
    let offsetsY: [Int32]
    /// The UTF-8 offset inside the word of the cluster each glyph belongs to.
    let clusters: [UInt32]
    /// Whether a glyph is the last of its cluster in visual order: letter spacing goes after it.
    let endsCluster: [Bool]
    /// The sum of all advances, in font units.
    let advance: Int
    /// The number of clusters (letter spacing is added once per cluster).
    let clusterCount: Int

    /// Shapes `text` with `face` (direction and script guessed by HarfBuzz, language fixed so the result
    /// never depends on the process locale).
    init(face: FontFace, text: UnsafeBufferPointer<UInt8>) {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
        }
        hb_buffer_set_language(buffer, ShapedWord.language)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let n = Int(count)
        var glyphs = [UInt32](repeating: 0, count: n), advances = [Int32](repeating: 0, count: n)
        var offsetsX = [Int32](repeating: 0, count: n), offsetsY = [Int32](repeating: 0, count: n)
        var clusters = [UInt32](repeating: 0, count: n), endsCluster = [Bool](repeating: true, count: n)
        var advance = 0, clusterCount = 0
        if let infos, let positions {
            for i in 0..<n {
                glyphs[i] = infos[i].codepoint
                clusters[i] = infos[i].cluster
                advances[i] = positions[i].x_advance
                offsetsX[i] = positions[i].x_offset
                offsetsY[i] = positions[i].y_offset
                advance += Int(positions[i].x_advance)
            }
            for i in 0..<n {
                endsCluster[i] = i == n - 1 || clusters[i + 1] != clusters[i]
                if endsCluster[i] { clusterCount += 1 }
            }
        }
        self.glyphs = glyphs; self.advances = advances; self.offsetsX = offsetsX; self.offsetsY = offsetsY
        self.clusters = clusters; self.endsCluster = endsCluster
        self.advance = advance; self.clusterCount = clusterCount
    }

    /// The advance (font units) and cluster count of the glyphs whose cluster starts before `offset`:
    /// the width of the word's first `offset` bytes in logical order, in either direction.
    func prefix(before offset: Int) -> (advance: Int, clusters: Int) {
        var advance = 0, clusters = 0
        for i in glyphs.indices where Int(self.clusters[i]) < offset {
            advance += Int(advances[i])
            if endsCluster[i] { clusters += 1 }
        }
        return (advance, clusters)
    }

    /// Sorted, distinct cluster starts inside the word: the places a word may be cut between characters.
    var clusterStarts: [Int] {
        var starts = Set<Int>()
        for cluster in clusters { starts.insert(Int(cluster)) }
        return starts.sorted()
    }

    /// HarfBuzz languages are interned, immutable pointers, safe to share between threads.
    nonisolated(unsafe) private static let language = hb_language_from_string("en", -1)
}
