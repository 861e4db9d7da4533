// Image comparison and PNG coding on the 1170x2532 reference screenshot
// (Benchmarks/peers/reference_screenshot.png, written by make_reference_screenshot.py), and PNG
// coding of a gallery picture, issue 6's alert modal on iPhone 15 at 3x
// (Benchmarks/peers/alert_modal_3x.png, written by `layout-render render examples/alert-modal.json`).
// Peers run the same input in Benchmarks/peers/diff_peers.py and png_peers.py, which print ratios.
import Benchmark
import Foundation
import Rasterizer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's CPU time in microseconds (all its threads).
func processCPUMicroseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
}

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
    /// The alert modal at 3x, premultiplied.
    let modal: Bitmap

    static func load() throws -> DiffInputs {
        let peers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("peers")
        let png = try FileBytes.read(atPath: peers.appendingPathComponent("reference_screenshot.png").path)
        let modal = try PNGDecoder().decode(FileBytes.read(atPath: peers.appendingPathComponent("alert_modal_3x.png").path))
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
        return DiffInputs(reference: reference, copy: copy, changed: changed, bitmap: Bitmap(reference), png: png,
                          modal: Bitmap(modal))
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
    // PNG encoders on both pictures. Their file sizes go to .build/benchmarks/png_sizes.txt as
    // "NAME: BYTES" lines, which png_peers.py prints next to the times. Besides wall time each
    // run records the CPU time the process spent on it: on this shared machine a 4 ms encode
    // waits for a core for much of its wall time, and CPU time is the steadier ratio.
    // (package-benchmark's own .cpuTotal counts scheduler ticks of 10 ms.)
    var sizes = ""
    let cpu = BenchmarkMetric.custom("CPU time of the process (us)", useScalingFactor: false)
    let pngConfiguration = Benchmark.Configuration(metrics: [.wallClock, cpu], timeUnits: .microseconds,
                                                   maxDuration: .seconds(3), maxIterations: 200)
    let encoders: [(String, PNGEncoder)] = [
        ("default (own coder, 1 thread)", .fast),
        ("own coder, every core", PNGEncoder(method: .runs, threads: 0)),
        ("libpng defaults (zlib 6, adaptive)", .libpngDefault),
        ("zlib 2 up (the default before)", PNGEncoder(compressionLevel: 2, rowFilter: .up)),
        ("zlib 1 up", PNGEncoder(compressionLevel: 1, rowFilter: .up)),
        ("zlib 1 sub", PNGEncoder(compressionLevel: 1, rowFilter: .sub)),
    ]
    for (picture, bitmap) in [("", inputs.bitmap), ("alert modal 3x, ", inputs.modal)] {
        for (label, encoder) in encoders {
            let name = "PNG encode, \(picture)\(label)"
            if let bytes = try? encoder.encode(bitmap) { sizes += "\(name): \(bytes.count)\n" }
            Benchmark(name, configuration: pngConfiguration) { benchmark in
                for _ in benchmark.scaledIterations {
                    let start = processCPUMicroseconds()
                    blackHole(try encoder.encode(bitmap))
                    benchmark.measurement(cpu, processCPUMicroseconds() - start)
                }
            }
        }
    }
    let sizesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/benchmarks")
    try? FileManager.default.createDirectory(at: sizesFolder, withIntermediateDirectories: true)
    try? AtomicFile.write(Array(sizes.utf8), toPath: sizesFolder.appendingPathComponent("png_sizes.txt").path)
    Benchmark("PNG decode 1170x2532") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try PNGDecoder().decode(inputs.png)) }
    }
}
