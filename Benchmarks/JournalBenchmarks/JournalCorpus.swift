import DesignSystem
import Foundation

/// 100,000 journal cards drawn from `peers/text_words.txt` by the 64-bit LCG that
/// `peers/journal_peers.py` repeats, so both sides measure the same text: a title of 2-6 words,
/// an edited date, a one-word tag and a memo of 4-40 words.
enum JournalCorpus {
    static func cards(count: Int = 100_000) throws -> [JournalCard] {
        let wordsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../peers/text_words.txt").standardizedFileURL
        let words = try String(contentsOf: wordsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func phrase(_ count: Int) -> String { (0..<count).map { _ in words[next() % words.count] }.joined(separator: " ") }
        return (0..<count).map { i in
            let title = phrase(2 + next() % 5)
            let edited = "2024.\(1 + i % 12).\(1 + i % 28) edited"
            let tag = "#" + words[next() % words.count]
            return JournalCard(title: title, edited: edited, tag: tag, memo: phrase(4 + next() % 37))
        }
    }
}
