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
    /// Sorted, distinct cluster starts inside the run: the places a word may be cut between characters.
    let clusterStarts: [Int]
    /// Entry k: the advance of the glyphs whose cluster comes before `clusterStarts[k]` (the last entry:
    /// all of them), so a prefix width is a binary search, not a pass over the glyphs.
    private let advanceBefore: [Int]
    /// Entry k: how many of those glyphs end a cluster.
    private let clusterEndsBefore: [Int]

    /// The face the run was shaped with.
    let font: FontFace

    /// Shapes bytes `range` of `word` with `face` in the given direction, the whole word as HarfBuzz's
    /// context (`hb_buffer_add_utf8`'s item offset and length), so a stretch that falls back to another
    /// font keeps the joining forms of its neighbours. The script is guessed by HarfBuzz; the language
    /// is fixed so the result never depends on the process locale. Clusters are offsets inside `range`.
    init(face: FontFace, word: UnsafeBufferPointer<UInt8>, range: Range<Int>, rightToLeft: Bool) {
        font = face
        let text = UnsafeBufferPointer(rebasing: word[range])
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        // Fonts have no glyph for tabs and other C0 controls: HarfBuzz would draw .notdef boxes. A tab is
        // shaped as a space (tab stops are not implemented) and other controls as a space of no width;
        // both substitutions keep every byte offset.
        var input = Array(word)
        var controls: [Int] = []
        for i in input.indices where input[i] < 0x20 || input[i] == 0x7F {
            if input[i] != 0x09, range.contains(i) { controls.append(i) }
            input[i] = 0x20
        }
        input.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound), Int32(range.count))
            }
        }
        hb_buffer_set_language(buffer, ShapedRun.language)
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        let features = HanKerning.features(UTF8Text(bytes: word))
        hb_shape(face.hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let n = Int(count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        if let infos, let positions {
            for i in 0..<n {
                let invisible = !controls.isEmpty && controls.contains(Int(infos[i].cluster))
                glyphs.append(ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: infos[i].cluster - UInt32(range.lowerBound),
                    advance: invisible ? 0 : face.strikeAdvance(infos[i].codepoint) ?? positions[i].x_advance,
                    offsetX: positions[i].x_offset, offsetY: positions[i].y_offset,
                    endsCluster: i == n - 1 || infos[i + 1].cluster != infos[i].cluster))
            }
        }
        self.glyphs = glyphs
        // Glyphs in logical order (right-to-left runs come from HarfBuzz in visual order), summed per cluster.
        var starts: [Int] = [], advanceBefore = [0], clusterEndsBefore = [0]
        for glyph in glyphs.sorted(by: { $0.cluster < $1.cluster }) {
            if starts.last != Int(glyph.cluster) {
                starts.append(Int(glyph.cluster))
                advanceBefore.append(advanceBefore[advanceBefore.count - 1])
                clusterEndsBefore.append(clusterEndsBefore[clusterEndsBefore.count - 1])
            }
            advanceBefore[advanceBefore.count - 1] += Int(glyph.advance)
            if glyph.endsCluster { clusterEndsBefore[clusterEndsBefore.count - 1] += 1 }
        }
        clusterStarts = starts
        // Entry k now holds the sums before cluster k, and the last entry the whole run's.
        self.advanceBefore = advanceBefore
        self.clusterEndsBefore = clusterEndsBefore
        advance = advanceBefore[advanceBefore.count - 1]
        clusterCount = clusterEndsBefore[clusterEndsBefore.count - 1]
        inkLength = UTF8Text(bytes: text).trailingSpaceStart(0..<text.count)
        let ink = ShapedRun.prefix(before: inkLength, starts: starts, advanceBefore: advanceBefore,
                                   clusterEndsBefore: clusterEndsBefore)
        inkAdvance = ink.advance
        inkClusterCount = ink.clusters
    }

    /// The advance (font units) and cluster count of the glyphs whose cluster starts before `offset`:
    /// the width of the run's first `offset` bytes in logical order, in either direction.
    func prefix(before offset: Int) -> (advance: Int, clusters: Int) {
        offset == inkLength ? (inkAdvance, inkClusterCount)
            : ShapedRun.prefix(before: offset, starts: clusterStarts, advanceBefore: advanceBefore,
                               clusterEndsBefore: clusterEndsBefore)
    }

    private static func prefix(before offset: Int, starts: [Int], advanceBefore: [Int],
                               clusterEndsBefore: [Int]) -> (advance: Int, clusters: Int) {
        // k = how many clusters start before `offset`; their glyphs are exactly the sums' first k clusters.
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return (advanceBefore[low], clusterEndsBefore[low])
    }

    /// HarfBuzz languages are interned, immutable pointers, safe to share between threads.
    nonisolated(unsafe) private static let language = hb_language_from_string("en", -1)
}
