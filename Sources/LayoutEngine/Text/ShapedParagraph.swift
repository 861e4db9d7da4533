/// A shaped word placed in its paragraph.
struct ShapedPiece {
    var range: Range<Int>
    /// Index of the face in the fallback chain.
    var face: Int
    var word: ShapedWord
    /// Points per font unit: font size / units per em.
    var scale: Double
    /// The pen position where the piece starts, in points from the paragraph's start (logical order).
    var x: Double
    /// The piece's advance in points, letter spacing included.
    var width: Double
}

/// One paragraph (text between hard breaks) cut into words at the break opportunities that follow
/// whitespace and at font changes, each word shaped through the cache. Answers "how wide is the text
/// from the paragraph's start to this offset", which is all line breaking needs.
struct ShapedParagraph {
    let range: Range<Int>
    let pieces: [ShapedPiece]
    let letterSpacing: Double

    init(_ text: UTF8Text, range: Range<Int>, runs: [FontRun], breaks: BreakOpportunities,
         chain: [FontFace], fontSize: Double, letterSpacing: Double, cache: ShapedWordCache) {
        self.range = range
        self.letterSpacing = letterSpacing
        var pieces: [ShapedPiece] = []
        var x = 0.0
        func add(_ piece: Range<Int>, face: Int) {
            let word = cache.word(text.slice(piece), face: chain[face])
            let scale = fontSize / chain[face].unitsPerEm
            let width = Double(word.advance) * scale + Double(word.clusterCount) * letterSpacing
            pieces.append(ShapedPiece(range: piece, face: face, word: word, scale: scale, x: x, width: width))
            x += width
        }
        for run in runs {
            var start = run.range.lowerBound
            for i in (start + 1)..<max(start + 1, run.range.upperBound)
            where (text[i - 1] == 0x20 || text[i - 1] == 0x09) && text[i] != 0x20 && breaks.allowsBreak(at: i) {
                add(start..<i, face: run.face)
                start = i
            }
            if start < run.range.upperBound { add(start..<run.range.upperBound, face: run.face) }
        }
        self.pieces = pieces
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
        guard !pieces.isEmpty else { return 0 }
        let piece = pieces[pieceIndex(containing: offset)]
        if offset <= piece.range.lowerBound { return piece.x }
        if offset >= piece.range.upperBound { return piece.x + piece.width }
        let prefix = piece.word.prefix(before: offset - piece.range.lowerBound)
        return piece.x + Double(prefix.advance) * piece.scale + Double(prefix.clusters) * letterSpacing
    }

    /// The width of `range` in points.
    func width(_ range: Range<Int>) -> Double { x(at: range.upperBound) - x(at: range.lowerBound) }

    /// Cluster starts strictly inside `range`, in order: where a line may be cut between characters.
    func clusterBoundaries(in range: Range<Int>) -> [Int] {
        guard !pieces.isEmpty, range.lowerBound < range.upperBound else { return [] }
        var boundaries: [Int] = []
        for index in pieceIndex(containing: range.lowerBound)..<pieces.count {
            let piece = pieces[index]
            if piece.range.lowerBound >= range.upperBound { break }
            for start in piece.word.clusterStarts {
                let offset = piece.range.lowerBound + start
                if offset > range.lowerBound, offset < range.upperBound { boundaries.append(offset) }
            }
        }
        return boundaries
    }

    /// The faces of the pieces that draw something in `range`.
    func faces(in range: Range<Int>) -> Set<Int> {
        var faces = Set<Int>()
        guard !pieces.isEmpty, range.lowerBound < range.upperBound else { return faces }
        for index in pieceIndex(containing: range.lowerBound)..<pieces.count {
            let piece = pieces[index]
            if piece.range.lowerBound >= range.upperBound { break }
            faces.insert(piece.face)
        }
        return faces
    }
}
