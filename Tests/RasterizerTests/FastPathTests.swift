import LayoutEngine
import Testing
import TestSupport
@testable import Rasterizer

/// The drawing fast paths (`SpanKernel`'s fills and blends, a surface kept as one color)
/// give the bytes of the scalar rule, `Blend.sourceOver` pixel by pixel, on seeded random input.
@Suite struct FastPathTests {
    /// A random premultiplied pixel; alpha 0 and 255 come up often.
    static func pixel(_ random: inout SplitMix64) -> UInt32 {
        let alphas: [UInt32] = [0, 255, 255, UInt32(random.int(1...254))]
        let a = alphas[random.below(alphas.count)]
        func channel() -> UInt32 { a == 0 ? 0 : UInt32(random.int(0...Int(a))) }
        return Blend.pack(channel(), channel(), channel(), a)
    }

    static func color(_ random: inout SplitMix64) -> Color {
        let alphas = [0, 255, 77, random.int(1...254)]
        return Color(red: UInt8(random.int(0...255)), green: UInt8(random.int(0...255)),
                     blue: UInt8(random.int(0...255)), alpha: UInt8(alphas[random.below(alphas.count)]))
    }

    /// The first pixel where two pictures differ, as "index: actual, expected" in hex.
    static func firstDifference(_ actual: [UInt32], _ expected: [UInt32]) -> String? {
        guard actual.count == expected.count else { return "\(actual.count) pixels, expected \(expected.count)" }
        guard let i = actual.indices.first(where: { actual[$0] != expected[$0] }) else { return nil }
        return "\(i): \(String(actual[i], radix: 16)), expected \(String(expected[i], radix: 16))"
    }

    @Test func solidBlendKernelsMatchTheScalarRuleOnRandomSpans() {
        var random = SplitMix64(seed: 16)
        for _ in 0..<300 {
            // Runs of equal pixels, as under a dim, and single ones; any start alignment.
            var pixels: [UInt32] = []
            let count = random.int(0...41), offset = random.int(0...3)
            while pixels.count < offset + count {
                pixels += Array(repeating: Self.pixel(&random), count: random.int(1...5))
            }
            let color = Blend.premultiplied(Self.color(&random))
            let expected = pixels.enumerated().map { i, d in
                i >= offset && i < offset + count ? Blend.sourceOver(color, d) : d
            }
            for kernel in [SpanKernel.blendSolidWords, SpanKernel.blendSolidLanes, SpanKernel.blendSolid] {
                var actual = pixels
                actual.withUnsafeMutableBufferPointer { kernel($0.baseAddress! + offset, count, color) }
                #expect(Self.firstDifference(actual, expected) == nil, "color \(color), \(count) pixels from \(offset)")
            }
        }
    }

    @Test func fillKernelsSetEveryPixelOfTheRunAndNoOther() {
        for count in [0, 1, 15, 16, 17, 33, 1000, 5000] {
            for kernel in [SpanKernel.fillByStores, SpanKernel.fillByCopies, SpanKernel.fill] {
                var pixels = [UInt32](repeating: 7, count: count + 2)
                pixels.withUnsafeMutableBufferPointer { kernel($0.baseAddress! + 1, count, 0xAABB_CCDD) }
                #expect(pixels == [7] + Array(repeating: 0xAABB_CCDD, count: count) + [7])
            }
            var bytes = [UInt8](repeating: 7, count: count + 2)
            bytes.withUnsafeMutableBufferPointer { SpanKernel.fill($0.baseAddress! + 1, count, 200) }
            #expect(bytes == [7] + Array(repeating: 200, count: count) + [7])
        }
    }

    /// What a random scene draws: rectangles (often covering the whole canvas, the
    /// one-color surface's path), rounded rectangles, and group-opacity layers of them or
    /// the same clipped to a rounded rectangle (whose inside takes the unclipped paths).
    indirect enum Operation {
        case rect(Rect, Color)
        case roundedRect(Rect, Double, Color)
        case layer(Double, [Operation])
        case clipped(Rect, Double, [Operation])
    }

