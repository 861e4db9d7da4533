import Benchmark
import Foundation
import LayoutEngine
import Rasterizer

// Drawing time of issue 2's reference scene (1170 x 2532 px): canvas creation plus every
// operation of Benchmarks/peers/raster_scene.json. `Benchmarks/peers/raster_peers.py` draws
// the same file with pycairo and skia-python and prints the ratios. And the cost of
// blending one full-screen dim, issue 16's physical limit.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

    Benchmark("ReferenceSceneDraw") { benchmark in
        let scene = try ReferenceScene.load()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try scene.draw())
        }
    }

    // Issue 16's physical limit: a modal's dim (black at alpha 0.3) blended over a whole
    // iPhone 15 @3x screen that holds content (so every pixel is blended; over a canvas of one
    // color the dim is one pixel's arithmetic). The plain C loop takes 1.6 ms here.
    Benchmark("Dim1179x2556OverContent") { benchmark in
        var canvas = try Canvas(width: 1179, height: 2556, background: Color(red: 242, green: 242, blue: 247, alpha: 255))
        canvas.fill(Rect(x: 100, y: 100, width: 600, height: 900), paint: .solid(.white))
        let dim = Color(red: 0, green: 0, blue: 0, alpha: 77)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            canvas.fill(Rect(x: 0, y: 0, width: 1179, height: 2556), paint: .solid(dim))
        }
        blackHole(canvas.bitmap)
    }

    // COLR version 1 glyphs (Tests/Fixtures/Fonts/ColorPaints.ttf: gradients, transforms, composites,
    // clip boxes), 11 glyphs a line, 12 lines at 17 pt and 3x, drawn by a painter that keeps its glyph
    // cache between pictures (as the gallery and a snapshot suite do), and by one without a cache,
    // which draws every glyph's paint graph each time.
    let painters: [(String, GlyphMaskCache?)] = [("ColorPaintGlyphs (glyph cache)", GlyphMaskCache()), ("ColorPaintGlyphs (no cache)", nil)]
    for (name, cache) in painters {
        Benchmark(name) { benchmark in
            let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/Fonts/ColorPaints.ttf").path
            let text = Array(repeating: "ABCDEFGHIJK", count: 12).joined(separator: "\n")
            let layout = try TextEngine.shared.layout(text, style: TextStyle(family: font, size: 17, fallback: []))
            let node = SceneNode(id: "text", frame: Rect(origin: .zero, size: layout.size), content: .text(layout, color: .black))
            let scene = Scene(size: layout.size, scale: 3, background: .white, nodes: [node])
            let painter = ScenePainter(glyphCache: cache)
            blackHole(try painter.render(scene))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try painter.render(scene))
            }
        }
    }

    Benchmark("ReferenceSceneDrawAndCopyOut") { benchmark in
        let scene = try ReferenceScene.load()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try scene.draw().bitmap)
        }
    }
}
