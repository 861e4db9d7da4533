/// One cluster of a shaped run, for widths inside a word: where the cluster starts (bytes from the
/// run's start) and the sums over the run's glyphs whose clusters come before it. A run of n clusters
/// has n of these and then one more whose sums are the whole run's (its `start` is the run's length).
struct ClusterSum {
    var start: Int
    /// The advance of the glyphs before the cluster, in font units.
    var advanceBefore: Int
    /// How many of those glyphs end a cluster (letter spacing goes after each).
    var clusterEndsBefore: Int
}

/// A shaped run (one face, one bidi level) as plain values: where its glyphs and cluster sums sit in
/// the arrays of the `ShapedWordArena` that holds it.
struct StoredRun {
    /// Byte range inside the word.
    var range: Range<Int>
    /// Index of the face in the fallback chain.
    var face: Int
    /// The bidi embedding level (odd: shaped right to left).
    var level: UInt8
    /// The face's units per em (font units to points: size / unitsPerEm).
    var unitsPerEm: Double
    /// Indices into the arena's `glyphs`, in visual order.
    var glyphs: Range<Int>
    /// Indices into the arena's `clusters`: one per cluster, then the run's totals.
    var clusters: Range<Int>
    /// The run's length in bytes without its trailing (hanging) whitespace.
    var inkLength: Int
    /// The advance (font units) and cluster count of the glyphs before the trailing whitespace.
    var inkAdvance: Int
    var inkClusterCount: Int
}

/// Where one word's parts sit in a `ShapedWordArena`.
struct StoredWordEntry {
    var runs: Range<Int>
    var breaks: Range<Int>
    /// Index into the arena's `missing`, or -1 when every cluster has a face (almost always).
    var missing: Int

    /// The entry of an empty table slot.
    static let none = StoredWordEntry(runs: 0..<0, breaks: 0..<0, missing: -1)
}

/// Shaped words as plain glyph data in a few append-only arrays (glyphs, cluster sums, runs, break
/// offsets): a word is a `StoredWordEntry` of index ranges, so fetching one copies values and touches no
/// reference counts. `ShapedWordCache` keeps one arena per shard, emptied when the shard starts over.
struct ShapedWordArena {
    private(set) var runs: [StoredRun] = []
    private(set) var glyphs: [ShapedGlyph] = []
    private(set) var clusters: [ClusterSum] = []
    private(set) var breaks: [Int] = []
    private(set) var missing: [[Character]] = []

    /// Appends a freshly shaped word and returns where it went.
    mutating func append(_ word: ShapedWord) -> StoredWordEntry {
        let firstRun = runs.count
        for run in word.runs {
            let shaped = run.shaped
            let firstGlyph = glyphs.count, firstCluster = clusters.count
            glyphs.append(contentsOf: shaped.glyphs)
            for k in shaped.clusterStarts.indices {
                clusters.append(ClusterSum(start: shaped.clusterStarts[k], advanceBefore: shaped.advanceBefore[k],
                                           clusterEndsBefore: shaped.clusterEndsBefore[k]))
            }
            clusters.append(ClusterSum(start: run.range.count, advanceBefore: shaped.advance,
                                       clusterEndsBefore: shaped.clusterCount))
            runs.append(StoredRun(range: run.range, face: run.face, level: run.level, unitsPerEm: shaped.font.unitsPerEm,
                                  glyphs: firstGlyph..<glyphs.count, clusters: firstCluster..<clusters.count,
                                  inkLength: shaped.inkLength, inkAdvance: shaped.inkAdvance,
                                  inkClusterCount: shaped.inkClusterCount))
        }
        let firstBreak = breaks.count
        breaks.append(contentsOf: word.breaks)
        var missingIndex = -1
        if !word.missing.isEmpty {
            missingIndex = missing.count
            missing.append(word.missing)
        }
        return StoredWordEntry(runs: firstRun..<runs.count, breaks: firstBreak..<breaks.count, missing: missingIndex)
    }

    /// Forgets every word, keeping the arrays' storage for the words that come next.
    mutating func removeAll() {
        runs.removeAll(keepingCapacity: true)
        glyphs.removeAll(keepingCapacity: true)
        clusters.removeAll(keepingCapacity: true)
        breaks.removeAll(keepingCapacity: true)
        missing.removeAll()
    }

    /// Hands the word at `entry` to `body`; the view is valid only inside it.
    func withWord<Result>(_ entry: StoredWordEntry, _ body: (StoredWordView) -> Result) -> Result {
        runs.withUnsafeBufferPointer { runs in
            glyphs.withUnsafeBufferPointer { glyphs in
                clusters.withUnsafeBufferPointer { clusters in
                    breaks.withUnsafeBufferPointer { breaks in
                        body(StoredWordView(runs: UnsafeBufferPointer(rebasing: runs[entry.runs]), glyphs: glyphs,
                                            clusters: clusters, breaks: UnsafeBufferPointer(rebasing: breaks[entry.breaks]),
                                            missing: entry.missing < 0 ? nil : missing[entry.missing]))
                    }
                }
            }
        }
    }
}

/// One stored word, borrowed from its arena: its runs (whose glyph and cluster ranges index `glyphs`
/// and `clusters`), its inner break offsets and its missing characters.
struct StoredWordView {
    let runs: UnsafeBufferPointer<StoredRun>
    let glyphs: UnsafeBufferPointer<ShapedGlyph>
    let clusters: UnsafeBufferPointer<ClusterSum>
    let breaks: UnsafeBufferPointer<Int>
    let missing: [Character]?
}
