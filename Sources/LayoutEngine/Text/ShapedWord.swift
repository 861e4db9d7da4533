/// A word with its trailing spaces (the text from after one run of spaces to the end of the next), split
/// into runs by font fallback, shaped, and with its inner line-break opportunities. Immutable, shared
/// through `ShapedWordCache`.
///
/// Shaping words on their own, without the neighbouring text as context, is what Android's minikin does
/// (its `LayoutCache` keys words by font and text). Line breaking can be cached the same way: a word
/// always follows a space or the paragraph's start, so the UAX #14 opportunities strictly inside it depend
/// on its own characters only (rules LB14-LB17, which look across spaces, decide only the break after
/// the spaces, and `Typesetter` asks libunibreak about that one separately). A cache hit therefore
/// returns exactly what computing the word again would.
final class ShapedWord: Sendable {
    /// One font's stretch of the word.
    struct Run {
        /// Byte range inside the word.
        var range: Range<Int>
        /// Index of the face in the fallback chain.
        var face: Int
        var shaped: ShapedRun
    }

    let runs: [Run]
    /// Byte offsets strictly inside the word where a line may break, ascending.
    let breaks: [Int]
    /// Clusters of the word that no face of the chain has.
    let missing: [Character]

    init(_ text: UTF8Text, chain: [FontFace], strategy: LineBreakStrategy) {
        var missing: [Character] = []
        let all = 0..<text.count
        let fontRuns = chain[0].coversPrintableASCII && text.isPrintableASCII(all)
            ? [FontRun(range: all, face: 0)]
            : FontFallback(chain: chain).itemize(text, range: all, missing: &missing)
        runs = fontRuns.map { run in
            Run(range: run.range, face: run.face, shaped: ShapedRun(face: chain[run.face], text: text.slice(run.range)))
        }
        breaks = BreakOpportunities.allowed(in: text, strategy: strategy).filter { $0 < text.count }
        self.missing = missing
    }
}
