import Foundation
import Testing
@testable import LayoutEngine

@Suite struct DeterminismTests {
    /// Everything a layout says, flattened to values that compare.
    struct Fingerprint: Equatable {
        var size: Size
        var lines: [TextLine]
        var glyphs: [[UInt32]]
        var positions: [[Point]]
        var fonts: [Int]
        var missing: [Character]

        init(_ layout: TextLayout) {
            size = layout.size; lines = layout.lines; missing = layout.missingCharacters
            glyphs = layout.runs.map(\.glyphs); positions = layout.runs.map(\.positions)
            fonts = layout.runs.map { $0.font.cacheKey }
        }
    }

    static let texts = [
        "The quick brown fox jumps over the lazy dog. 친구 신청을 보내면 상대방이 수락할 때까지 기다려야 합니다.",
        "Swift 6로 만든 레이아웃 엔진이 Linux에서 PNG를 그립니다.\nSecond paragraph with e\u{301} and \u{13000}.",
    ]

    @Test func aWarmCacheGivesTheSameLayoutAsACold() throws {
        let style = TextStyle(size: 15)
        for text in DeterminismTests.texts {
            let cold = try TextEngine().layout(text, style: style, maxWidth: 150)
            let warm = try TextEngine.shared.layout(text, style: style, maxWidth: 150)
            let again = try TextEngine.shared.layout(text, style: style, maxWidth: 150)
            #expect(Fingerprint(cold) == Fingerprint(warm))
            #expect(Fingerprint(warm) == Fingerprint(again))
        }
    }

    @Test func layoutsFromManyThreadsAreIdentical() throws {
        let style = TextStyle(size: 13)
        let engine = TextEngine()
        let expected = try DeterminismTests.texts.map { Fingerprint(try TextEngine().layout($0, style: style, maxWidth: 120)) }
        let results = Synchronized([Int: Fingerprint]())
        DispatchQueue.concurrentPerform(iterations: 16) { iteration in
            let index = iteration % DeterminismTests.texts.count
            if let layout = try? engine.layout(DeterminismTests.texts[index], style: style, maxWidth: 120) {
                results.withLock { $0[iteration] = Fingerprint(layout) }
            }
        }
        let fingerprints = results.withLock { $0 }
        #expect(fingerprints.count == 16)
        for (iteration, fingerprint) in fingerprints {
            #expect(fingerprint == expected[iteration % DeterminismTests.texts.count])
        }
    }

    @Test func aFullCacheStartsOverWithoutChangingResults() throws {
        let cache = ShapedWordCache(capacity: 16)
        let chain = try FontRegistry.shared.chain(for: TextStyle())
        let words: [[UInt8]] = (0..<200).map { Array("word\($0) ".utf8) }
        func glyphs(_ bytes: [UInt8]) -> [[UInt32]] {
            bytes.withUnsafeBufferPointer { bytes in
                cache.withWord(bytes, chain: chain, strategy: .standard) { word in
                    word.runs.map { run in word.glyphs[run.glyphs].map(\.glyph) }
                }
            }
        }
        let first = words.map(glyphs)
        // The second pass goes the other way, so the cache has started over with other words in it
        // by the time each word is shaped again.
        let second = words.reversed().map(glyphs)
        #expect(first.allSatisfy { !$0.isEmpty && !$0[0].isEmpty })
        for (a, b) in zip(first.reversed(), second) {
            #expect(a == b)
        }
    }
}
