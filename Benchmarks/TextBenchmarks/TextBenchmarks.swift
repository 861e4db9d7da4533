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

    // Issue 17: layout is linear in a paragraph's length (20k, 40k and 80k words took 0.17, 0.58 and
    // 2.15 s before a width lookup stopped walking from the paragraph's first word).
    let long = corpus.prefix(2_000).joined(separator: " ")  // about 80,000 words
    for share in [4, 2, 1] {
        let text = String(long.prefix(long.count / share))
        Benchmark("Layout one paragraph of \(80 / share)k words") { benchmark in
            blackHole(try TextEngine.shared.layout(text, style: style, maxWidth: 300))
        }
    }

    // Issue 23: Arabic, Japanese, Thai and emoji through the default world fallback list (bidi,
    // dictionary breaks, color emoji); text_peers.py runs SkParagraph on the same paragraphs and fonts.
    let mixed: [String]
    do { mixed = try TextCorpus.mixedScriptParagraphs() } catch { fatalError("mixed-script corpus unreadable: \(error)") }
    Benchmark("Layout 1k mixed-script paragraphs (word cache warm)") { benchmark in
        for paragraph in mixed {
            blackHole(try TextEngine.shared.layout(paragraph, style: style, maxWidth: 160))
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
