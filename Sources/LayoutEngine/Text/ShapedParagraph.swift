/// One paragraph (text between hard breaks) cut into words (a word keeps its trailing spaces), each word
/// copied from the cache already split by font, shaped and with its inner break opportunities. Answers
/// "how wide is the text from the paragraph's start to this offset", which is all line breaking needs.
/// A class so that passing a paragraph around costs one reference, not one per array.
final class ShapedParagraph {
    let range: Range<Int>
    /// The pieces (a word's runs) in logical order, with their glyphs.
    let shaped: ShapedPieces
    /// Offsets strictly inside the paragraph where a line may break (UAX #14), ascending.
    let allowed: [Int]
    /// 0 for a left-to-right paragraph, 1 for a right-to-left one.
    let paragraphLevel: UInt8
    /// Whether some piece is not at level 0, so lines need reordering for drawing.
    let isBidirectional: Bool
    /// The offsets of the paragraph's tabs, ascending: their width depends on where the line starts.
    let tabs: [Int]
    /// The span and face of every piece when they all share one (most paragraphs): then any line's
    /// faces are known without finding its pieces.
    let soleFace: (span: Int, face: Int)?

    /// Shapes `range` of `text` (no hard breaks inside), each word in the style of its span, and adds
    /// the clusters no face has to `missing`.
    init(_ text: UTF8Text, range: Range<Int>, spans: [TextSpan], paragraph: ParagraphStyle, cache: ShapedWordCache,
         missing: inout MissingCharacters) {
        self.range = range
        let bidi = BidiLevels(text, range: range, direction: paragraph.baseWritingDirection)
        paragraphLevel = bidi.paragraphLevel
        isBidirectional = bidi.levels != nil
        var builder = PieceCutter(text: text, range: range, spans: spans, strategy: paragraph.lineBreakStrategy,
                                  levels: bidi.levels, missing: missing)
        builder.cut(with: cache)
        missing = builder.missing
        self.shaped = builder.shaped
        self.allowed = builder.allowed
        self.tabs = builder.tabs
        let pieces = builder.shaped.pieces
        if let first = pieces.first, pieces.allSatisfy({ $0.span == first.span && $0.face == first.face }) {
            soleFace = (first.span, first.face)
        } else {
            soleFace = nil
        }
    }

    /// Whether a line may break at `offset`, the start of a word that follows spaces: UAX #14 decides
    /// from the characters on either side of the spaces (a paragraph's leading spaces count as a space).
    static func allowsBreak(_ text: UTF8Text, afterSpacesAt offset: Int, in range: Range<Int>) -> Bool {
        var end = offset
        while end > range.lowerBound, text[end - 1] == 0x20 { end -= 1 }
        let left = end > range.lowerBound ? text.scalar(at: text.scalarStart(before: end)).scalar : " "
        return BreakOpportunities.allowsBreakAfterSpace(between: left, and: text.scalar(at: offset).scalar)
    }

