import Foundation

/// The benchmark's input: paragraphs of 35 to 45 words drawn from `Benchmarks/peers/text_words.txt` by a
/// 64-bit linear congruential generator (Knuth's MMIX constants). `text_peers.py` draws the same paragraphs,
/// so every peer lays out exactly this text.
enum TextCorpus {
    static func paragraphs(count: Int = 10_000) throws -> [String] {
        let wordsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../peers/text_words.txt").standardizedFileURL
        let words = try String(contentsOf: wordsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        var generator = Generator()
        return (0..<count).map { _ in
            (0..<(35 + generator.next() % 11)).map { _ in words[generator.next() % words.count] }.joined(separator: " ")
        }
    }

    /// Paragraphs of 8 to 12 phrases of Arabic, Japanese, Thai and emoji (`Benchmarks/peers/
    /// text_world_phrases.txt`), drawn by the same generator: the mixed-script set (issue 23) that
    /// `text_peers.py` lays out with SkParagraph and the same font files.
    static func mixedScriptParagraphs(count: Int = 1_000) throws -> [String] {
        let phrasesFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../peers/text_world_phrases.txt").standardizedFileURL
        let phrases = try String(contentsOf: phrasesFile, encoding: .utf8).split(separator: "\n").map(String.init)
        var generator = Generator()
        return (0..<count).map { _ in
            (0..<(8 + generator.next() % 5)).map { _ in phrases[generator.next() % phrases.count] }.joined(separator: " ")
        }
    }

    /// The 64-bit LCG both corpora draw from (`word_corpus.py`'s `LCG` is the same).
    private struct Generator {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
    }
}
