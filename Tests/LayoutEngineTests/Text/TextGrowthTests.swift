import Foundation
import Testing
import TestSupport
@testable import LayoutEngine

/// Issue 27, "time and memory bounded, linear in the input": text that once took quadratic time (a
/// letter with hundreds of thousands of combining marks, one unbroken word of a million letters)
/// is laid out in time that grows with its length. Each case is timed at n and 2n characters, each
/// size on a fresh engine (no cached words) and the fastest of three runs, in the thread's CPU time
/// (other tests share the cores); twice the input may take at most three times as long, plus a
/// quarter second of noise (quadratic work takes four times, and seconds more at these sizes). The
/// timings are a growth benchmark (`make growth`); what the layouts must be is tested always.
@Suite(.serialized) struct TextGrowthTests {
    static let timed = GrowthBenchmark.isRequested
    let style = TextStyle(size: 17)

    /// The fastest of three layouts of `text` at `width`, each on an engine with an empty word cache.
    func seconds(_ text: String, width: Double) throws -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let engine = TextEngine()
            let (layout, seconds) = try threadCPUSeconds { try engine.layout(text, style: style, maxWidth: width, scale: 3) }
            best = min(best, seconds)
            #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 } || layout.lines.count == 1)
        }
        return best
    }

    func expectLinear(_ make: (Int) -> String, n: Int, width: Double = 300) throws {
        _ = try TextEngine().layout(make(100), style: style, maxWidth: width)  // fonts opened, code paged in
        let small = try seconds(make(n), width: width)
        let large = try seconds(make(2 * n), width: width)
        #expect(large < 3 * small + 0.25, "\(n) characters: \(small) s; \(2 * n): \(large) s")
    }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)))
    func aLetterWithManyCombiningMarks() throws {
        try expectLinear({ "a" + String(repeating: "\u{0301}", count: $0) }, n: 50_000)
    }

    @Test("letters after a run of more than 30 marks keep clusters of their own (the marks are shaped in chunks)")
    func lettersAfterALongRunOfMarksAreTheirOwnClusters() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let word = Array(("a" + String(repeating: "\u{0301}", count: 31) + "bc").utf8)
        let run = word.withUnsafeBufferPointer { ShapedRun(face: face, word: $0, range: 0..<$0.count, rightToLeft: false) }
        let clusters = run.glyphs.map(\.cluster)
        // "a" and its 31 marks (two bytes each) are cluster 0; "b" starts at byte 63, "c" at 64.
        #expect(Array(clusters.suffix(2)) == [63, 64], "\(clusters)")
        #expect(clusters.dropLast(2).allSatisfy { $0 == 0 }, "\(clusters)")
    }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)))
    func oneUnbrokenWordBreaksByCharactersInLinearTime() throws {
        try expectLinear({ String(repeating: "x", count: $0) }, n: 100_000)
    }

    @Test func oneUnbrokenWordBreaksByCharacters() throws {
        let layout = try TextEngine().layout(String(repeating: "x", count: 10_000), style: style, maxWidth: 300)
        #expect(layout.lines.count > 30)
        #expect(layout.lines.map(\.text).joined() == String(repeating: "x", count: 10_000))
    }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)))
    func oneUnbrokenArabicWordIsLinearToo() throws {
        try expectLinear({ String(repeating: "ب", count: $0) }, n: 50_000)
    }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)))
    func aRunOfFlagsIsLinear() throws {
        try expectLinear({ String(repeating: "🇰🇷", count: $0 / 2) }, n: 40_000)
    }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)), arguments: [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail])
    func truncatingAroundALongRunOfSpacesIsLinear(_ mode: LineBreakMode) throws {
        let style = TextStyle(size: 17, paragraph: ParagraphStyle(lineBreakMode: mode, numberOfLines: 1))
        let make = { (n: Int) in "a" + String(repeating: " ", count: n) + String(repeating: "b", count: 2_000) }
        _ = try TextEngine().layout(make(100), style: style, maxWidth: 300)
        func seconds(_ n: Int) throws -> Double {
            let text = make(n)
            let (layout, seconds) = try threadCPUSeconds { try TextEngine().layout(text, style: style, maxWidth: 300) }
            #expect(layout.lines.count == 1 && layout.lines[0].text.contains("\u{2026}"))
            return seconds
        }
        let small = try seconds(20_000), large = try seconds(40_000)
        #expect(large < 3 * small + 0.25, "\(mode): \(small) s, then \(large) s")
    }

    /// Private-use characters no font has.
    static func missing(_ n: Int) -> String { String(String.UnicodeScalarView((0..<n).map { Unicode.Scalar(0xF0000 + $0)! })) }

    @Test(.enabled(if: timed, Comment(rawValue: GrowthBenchmark.reason)))
    func manyDistinctMissingCharactersAreLinear() throws {
        try expectLinear(Self.missing, n: 10_000)
    }

    @Test func manyDistinctMissingCharactersAreEachReportedOnce() throws {
        #expect(try TextEngine().layout(Self.missing(500), style: style).missingCharacters.count == 500)
    }
}
