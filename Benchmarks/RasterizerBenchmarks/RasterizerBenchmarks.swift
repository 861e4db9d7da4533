import Benchmark
import Foundation
import LayoutEngine
import Rasterizer

// Drawing time of issue 2's reference scene (1170 x 2532 px): canvas creation plus every
// operation of Benchmarks/peers/raster_scene.json. `Benchmarks/peers/raster_peers.py` draws
// the same file with pycairo and skia-python and prints the ratios.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 200)

    Benchmark("ReferenceSceneDraw") { benchmark in
        let scene = try ReferenceScene.load()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try scene.draw())
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
