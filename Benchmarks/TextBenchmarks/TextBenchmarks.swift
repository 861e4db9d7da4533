import Benchmark
import Foundation
import LayoutEngine

/// Shape, break and measure 10,000 paragraphs of about 40 words at 160 pt, DejaVu Sans 14 pt (issue 3).
/// One iteration lays out the whole corpus; `Benchmarks/peers/text_peers.py` runs the same corpus through
/// SkParagraph and a plain HarfBuzz wrap and prints the ratios.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds,
        maxDuration: .seconds(20), maxIterations: 15)
    let corpus: [String]
    do { corpus = try TextCorpus.paragraphs() } catch { fatalError("benchmark corpus unreadable: \(error)") }
    let style = TextStyle(family: "DejaVu Sans", size: 14)

    Benchmark("Layout 10k paragraphs (word cache warm)") { benchmark in
        for paragraph in corpus {
            blackHole(try TextEngine.shared.layout(paragraph, style: style, maxWidth: 160))
        }
    }

    Benchmark("Layout 10k paragraphs (new engine, cold word cache)") { benchmark in
        let engine = TextEngine()
        for paragraph in corpus {
            blackHole(try engine.layout(paragraph, style: style, maxWidth: 160))
        }
    }

    Benchmark("Layout 10k paragraphs on 2 threads (word cache warm)") { benchmark in
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            for index in stride(from: half, to: corpus.count, by: 2) {
                blackHole(try? TextEngine.shared.layout(corpus[index], style: style, maxWidth: 160))
            }
        }
    }
}
