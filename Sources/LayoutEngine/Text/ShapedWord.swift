/// A word with its trailing spaces (the text from after one run of spaces to the end of the next), split
/// into runs by font fallback and bidi level, shaped, and with its inner line-break opportunities.
/// Immutable; `ShapedWordCache` keeps it as plain values in its arena (`ShapedWordArena`).
///
/// Shaping words on their own, without the neighbouring text as context, is what Android's minikin does
/// (its `LayoutCache` keys words by font and text): a space ends every joining and ligature context,
/// so the word is all the context HarfBuzz needs, and each run is shaped with the whole word as its
/// context. Line breaking can be cached the same way: a word always follows a space or the paragraph's
/// start, so the UAX #14 opportunities strictly inside it depend on its own characters only (rules
/// LB14-LB17, which look across spaces, decide only the break after the spaces, and `Typesetter` asks
/// libunibreak about that one separately). A cache hit therefore returns exactly what computing the
/// word again would.
final class ShapedWord: Sendable {
    /// One font's stretch of the word at one bidi level.
    struct Run {
        /// Byte range inside the word.
        var range: Range<Int>
        /// Index of the face in the fallback chain.
        var face: Int
        /// The bidi embedding level (odd: shaped right to left).
        var level: UInt8
        var shaped: ShapedRun
    }

    let runs: [Run]
    /// Byte offsets strictly inside the word where a line may break, ascending.
    let breaks: [Int]
    /// Clusters of the word that no face of the chain has.
    let missing: [Character]

    /// Shapes `text`, whose bytes have the bidi `levels` (nil: all 0, left to right).
    convenience init(_ text: UTF8Text, levels: UnsafeBufferPointer<UInt8>?, chain: FontChain, strategy: LineBreakStrategy) {
        self.init(range: 0..<text.count, of: text, levels: levels, chain: chain, breaksWith: strategy)
    }

    /// Shapes bytes `range` of `word` (a stretch of a word in one style), the whole word as HarfBuzz's
    /// context so the stretch keeps the joining forms of its neighbours; `levels` are the range's.
    /// Run ranges and breaks are offsets inside `range`; with no `strategy` the breaks are left empty
    /// (the caller breaks the whole word).
    init(range: Range<Int>, of word: UTF8Text, levels: UnsafeBufferPointer<UInt8>?, chain: FontChain,
         breaksWith strategy: LineBreakStrategy?) {
        var missing = MissingCharacters()
        let fontRuns = chain.primary.coversPrintableASCII && word.isPrintableASCII(range)
            ? [FontRun(range: range, face: 0)]
            : FontFallback(chain: chain).itemize(word, range: range, missing: &missing)
        var runs: [Run] = []
        for run in fontRuns {
            var start = run.range.lowerBound
            while start < run.range.upperBound {
                let level = levels?[start - range.lowerBound] ?? 0
                var end = start + 1
                while end < run.range.upperBound, (levels?[end - range.lowerBound] ?? 0) == level { end += 1 }
                let shaped = ShapedRun(face: chain[run.face], word: word.bytes, range: start..<end, rightToLeft: level & 1 == 1)
                runs.append(Run(range: (start - range.lowerBound)..<(end - range.lowerBound), face: run.face, level: level,
                                shaped: shaped))
                start = end
            }
        }
        self.runs = runs
        let own = UTF8Text(bytes: word.slice(range))
        breaks = strategy.map { BreakOpportunities.allowed(in: own, strategy: $0).filter { $0 < own.count } } ?? []
        self.missing = missing.characters
    }
}
