import Foundation
import Testing
@testable import Rasterizer

/// Our counts against the PyPI `pixelmatch` package (a line-by-line port of mapbox/pixelmatch),
/// run as a subprocess on the same pixels. `make peers` installs it; without it these tests skip.
@Suite("pixelmatch differential", .serialized, .enabled(if: PixelmatchPeer.isAvailable,
    "python3 with the PyPI 'pixelmatch' package is not installed (run `make peers`); the differential tests are skipped"))
struct DiffPixelmatchPeerTests {
    /// UI-like pairs: reference first.
    static let pairs: [(name: String, reference: RGBAImage, actual: RGBAImage)] = {
        let base = SyntheticScreen.cardList()
        var onePixel = base
        onePixel.setPixel(x: 50, y: 40, [0, 0, 0, 255])
        var speck = base
        speck.setPixel(x: 0, y: 0, [10, 200, 10, 255])
        speck.setPixel(x: 95, y: 71, [250, 250, 250, 120])
        return [
            ("one-pixel change", base.image, onePixel.image),
            ("corner pixels", base.image, speck.image),
            ("subpixel shift right", base.image, SyntheticScreen.cardList(dx: 0.3).image),
            ("subpixel shift down-left", base.image, SyntheticScreen.cardList(dx: -0.45, dy: 0.6).image),
            ("whole-pixel shift", base.image, SyntheticScreen.cardList(dx: 1).image),
            ("slight tint", base.image, SyntheticScreen.cardList(tint: 12).image),
            ("strong tint", base.image, SyntheticScreen.cardList(tint: 160).image),
            ("transparent background shift", SyntheticScreen.cardList(clearBackground: true).image,
             SyntheticScreen.cardList(dx: 0.4, clearBackground: true).image),
            ("transparent against opaque", SyntheticScreen.cardList(clearBackground: true).image, base.image),
        ]
    }()

    static let settings: [(threshold: Double, includeAA: Bool)] = [(0.1, false), (0.1, true), (0, false), (0.05, false), (0.3, false)]

    @Test("counts equal pixelmatch's on every pair and setting")
    func countsMatchPixelmatch() throws {
        let cases = Self.pairs.flatMap { pair in
            Self.settings.map { PixelmatchPeer.Case(reference: pair.reference, actual: pair.actual,
                                                    threshold: $0.threshold, includeAA: $0.includeAA) }
        }
        let theirs = try PixelmatchPeer.run(cases)
        var nonZero = 0
        for (index, peer) in theirs.enumerated() {
            let setting = cases[index]
            let ours = try ImageComparator(metric: .yiq(threshold: setting.threshold),
                                           includesAntiAliasedPixels: setting.includeAA)
                .compare(setting.reference, setting.actual)
            #expect(ours.differentPixelCount == peer.count,
                    "\(Self.pairs[index / Self.settings.count].name), threshold \(setting.threshold), includeAA \(setting.includeAA)")
            if peer.count > 0 { nonZero += 1 }
        }
        // The pairs must exercise real differences, not agree on zero everywhere.
        #expect(nonZero >= cases.count / 3)
    }

    @Test("the difference image equals pixelmatch's output byte for byte")
    func differenceImageMatchesPixelmatch() throws {
        let chosen = [0, 2, 7].map { Self.pairs[$0] }
        let theirs = try PixelmatchPeer.run(chosen.map {
            PixelmatchPeer.Case(reference: $0.reference, actual: $0.actual, threshold: 0.1, includeAA: false)
        })
        for (pair, peer) in zip(chosen, theirs) {
            let ours = try ImageComparator().compare(pair.reference, pair.actual, drawingDifference: true)
            #expect(ours.differenceImage?.pixels == peer.output, "\(pair.name)")
        }
    }
}

/// Runs PyPI pixelmatch in one python3 subprocess over raw RGBA files.
enum PixelmatchPeer {
    static let isAvailable: Bool = (try? python(["-c", "import pixelmatch"]).status) == 0

    /// One comparison to hand to pixelmatch.
    struct Case {
        var reference: RGBAImage
        var actual: RGBAImage
        var threshold: Double
        var includeAA: Bool
    }

    /// pixelmatch's count and difference image for each case, in order.
    static func run(_ cases: [Case]) throws -> [(count: Int, output: [UInt8])] {
        let directory = try PNGTestSupport.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var manifest = ""
        for (index, item) in cases.enumerated() {
            let stem = directory.appendingPathComponent("\(index)").path
            try AtomicFile.write(item.reference.pixels, toPath: stem + ".a")
            try AtomicFile.write(item.actual.pixels, toPath: stem + ".b")
            manifest += "\(stem) \(item.reference.width) \(item.reference.height) \(item.threshold) \(item.includeAA ? 1 : 0)\n"
        }
        try AtomicFile.write(manifest, toPath: directory.appendingPathComponent("manifest").path)
        let script = """
            import sys
            from pixelmatch import pixelmatch
            for line in open(sys.argv[1]):
                stem, w, h, threshold, aa = line.split()
                a = open(stem + '.a', 'rb').read(); b = open(stem + '.b', 'rb').read()
                out = bytearray(len(a))
                print(pixelmatch(a, b, int(w), int(h), out, threshold=float(threshold), includeAA=aa == '1'))
                open(stem + '.out', 'wb').write(out)
            """
        let result = try python(["-c", script, directory.appendingPathComponent("manifest").path])
        let counts = result.output.split(separator: "\n").compactMap { Int($0) }
        guard result.status == 0, counts.count == cases.count else {
            throw PeerFailure(message: "pixelmatch exited \(result.status): \(result.output)")
        }
        return try counts.enumerated().map { index, count in
            (count, try FileBytes.read(atPath: directory.appendingPathComponent("\(index).out").path))
        }
    }

    struct PeerFailure: Error { let message: String }

    /// Foundation's Process is not safe to launch from several threads at once on Linux.
    private static let launchLock = NSLock()

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        launchLock.lock()
        defer { launchLock.unlock() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
