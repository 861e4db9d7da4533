import Benchmark
import DesignSystem
import Foundation
import LayoutEngine

/// Issue 12's speed goals: 100,000 journal cards with four measured labels each, placed in the
/// two-column grid of an iPhone 15 (goal under 1 s), and a screen-sized viewport query on the
/// placed grid (goal under 10 µs). `Benchmarks/peers/journal_peers.py` measures the same cards'
/// text with SkParagraph and prints the ratio.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
                                           maxDuration: .seconds(30), maxIterations: 10)
    let cards: [JournalCard]
    do { cards = try JournalCorpus.cards() } catch { fatalError("benchmark corpus unreadable: \(error)") }
    let grid = JournalGrid(cards: cards)

    Benchmark("Place 100k journal cards, text measured (word cache warm)") { _ in
        blackHole(try grid.masonry(on: .iphone15, theme: .standard))
    }

    Benchmark("Place 100k journal cards, text measured (new engine, cold word cache)") { _ in
        try TextEngine.$current.withValue(TextEngine(registry: FontRegistry())) {
            blackHole(try grid.masonry(on: .iphone15, theme: .standard))
        }
    }

    let placed: MasonryLayout
    do { placed = try grid.masonry(on: .iphone15, theme: .standard) } catch { fatalError("\(error)") }
    let offsets = (0..<1000).map { Double($0) * (placed.contentHeight - 852) / 1000 }
    Benchmark("Viewport query on 100k placed cards (1000 queries)",
              configuration: .init(metrics: [.wallClock], timeUnits: .microseconds, maxIterations: 200)) { _ in
        for offset in offsets {
            blackHole(placed.items(in: Rect(x: 0, y: offset, width: 393, height: 852)))
        }
    }
}
