// Image comparison and PNG coding on the 1170x2532 reference screenshot
// (Benchmarks/peers/reference_screenshot.png, written by make_reference_screenshot.py).
// Peers run the same input in Benchmarks/peers/diff_peers.py and png_peers.py, which print ratios.
import Benchmark
import Foundation
import Rasterizer

/// The reference screenshot and the copies the comparisons need, loaded once.
struct DiffInputs: Sendable {
    let reference: RGBAImage
    /// Same bytes as `reference` in separate memory, so no comparison can shortcut on identity.
    let copy: RGBAImage
    /// `reference` with a 25x14 block at (600, 1300) painted #333333: 350 changed pixels,
    /// the same edit diff_peers.py makes.
    let changed: RGBAImage
    let bitmap: Bitmap
    let png: [UInt8]

    static func load() throws -> DiffInputs {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("peers/reference_screenshot.png").path
        let png = try FileBytes.read(atPath: path)
        let reference = try PNGDecoder().decode(png)
        var copy = reference
        copy.pixels[0] = copy.pixels[0]
        var changed = reference
        for y in 1300..<1314 {
            for x in 600..<625 {
                let i = (y * reference.width + x) * 4
                changed.pixels.replaceSubrange(i..<i + 3, with: [51, 51, 51])
            }
        }
        return DiffInputs(reference: reference, copy: copy, changed: changed, bitmap: Bitmap(reference), png: png)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock], timeUnits: .microseconds,
                                           maxDuration: .seconds(3), maxIterations: 200)
    let inputs: DiffInputs
    do {
        inputs = try DiffInputs.load()
    } catch {
        print("DiffBenchmarks skipped: \(error) (Benchmarks/peers/make_reference_screenshot.py writes the input)")
        return
    }

    Benchmark("memcmp of two 1170x2532 RGBA buffers") { benchmark in
        for _ in benchmark.scaledIterations {
            inputs.reference.pixels.withUnsafeBytes { a in
                inputs.copy.pixels.withUnsafeBytes { b in blackHole(memcmp(a.baseAddress!, b.baseAddress!, a.count)) }
            }
        }
    }
    Benchmark("diff identical 1170x2532") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ImageComparator().compare(inputs.reference, inputs.copy))
        }
    }
    Benchmark("diff 350 changed pixels, count only") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ImageComparator().compare(inputs.reference, inputs.changed))
        }
    }
    Benchmark("diff 350 changed pixels with difference image") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try ImageComparator().compare(inputs.reference, inputs.changed, drawingDifference: true))
        }
    }
    Benchmark("PNG encode, default (zlib 2, Up)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNGEncoder.fast.encode(inputs.bitmap)) }
    }
    Benchmark("PNG encode, libpng defaults (zlib 6, adaptive)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNGEncoder.libpngDefault.encode(inputs.bitmap)) }
    }
    for level in [1, 3] {
        for filter in [PNGEncoder.RowFilter.sub, .up, .none] {
            Benchmark("PNG encode, zlib \(level) \(filter.rawValue)") { benchmark in
                let encoder = PNGEncoder(compressionLevel: level, rowFilter: filter)
                for _ in benchmark.scaledIterations { blackHole(try encoder.encode(inputs.bitmap)) }
            }
        }
    }
    Benchmark("PNG decode 1170x2532") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNGDecoder().decode(inputs.png)) }
    }
}
