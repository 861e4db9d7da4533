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
/// size. Immutable; the word cache copies it into its arena (`ShapedWordArena`) as plain values.
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
    let advanceBefore: [Int]
    /// Entry k: how many of those glyphs end a cluster.
    let clusterEndsBefore: [Int]

    /// The face the run was shaped with.
    let font: FontFace
    /// Whether the run was shaped right to left: its glyphs, in visual order, then have descending clusters.
    let rightToLeft: Bool

    /// Shapes bytes `range` of `word` with `face` in the given direction, the whole word as HarfBuzz's
    /// context (`hb_buffer_add_utf8`'s item offset and length), so a stretch that falls back to another
    /// font keeps the joining forms of its neighbours. The script is guessed by HarfBuzz; the language
    /// is fixed so the result never depends on the process locale. Clusters are offsets inside `range`.
    init(face: FontFace, word: UnsafeBufferPointer<UInt8>, range: Range<Int>, rightToLeft: Bool) {
        font = face
        self.rightToLeft = rightToLeft
        let text = UnsafeBufferPointer(rebasing: word[range])
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        // HarfBuzz keeps at most 5 characters of context on either side (HB_BUFFER_CONTEXT_LENGTH): the
        // run and 5 scalars around it are all it reads, so a word of many runs costs its length once, not
        // once per run.
        let words = UTF8Text(bytes: word)
        var contextStart = range.lowerBound, contextEnd = range.upperBound
        for _ in 0..<ShapedRun.contextScalars where contextStart > 0 { contextStart = words.scalarStart(before: contextStart) }
        for _ in 0..<ShapedRun.contextScalars where contextEnd < word.count { contextEnd += words.scalar(at: contextEnd).length }
        // Fonts have no glyph for tabs and other C0 controls: HarfBuzz would draw .notdef boxes. A tab is
        // shaped as a space (its width past the last stop; `TabRuler` places the stops) and other controls
        // as a space of no width; both substitutions keep every byte offset.
        var input = Array(word[contextStart..<contextEnd])
        var invisible = [Bool](repeating: false, count: range.count)
        for i in input.indices where input[i] < 0x20 || input[i] == 0x7F {
            let offset = contextStart + i - range.lowerBound
            if input[i] != 0x09, invisible.indices.contains(offset) { invisible[offset] = true }
            input[i] = 0x20
        }
        // The halt pairs of the run's own characters depend only on their neighbours, all inside the window.
        let features = input.withUnsafeBufferPointer { HanKerning.features(UTF8Text(bytes: $0)) }
        let shift = UInt32(range.lowerBound - contextStart)
        // Chunks in logical order, each's glyphs in visual order.
        var chunks: [[ShapedGlyph]] = []
        var lastCluster: UInt32?
        for chunk in ShapedRun.chunks(words, range) {
            hb_buffer_clear_contents(buffer)
            input.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(chunk.range.lowerBound - contextStart),
                                       Int32(chunk.range.count))
                }
            }
            hb_buffer_set_language(buffer, ShapedRun.language)
            hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(face.hbFont, buffer, features, UInt32(features.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
            var shaped: [ShapedGlyph] = []
            shaped.reserveCapacity(Int(count))
            if let infos, let positions {
                for i in 0..<Int(count) {
                    // Marks continuing the previous chunk's cluster stay in it: the cluster is not split.
                    let cluster = chunk.continuesCluster ? lastCluster ?? 0 : infos[i].cluster - shift
                    shaped.append(ShapedGlyph(
                        glyph: infos[i].codepoint, cluster: cluster,
                        advance: invisible[Int(infos[i].cluster - shift)] ? 0
                            : face.strikeAdvance(infos[i].codepoint) ?? positions[i].x_advance,
                        offsetX: positions[i].x_offset, offsetY: positions[i].y_offset, endsCluster: false))
                }
            }
            lastCluster = shaped.map(\.cluster).max() ?? lastCluster
            chunks.append(shaped)
        }
        var glyphs = Array((rightToLeft ? chunks.reversed() : chunks).joined())
        for i in glyphs.indices { glyphs[i].endsCluster = i == glyphs.count - 1 || glyphs[i + 1].cluster != glyphs[i].cluster }
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

    /// A stretch of a run shaped by one HarfBuzz call.
    struct Chunk {
        var range: Range<Int>
        /// Whether it starts inside a sequence of combining marks, whose cluster began in the chunk before.
        var continuesCluster: Bool
    }

    /// The most combining marks shaped in one HarfBuzz call: the Stream-Safe Text Format's limit of 30
    /// consecutive non-starters (UAX #15 §13). HarfBuzz 6 looks back over every earlier mark to
    /// attach each mark to its base, so a letter with 300,000 marks took minutes; in chunks of 30 marks
    /// it is linear. Text within the limit (all real text) is shaped in one call.
    static let marksPerChunk = 30

    /// `range` of `text` cut after every `marksPerChunk` consecutive combining marks.
    static func chunks(_ text: UTF8Text, _ range: Range<Int>) -> [Chunk] {
        var chunks: [Chunk] = []
        var start = range.lowerBound
        var continues = false
        var marks = 0
        var i = range.lowerBound
        while i < range.upperBound {
            // No scalar below U+0300 is a combining mark: Latin-1 is passed over a byte compare at a time.
            // A starter ends the marks after a cut: it and what follows are shaped with clusters of
            // their own, not folded into the cluster the marks continue.
            func starter() {
                if continues {
                    chunks.append(Chunk(range: start..<i, continuesCluster: true))
                    start = i
                    continues = false
                }
                marks = 0
            }
            guard text[i] >= 0xCC else { starter(); i += 1; continue }
            let (scalar, length) = text.scalar(at: i)
            if scalar.properties.canonicalCombiningClass == .notReordered {
                starter()
            } else if marks == marksPerChunk {
                chunks.append(Chunk(range: start..<i, continuesCluster: continues))
                start = i
                continues = true
                marks = 1
            } else {
                marks += 1
            }
            i += length
        }
        chunks.append(Chunk(range: start..<range.upperBound, continuesCluster: continues))
        return chunks
    }

    /// How many scalars of context HarfBuzz keeps on either side of a run (`HB_BUFFER_CONTEXT_LENGTH`).
    static let contextScalars = 5

    /// HarfBuzz languages are interned, immutable pointers, safe to share between threads.
    nonisolated(unsafe) private static let language = hb_language_from_string("en", -1)
}
