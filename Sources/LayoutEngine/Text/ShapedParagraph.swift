/// Where a shaped word sits in its paragraph. Plain values only (the word itself is in
/// `ShapedParagraph.words`), so searching pieces never touches reference counts.
struct ShapedPiece {
    var range: Range<Int>
    /// Where the piece's trailing whitespace starts (its end when it has none).
    var inkEnd: Int
    /// Index of the face in the fallback chain.
    var face: Int
    /// Points per font unit: font size / units per em.
    var scale: Double
    /// The pen position where the piece starts, in points from the paragraph's start (logical order).
    var x: Double
    /// The piece's advance in points, letter spacing included.
    var width: Double
    /// The advance up to `inkEnd`.
    var inkWidth: Double
}

/// One paragraph (text between hard breaks) cut into words at the break opportunities that follow
/// whitespace and at font changes, each word shaped through the cache. Answers "how wide is the text
/// from the paragraph's start to this offset", which is all line breaking needs.
struct ShapedParagraph {
    let range: Range<Int>
    let pieces: [ShapedPiece]
    /// The shaped word of each piece.
    let words: [ShapedWord]
    let letterSpacing: Double

    init(_ text: UTF8Text, range: Range<Int>, runs: [FontRun], breaks: BreakOpportunities,
         chain: [FontFace], fontSize: Double, letterSpacing: Double, cache: ShapedWordCache) {
        self.range = range
        self.letterSpacing = letterSpacing
        var pieces: [ShapedPiece] = []
        var words: [ShapedWord] = []
        var x = 0.0
        func add(_ piece: Range<Int>, face: Int) {
            let word = cache.word(text.slice(piece), face: chain[face])
            let scale = fontSize / chain[face].unitsPerEm
            let width = Double(word.advance) * scale + Double(word.clusterCount) * letterSpacing
            let inkWidth = Double(word.inkAdvance) * scale + Double(word.inkClusterCount) * letterSpacing
            pieces.append(ShapedPiece(range: piece, inkEnd: piece.lowerBound + word.inkLength, face: face,
                                      scale: scale, x: x, width: width, inkWidth: inkWidth))
            words.append(word)
            x += width
        }
        for run in runs {
            var start = run.range.lowerBound
            for i in breaks.allowed(in: run.range) where text[i - 1] == 0x20 || text[i - 1] == 0x09 {
                add(start..<i, face: run.face)
                start = i
            }
            if start < run.range.upperBound { add(start..<run.range.upperBound, face: run.face) }
        }
        self.pieces = pieces
        self.words = words
    }

    /// The index of the piece holding byte `offset` (the last piece for the paragraph's end).
    func pieceIndex(containing offset: Int) -> Int {
        var low = 0, high = pieces.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The advance from the paragraph's start to byte `offset`, in points, letter spacing included.
    func x(at offset: Int) -> Double {
        var hint = 0
        return x(at: offset, hint: &hint)
    }

    /// `x(at:)` for offsets visited in increasing order: `hint` is the piece found last time and usually
    /// the right one or the next, which saves the binary search.
    func x(at offset: Int, hint: inout Int) -> Double {
        guard !pieces.isEmpty else { return 0 }
        if hint >= pieces.count || pieces[hint].range.lowerBound > offset {
            hint = pieceIndex(containing: offset)
        } else {
            while hint + 1 < pieces.count, pieces[hint + 1].range.lowerBound <= offset { hint += 1 }
        }
        let index = hint
        let piece = pieces[index]
        if offset <= piece.range.lowerBound { return piece.x }
        if offset >= piece.range.upperBound { return piece.x + piece.width }
        if offset == piece.inkEnd { return piece.x + piece.inkWidth }
        let prefix = words[index].prefix(before: offset - piece.range.lowerBound)
        return piece.x + Double(prefix.advance) * piece.scale + Double(prefix.clusters) * letterSpacing
    }

    /// The width of `range` in points.
    func width(_ range: Range<Int>) -> Double {
        range.isEmpty ? 0 : x(at: range.upperBound) - x(at: range.lowerBound)
    }

    /// The indices of the pieces that overlap `range`.
    func pieceIndices(overlapping range: Range<Int>) -> Range<Int> {
        guard !pieces.isEmpty, range.lowerBound < range.upperBound else { return 0..<0 }
        let first = pieceIndex(containing: range.lowerBound)
        var end = first
        while end < pieces.count, pieces[end].range.lowerBound < range.upperBound { end += 1 }
        return first..<end
    }

    /// Cluster starts strictly inside `range`, in order: where a line may be cut between characters.
    func clusterBoundaries(in range: Range<Int>) -> [Int] {
        var boundaries: [Int] = []
        for index in pieceIndices(overlapping: range) {
            for start in words[index].clusterStarts {
                let offset = pieces[index].range.lowerBound + start
                if offset > range.lowerBound, offset < range.upperBound { boundaries.append(offset) }
            }
        }
        return boundaries
    }

    /// The faces of the pieces that draw something in `range`, as a bit set over chain indices.
    func faces(in range: Range<Int>) -> UInt64 {
        pieceIndices(overlapping: range).reduce(0) { $0 | 1 << UInt64(pieces[$1].face) }
    }
}
