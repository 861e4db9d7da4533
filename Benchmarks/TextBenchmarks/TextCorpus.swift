import Foundation

/// The benchmark's input: paragraphs of 35 to 45 words drawn from `Benchmarks/peers/text_words.txt` by a
/// 64-bit linear congruential generator (Knuth's MMIX constants). `text_peers.py` draws the same paragraphs,
/// so every peer lays out exactly this text.
enum TextCorpus {
    static func paragraphs(count: Int = 10_000) throws -> [String] {
        let wordsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../peers/text_words.txt").standardizedFileURL
        let words = try String(contentsOf: wordsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        return (0..<count).map { _ in
            (0..<(35 + next() % 11)).map { _ in words[next() % words.count] }.joined(separator: " ")
        }
    }
}