    static func operations(_ random: inout SplitMix64, depth: Int = 0) -> [Operation] {
        (0..<random.int(1...5)).map { _ in
            let choice = random.below(depth == 0 ? 5 : 3)
            let color = Self.color(&random)
            switch choice {
            case 0:
                // The whole canvas, exactly or beyond its edges.
                let margin = random.below(2) == 0 ? 0 : random.double(0...3)
                return .rect(Rect(x: -margin, y: -margin, width: 23 + 2 * margin, height: 17 + 2 * margin), color)
            case 1:
                return .rect(Rect(x: random.double(-3...20), y: random.double(-3...15),
                                  width: random.double(0...20), height: random.double(0...15)), color)
            case 2:
                return .roundedRect(Rect(x: random.double(-3...12), y: random.double(-3...8),
                                         width: random.double(2...20), height: random.double(2...15)),
                                    random.double(0...6), color)
            case 3:
                return .layer(random.double(0...1), operations(&random, depth: depth + 1))
            default:
                return .clipped(Rect(x: random.double(-3...8), y: random.double(-3...6),
                                     width: random.double(4...24), height: random.double(4...18)),
                                random.double(0...6), operations(&random, depth: depth + 1))
            }
        }
    }

    /// The scalar model: coverage from the rasterizer's own coverage rules (over the same
    /// bounds, so the same floating-point sums), times the clip's coverage, then every pixel
    /// blended alone with `Blend.sourceOver`.
    static func reference(_ operations: [Operation], over pixels: inout [UInt32], width: Int, height: Int,
                          clip: CoverageMask? = nil) {
        let bounds = clip?.bounds ?? PixelRect(x: 0, y: 0, width: width, height: height)
        func blend(_ color: Color, _ y: Int, _ x: Int, _ count: Int, _ coverage: UInt8) {
            for i in x..<x + count {
                let c = clip.map { Blend.div255(UInt32(coverage) * UInt32($0.coverage(x: i, y: y))) } ?? UInt32(coverage)
                let s = Blend.scale(Blend.premultiplied(color), by: c)
                pixels[y * width + i] = Blend.sourceOver(s, pixels[y * width + i])
            }
        }
        func mask(_ r: Rect, _ radius: Double) -> CoverageMask {
            let lines = PathFlattener.polylines(of: Path(roundedRect: r, radii: CornerRadii(all: radius)),
                                                cullBox: Canvas.box(bounds))
            return CoverageMask(polylines: lines, fillRule: .nonZero, within: bounds)
        }
        for operation in operations {
            switch operation {
            case .rect(let r, let color):
                let area = PixelRect(enclosingMinX: r.minX, minY: r.minY, maxX: r.maxX, maxY: r.maxY).intersection(bounds)
                guard !area.isEmpty else { continue }
                Canvas.rectangleRuns(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY, within: area) { blend(color, $0, $1, $2, $3) }
            case .roundedRect(let r, let radius, let color):
                let shape = mask(r, radius)
                shape.forEachRun(in: shape.bounds) { blend(color, $0, $1, $2, $3) }
            case .layer(let opacity, let inner):
                var layer = [UInt32](repeating: 0, count: width * height)
                reference(inner, over: &layer, width: width, height: height, clip: clip)
                let o = UInt32((min(max(opacity, 0), 1) * 255).rounded())
                guard o > 0 else { continue }
                for i in pixels.indices { pixels[i] = Blend.sourceOver(Blend.scale(layer[i], by: o), pixels[i]) }
            case .clipped(let r, let radius, let inner):
                precondition(clip == nil, "clips are not nested")
                let shape = mask(r, radius)
                if !shape.bounds.isEmpty { reference(inner, over: &pixels, width: width, height: height, clip: shape) }
            }
        }
    }

    static func draw(_ operations: [Operation], on canvas: inout Canvas) throws {
        for operation in operations {
            switch operation {
            case .rect(let r, let color):
                canvas.fill(r, paint: .solid(color))
            case .roundedRect(let r, let radius, let color):
                canvas.fill(Path(roundedRect: r, radii: CornerRadii(all: radius)), paint: .solid(color))
            case .layer(let opacity, let inner):
                canvas.saveLayer(opacity: opacity)
                try draw(inner, on: &canvas)
                try canvas.restore()
            case .clipped(let r, let radius, let inner):
                canvas.save()
                canvas.clip(to: Path(roundedRect: r, radii: CornerRadii(all: radius)))
                try draw(inner, on: &canvas)
                try canvas.restore()
            }
        }
    }

    @Test func canvasFastPathsDrawTheSamePixelsAsTheScalarRuleOnRandomScenes() throws {
        var random = SplitMix64(seed: 6)
        let width = 23, height = 17
        for scene in 0..<150 {
            let background = Self.color(&random)
            let operations = Self.operations(&random)
            var canvas = try Canvas(width: width, height: height, background: background)
            try Self.draw(operations, on: &canvas)
            var expected = [UInt32](repeating: Blend.premultiplied(background), count: width * height)
            Self.reference(operations, over: &expected, width: width, height: height)
            let actual = canvas.bitmap.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
            #expect(Self.firstDifference(actual, expected) == nil, "scene \(scene): \(operations)")
        }
    }
}
