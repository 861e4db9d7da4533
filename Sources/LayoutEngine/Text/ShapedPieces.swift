/// Where a shaped run of a word sits in its paragraph, and where its glyphs and cluster sums are in
/// the paragraph's flat arrays (`ShapedPieces`). Plain values only, so building, searching and
/// placing pieces never touches reference counts.
struct ShapedPiece {
    var range: Range<Int>
    /// Where the piece's trailing whitespace starts (its end when it has none).
    var inkEnd: Int
    /// Index of the piece's span in the text's spans (its style).
    var span: Int
    /// Index of the face in the span's fallback chain.
    var face: Int
    /// The bidi embedding level (odd: right to left, its glyphs in visual order with descending clusters).
    var level: UInt8
    /// Points per font unit: font size / units per em.
    var scale: Double
    /// The pen position where the piece starts, in points from the paragraph's start (logical order).
    var x: Double
    /// The piece's advance in points, letter spacing included.
    var width: Double
    /// The advance up to `inkEnd`.
    var inkWidth: Double
    /// The span's letter spacing, in points after each cluster.
    var letterSpacing: Double
    /// Indices of the piece's glyphs in `ShapedPieces.glyphs`, in visual order; clusters are byte
    /// offsets from the piece's start.
    var glyphs: Range<Int>
    /// Indices of its cluster sums in `ShapedPieces.clusters`: one per cluster, then the piece's totals.
    var clusters: Range<Int>
}

/// A paragraph's (or the ellipsis's) shaped pieces in order, with all their glyphs and cluster sums in
/// two flat arrays: copied from the word cache's arena word by word, so a paragraph owns plain values.
struct ShapedPieces {
    private(set) var pieces: [ShapedPiece] = []
    private(set) var glyphs: [ShapedGlyph] = []
    private(set) var clusters: [ClusterSum] = []
    /// The pen after the last piece, in points.
    private(set) var width = 0.0

    /// Room for about `bytes` bytes of text (a piece per 4 bytes, a glyph per byte: English needs less).
    init(reservingFor bytes: Int = 0) {
        pieces.reserveCapacity(bytes / 4 + 1)
        glyphs.reserveCapacity(bytes)
        clusters.reserveCapacity(bytes + bytes / 4 + 1)
    }

    /// Appends the runs of `word`, which starts at byte `start` of the text, in span `span`'s `size` and
    /// `letterSpacing`.
    mutating func append(_ word: StoredWordView, at start: Int, span: Int, size: Double, letterSpacing: Double) {
        for run in word.runs {
            let scale = size / run.unitsPerEm
            let total = word.clusters[run.clusters.upperBound - 1]
            let width = Double(total.advanceBefore) * scale + Double(total.clusterEndsBefore) * letterSpacing
            let inkWidth = Double(run.inkAdvance) * scale + Double(run.inkClusterCount) * letterSpacing
            let firstGlyph = glyphs.count, firstCluster = clusters.count
            glyphs.append(contentsOf: UnsafeBufferPointer(rebasing: word.glyphs[run.glyphs]))
            clusters.append(contentsOf: UnsafeBufferPointer(rebasing: word.clusters[run.clusters]))
            let range = (start + run.range.lowerBound)..<(start + run.range.upperBound)
            pieces.append(ShapedPiece(range: range, inkEnd: range.lowerBound + run.inkLength, span: span, face: run.face,
                                      level: run.level, scale: scale, x: self.width, width: width, inkWidth: inkWidth,
                                      letterSpacing: letterSpacing, glyphs: firstGlyph..<glyphs.count,
                                      clusters: firstCluster..<clusters.count))
            self.width += width
        }
    }

    /// The advance (font units) and cluster count of piece `index`'s glyphs whose cluster starts before
    /// `offset` (bytes from the piece's start): the width of its first `offset` bytes in logical order,
    /// in either direction.
    func prefix(of index: Int, before offset: Int) -> (advance: Int, clusters: Int) {
        // k = how many clusters start before `offset`; their glyphs are exactly the sums' first k clusters.
        var low = pieces[index].clusters.lowerBound, high = pieces[index].clusters.upperBound - 1
        while low < high {
            let mid = (low + high) / 2
            if clusters[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return (clusters[low].advanceBefore, clusters[low].clusterEndsBefore)
    }

    /// The sorted, distinct cluster starts of piece `index` (bytes from its start): where a word may be
    /// cut between characters.
    func clusterStarts(of index: Int) -> ArraySlice<ClusterSum> {
        clusters[pieces[index].clusters.dropLast()]
    }

    /// Piece `index`'s glyphs whose cluster lies in `clusterRange` (bytes from the piece's start), as
    /// indices into `glyphs`: one contiguous stretch, found by binary search, because HarfBuzz's
    /// clusters are monotone in the run's direction (its default cluster level), so a line drawing a
    /// slice of a long word touches only that slice.
    func glyphIndices(of index: Int, clusters clusterRange: Range<Int>) -> Range<Int> {
        let piece = pieces[index]
        // The whole piece (every line's inner words): no search.
        if clusterRange.lowerBound <= 0, clusterRange.upperBound >= piece.range.count { return piece.glyphs }
        let rightToLeft = piece.level & 1 == 1
        func firstIndex(reaching bound: Int) -> Int {
            var low = piece.glyphs.lowerBound, high = piece.glyphs.upperBound
            while low < high {
                let mid = (low + high) / 2
                let cluster = Int(glyphs[mid].cluster)
                if rightToLeft ? cluster >= bound : cluster < bound { low = mid + 1 } else { high = mid }
            }
            return low
        }
        let lower = firstIndex(reaching: rightToLeft ? clusterRange.upperBound : clusterRange.lowerBound)
        let upper = firstIndex(reaching: rightToLeft ? clusterRange.lowerBound : clusterRange.upperBound)
        return lower..<max(lower, upper)
    }
}