    /// The index of the piece holding byte `offset` (the last piece for the paragraph's end).
    func pieceIndex(containing offset: Int) -> Int {
        let pieces = shaped.pieces
        var low = 0, high = pieces.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// `pieceIndex(containing:)` for offsets visited in increasing order: `hint` is the piece found last
    /// time (`shaped.pieces.count` for none), usually the right one or the next, which saves the binary
    /// search. The paragraph has pieces.
    func pieceIndex(containing offset: Int, hint: inout Int) -> Int {
        let pieces = shaped.pieces
        if hint >= pieces.count || pieces[hint].range.lowerBound > offset {
            hint = pieceIndex(containing: offset)
        } else {
            // Usually the same piece or the next; past a few, a binary search.
            var steps = 0
            while hint + 1 < pieces.count, pieces[hint + 1].range.lowerBound <= offset {
                hint += 1
                steps += 1
                if steps == 8 { hint = pieceIndex(containing: offset); break }
            }
        }
        return hint
    }

    /// The advance from the paragraph's start to byte `offset`, in points, letter spacing included.
    func x(at offset: Int) -> Double {
        var hint = shaped.pieces.count  // no hint: a binary search (a walk from the first piece made long paragraphs quadratic)
        return x(at: offset, hint: &hint)
    }

    /// `x(at:)` for offsets visited in increasing order: `hint` is the piece found last time and usually
    /// the right one or the next, which saves the binary search.
    func x(at offset: Int, hint: inout Int) -> Double {
        let pieces = shaped.pieces
        guard !pieces.isEmpty else { return 0 }
        let index = pieceIndex(containing: offset, hint: &hint)
        let piece = pieces[index]
        if offset <= piece.range.lowerBound { return piece.x }
        if offset >= piece.range.upperBound { return piece.x + piece.width }
        if offset == piece.inkEnd { return piece.x + piece.inkWidth }
        let prefix = shaped.prefix(of: index, before: offset - piece.range.lowerBound)
        return piece.x + Double(prefix.advance) * piece.scale + Double(prefix.clusters) * piece.letterSpacing
    }

    /// The width of `range` in points.
    func width(_ range: Range<Int>) -> Double {
        var hint = shaped.pieces.count  // the end's piece is found walking on from the start's
        return width(range, hint: &hint)
    }

    /// `width(_:)` for ranges visited in increasing order (see `x(at:hint:)`).
    func width(_ range: Range<Int>, hint: inout Int) -> Double {
        guard !range.isEmpty else { return 0 }
        let start = x(at: range.lowerBound, hint: &hint)
        return x(at: range.upperBound, hint: &hint) - start
    }

    /// The width of `range` as a line that starts `indent` points from the text's left edge: each tab
    /// moves the pen to the paragraph style's next tab stop (see `TabRuler`); `placed` hears where the
    /// text after each tab starts, in points from the line's start (what drawing the line needs, so
    /// the stops are placed once per line).
    func lineWidth(_ range: Range<Int>, indent: Double, style: ParagraphStyle, text: UTF8Text, hint: inout Int,
                   placed: (_ tab: Int, _ columnStart: Double) -> Void = { _, _ in }) -> Double {
        let k = firstTab(atOrAfter: range.lowerBound)
        guard k < tabs.count, tabs[k] < range.upperBound else { return width(range, hint: &hint) }
        var ruler = TabRuler(paragraph: self, text: text, style: style, indent: indent, lineStart: range.lowerBound)
        return ruler.width(to: range.upperBound, placed: placed)
    }

    /// The index of the first tab at `offset` or later.
    func firstTab(atOrAfter offset: Int) -> Int {
        var low = 0, high = tabs.count
        while low < high {
            let mid = (low + high) / 2
            if tabs[mid] < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The indices of the pieces that overlap `range`.
    func pieceIndices(overlapping range: Range<Int>) -> Range<Int> {
        var hint = shaped.pieces.count
        return pieceIndices(overlapping: range, hint: &hint)
    }

    /// `pieceIndices(overlapping:)` for ranges visited in increasing order (see `pieceIndex(containing:hint:)`).
    func pieceIndices(overlapping range: Range<Int>, hint: inout Int) -> Range<Int> {
        let pieces = shaped.pieces
        guard !pieces.isEmpty, range.lowerBound < range.upperBound else { return 0..<0 }
        let first = pieceIndex(containing: range.lowerBound, hint: &hint)
        var end = first
        while end < pieces.count, pieces[end].range.lowerBound < range.upperBound { end += 1 }
        return first..<end
    }

    /// The indices of the pieces that overlap `range`, in drawing order: logical for a left-to-right
    /// paragraph, else ordered by UAX #9 rule L2 over the pieces' levels (the glyphs inside each piece
    /// are already in visual order, as HarfBuzz returns them).
    func visualPieceOrder(_ range: Range<Int>) -> [Int] {
        let logical = pieceIndices(overlapping: range)
        guard isBidirectional else { return Array(logical) }
        let indices = Array(logical)
        return BidiLevels.visualOrder(indices.map { shaped.pieces[$0].level }).map { indices[$0] }
    }

    /// How far `range`, drawn alone (its pieces in `visualPieceOrder`), extends right of the left edge of
    /// `character` (a stretch of it).
    func drawnWidth(of range: Range<Int>, rightOfLeftEdgeOf character: Range<Int>) -> Double {
        var width = 0.0
        for index in visualPieceOrder(range).reversed() {
            let piece = shaped.pieces[index]
            let part = max(piece.range.lowerBound, range.lowerBound)..<min(piece.range.upperBound, range.upperBound)
            guard part.contains(character.lowerBound) else {
                width += self.width(part)
                continue
            }
            // Right of the character's left edge: in a left-to-right piece the character and what follows
            // it, in a right-to-left one what precedes it and the character.
            return width + self.width(piece.level & 1 == 0 ? character.lowerBound..<part.upperBound : part.lowerBound..<character.upperBound)
        }
        return width
    }

    /// Cluster starts strictly inside `range`, in order, at most `maximumCount` of them: where a line may
    /// be cut between characters.
    func clusterBoundaries(in range: Range<Int>, maximumCount: Int = .max) -> [Int] {
        var boundaries: [Int] = []
        for index in pieceIndices(overlapping: range) {
            let start = shaped.pieces[index].range.lowerBound
            let starts = shaped.clusterStarts(of: index)
            var low = starts.startIndex, high = starts.endIndex
            while low < high {
                let mid = (low + high) / 2
                if start + starts[mid].start <= range.lowerBound { low = mid + 1 } else { high = mid }
            }
            for k in low..<starts.endIndex {
                let offset = start + starts[k].start
                guard offset < range.upperBound, boundaries.count < maximumCount else { return boundaries }
                boundaries.append(offset)
            }
        }
        return boundaries
    }

    /// Marks the faces of the pieces that draw something in `range`: bit k of `uses[s]` for face k of
    /// span s's chain.
    func markFaces(in range: Range<Int>, _ uses: inout [UInt64]) {
        // A range that is not empty overlaps at least one piece.
        if let soleFace, !range.isEmpty {
            uses[soleFace.span] |= 1 << UInt64(soleFace.face)
            return
        }
        let pieces = shaped.pieces
        for index in pieceIndices(overlapping: range) { uses[pieces[index].span] |= 1 << UInt64(pieces[index].face) }
    }
}

/// Cuts a paragraph into words and fetches each from the cache into `ShapedPieces`. Its state is one
/// struct's so the closures of the hot path capture `self` (checked statically) instead of local
/// variables (a dynamic exclusivity check per access, once per word).
private struct PieceCutter {
    let text: UTF8Text
    let range: Range<Int>
    let spans: [TextSpan]
    let strategy: LineBreakStrategy
    /// The paragraph's bidi levels, one per byte from `range.lowerBound`; nil when all are 0.
    let levels: [UInt8]?
    var missing: MissingCharacters
    var shaped: ShapedPieces
    var allowed: [Int] = []
    var tabs: [Int] = []
    /// The current span and its fields, read when the span changes: copying a span out of `spans`
    /// retained its font chain once per word. The chain is held unretained: `spans` keeps it alive.
    private var span: Int
    private var style: (end: Int, chain: Unmanaged<FontChain>, size: Double, letterSpacing: Double)

    init(text: UTF8Text, range: Range<Int>, spans: [TextSpan], strategy: LineBreakStrategy, levels: [UInt8]?,
         missing: MissingCharacters) {
        self.text = text; self.range = range; self.spans = spans; self.strategy = strategy; self.levels = levels
        self.missing = missing
        shaped = ShapedPieces(reservingFor: range.count)
        // About one break per 6 bytes of English (a word and its space); reserving avoids regrowth.
        allowed.reserveCapacity(range.count / 4 + 1)
        span = spans.index(containing: range.lowerBound)
        style = (spans[span].range.upperBound, Unmanaged.passUnretained(spans[span].chain), spans[span].size,
                 spans[span].letterSpacing)
    }

    /// Cuts the whole paragraph.
    mutating func cut(with cache: ShapedWordCache) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, text[end] != 0x20 {
                if text[end] == 0x09 { tabs.append(end) }
                end += 1
            }
            while end < range.upperBound, text[end] == 0x20 { end += 1 }
            if start > range.lowerBound, ShapedParagraph.allowsBreak(text, afterSpacesAt: start, in: range) {
                allowed.append(start)
            }
            advanceSpan(past: start)
            if end <= style.end || span + 1 == spans.count {
                addWord(start..<end, from: cache)
            } else {
                addStretches(of: start..<end)
            }
            start = end
        }
    }

    private mutating func advanceSpan(past offset: Int) {
        guard style.end <= offset, span + 1 < spans.count else { return }
        while spans[span].range.upperBound <= offset, span + 1 < spans.count { span += 1 }
        style = (spans[span].range.upperBound, Unmanaged.passUnretained(spans[span].chain), spans[span].size,
                 spans[span].letterSpacing)
    }

    /// Hands the levels of `bytes` (of a paragraph starting at `start` with `levels`) to `body` (nil: all 0).
    private static func withLevels<Result>(_ levels: [UInt8]?, from start: Int, of bytes: Range<Int>,
                                           _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
        guard let levels else { return body(nil) }
        return levels.withUnsafeBufferPointer {
            body(UnsafeBufferPointer(rebasing: $0[(bytes.lowerBound - start)..<(bytes.upperBound - start)]))
        }
    }

    private mutating func append(_ word: StoredWordView, at start: Int) {
        if let characters = word.missing { missing.insert(contentsOf: characters) }
        shaped.append(word, at: start, span: span, size: style.size, letterSpacing: style.letterSpacing)
    }

    /// A word in one style, from the cache.
    private mutating func addWord(_ word: Range<Int>, from cache: ShapedWordCache) {
        let bytes = text.slice(word), chain = style.chain, strategy = strategy
        PieceCutter.withLevels(levels, from: range.lowerBound, of: word) { levels in
            chain._withUnsafeGuaranteedRef { chain in
                cache.withWord(bytes, levels: levels, chain: chain, strategy: strategy) { stored in
                    for offset in stored.breaks { allowed.append(word.lowerBound + offset) }
                    append(stored, at: word.lowerBound)
                }
            }
        }
    }

    /// A word that changes style: each stretch shaped with the whole word as context (not cached: the
    /// context is part of the result), the word broken as one.
    private mutating func addStretches(of word: Range<Int>) {
        let whole = UTF8Text(bytes: text.slice(word))
        for offset in BreakOpportunities.allowed(in: whole, strategy: strategy) where offset < whole.count {
            allowed.append(word.lowerBound + offset)
        }
        var from = word.lowerBound
        while from < word.upperBound {
            advanceSpan(past: from)
            let to = min(word.upperBound, style.end)
            let chain = style.chain.takeUnretainedValue()
            let stretch = PieceCutter.withLevels(levels, from: range.lowerBound, of: from..<to) { levels in
                ShapedWord(range: (from - word.lowerBound)..<(to - word.lowerBound), of: whole, levels: levels, chain: chain,
                           breaksWith: nil)
            }
            var arena = ShapedWordArena()
            let entry = arena.append(stretch)
            arena.withWord(entry) { append($0, at: from) }
            from = to
        }
    }
}
