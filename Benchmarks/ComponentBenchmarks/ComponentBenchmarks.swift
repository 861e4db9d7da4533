// Issue 6's speed question: how long one alert modal takes on iphone15 at 3x, from
// configuration to PNG bytes, and how that splits between layout (solver + text
// measuring), drawing (the scene painter) and PNG encoding. Each stage is timed alone on
// the previous stage's output, and the whole pipeline once more end to end.
//
// Run: swift package --allow-writing-to-package-directory benchmark --target ComponentBenchmarks
import Benchmark
import Foundation
import LayoutEngine
import DesignSystem
import Rasterizer

/// Issue 6's example modal.
let modal = ComponentScene(device: .iphone15, content: [
    .modal(AlertModal(title: "친구 요청").message("김철수(chulsoo)님에게 친구를 요청하시겠어요?")
        .negative("취소").positive("요청")),
])

/// One painter for every run, so its glyph cache is warm as in a test suite.
let painter = ScenePainter()

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal],
                                                warmupIterations: 3, maxDuration: .seconds(3))

    // The benchmark's picture, written where COMPONENT_BENCHMARK_PICTURE says: the side-by-side
    // run with the old two-tree path (Benchmarks/peers/old_path_side_by_side.sh) compares the bytes.
    if let path = ProcessInfo.processInfo.environment["COMPONENT_BENCHMARK_PICTURE"],
       let png = try? PNGEncoder.fast.encode(try painter.render(try modal.makeScene())) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(png))
    }

    Benchmark("Alert modal iphone15@3x: layout", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try modal.makeScene())
        }
    }

    Benchmark("Alert modal iphone15@3x: draw", configuration: configuration) { benchmark, scene in
        for _ in benchmark.scaledIterations {
            blackHole(try painter.render(scene))
        }
    } setup: {
        try modal.makeScene()
    }

    Benchmark("Alert modal iphone15@3x: PNG encode", configuration: configuration) { benchmark, bitmap in
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.fast.encode(bitmap))
        }
    } setup: {
        try painter.render(try modal.makeScene())
    }

    Benchmark("Alert modal iphone15@3x: layout + draw + PNG", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PNGEncoder.fast.encode(try painter.render(try modal.makeScene())))
        }
    }
}
