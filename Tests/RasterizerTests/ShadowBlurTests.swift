import Testing
import CPixelKernels
import TestSupport
import LayoutEngine
@testable import Rasterizer

/// The shadow blur's loops in C (Sources/CPixelKernels): the bytes of the Swift loops they replaced, for
/// every box shape and mask, and a fraction of their cost in a debug build.
@Suite struct ShadowBlurTests {
    /// The Swift loops the C file replaced, kept here as the specification of the bytes: rows,
    /// then columns, each through the boxes in order, rounding each mean halves up.
    static func reference(_ mask: inout CoverageMask, boxes: [(left: Int, right: Int)]) {
        let w = mask.bounds.width, h = mask.bounds.height
        var line = [UInt32](repeating: 0, count: max(w, h))
        var out = [UInt32](repeating: 0, count: max(w, h))
        func pass(_ count: Int, _ box: (left: Int, right: Int)) {
            let size = UInt32(box.left + box.right + 1)
            var sum: UInt32 = 0
            for j in 0..<min(box.right, count) { sum += line[j] }
            for i in 0..<count {
                let entering = i + box.right, leaving = i - box.left - 1
                if entering < count { sum += line[entering] }
                if leaving >= 0 { sum -= line[leaving] }
                out[i] = (sum + size / 2) / size
            }
            for i in 0..<count { line[i] = out[i] }
        }
        for y in 0..<h {
            for x in 0..<w { line[x] = UInt32(mask.alpha[y * w + x]) }
            for box in boxes { pass(w, box) }
            for x in 0..<w { mask.alpha[y * w + x] = UInt8(line[x]) }
        }
        for x in 0..<w {
            for y in 0..<h { line[y] = UInt32(mask.alpha[y * w + x]) }
            for box in boxes { pass(h, box) }
            for y in 0..<h { mask.alpha[y * w + x] = UInt8(line[y]) }
        }
    }

    /// A mask of `width` x `height` holding a rectangle of coverage with ragged edges, zero around
    /// it (as a shadow's mask is, grown by the blur's reach), from a fixed seed.
    static func mask(width: Int, height: Int, seed: UInt64) -> CoverageMask {
        var mask = CoverageMask(bounds: PixelRect(x: 3, y: -7, width: width, height: height))
        var state = seed
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        for y in height / 4..<max(height / 4 + 1, 3 * height / 4) where y < height {
            for x in width / 5..<max(width / 5 + 1, 4 * width / 5) where x < width {
                mask.alpha[y * width + x] = y == height / 4 || x == width / 5 ? next() : 255
            }
        }
        return mask
    }

    @Test("the C loops give the Swift loops' bytes", arguments: [0.6, 1, 2.5, 3, 7.3, 16, 40, 100])
    func cLoopsGiveTheReferenceBytes(sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        for (index, size) in [(1, 1), (3, 200), (200, 3), (97, 131), (300, 70)].enumerated() {
            var expected = Self.mask(width: size.0, height: size.1, seed: UInt64(index + 1))
            var actual = expected
            Self.reference(&expected, boxes: blur.boxes)
            blur.apply(to: &actual)
            #expect(actual == expected, "σ \(sigma), \(size.0) x \(size.1)")
        }
    }

    @Test("a line equal to the one before it takes that line's result: blocks of repeated rows and columns, zero rows between them")
    func repeatedLinesGiveTheReferenceBytes() {
        let blur = GaussianBlur(sigma: 7.3)
        let width = 150, height = 90
        var expected = CoverageMask(bounds: PixelRect(x: 0, y: 0, width: width, height: height))
        for y in 0..<height where (y / 7) % 3 != 2 {
            for x in 0..<width {
                // Rows repeat in runs of 7 with an all-zero run every third; the two row patterns
                // differ, and columns repeat in runs of 11 (shorter than the runs the C code copies).
                expected.alpha[y * width + x] = UInt8(((x / 11) * 37 + (y / 7 % 2) * 101) % 256)
            }
        }
        var actual = expected
        Self.reference(&expected, boxes: blur.boxes)
        blur.apply(to: &actual)
        #expect(actual == expected)
    }

    @Test("each box's rounded mean, a float division on 16 lanes, is the integer division for every sum of every window a shadow has")
    func meansAreTheIntegerDivisionForEverySum() {
        let largest = GaussianBlur(sigma: Canvas.maxShadowSigma).boxes.map { $0.left + $0.right + 1 }.max() ?? 0
        #expect(largest > 400)
        // Every sum 0 ... 255 * size; the count, 255 * size + 1, is a multiple of 16 only for one size
        // in 16, so the last few sums mostly take the scalar path.
        let sums = [UInt32](0...UInt32(255 * largest))
        var means = [UInt8](repeating: 0, count: sums.count)
        var wrong: [String] = []
        sums.withUnsafeBufferPointer { sums in
            means.withUnsafeMutableBufferPointer { means in
                for size in 1...largest {
                    let count = 255 * size + 1, divisor = UInt32(size), half = divisor / 2
                    lr_box_means(sums.baseAddress, means.baseAddress, Int32(count), divisor)
                    for sum in 0..<count where UInt32(means[sum]) != (sums[sum] + half) / divisor {
                        wrong.append("size \(size), sum \(sum): \(means[sum])")
                        break
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("in a debug build the C loops cost a fraction of the Swift loops'",
          .enabled(if: GrowthBenchmark.isRequested, Comment(rawValue: GrowthBenchmark.reason)))
    func cLoopsAreCheaperThanTheReference() {
        // A card's shadow at 3x: 375 x 200 points with a 16-point radius (σ 48 device pixels).
        let blur = GaussianBlur(sigma: 48)
        let base = Self.mask(width: 1125 + 2 * blur.reach, height: 600 + 2 * blur.reach, seed: 9)
        var swift = base, c = base
        let clock = ContinuousClock()
        let swiftTime = clock.measure { Self.reference(&swift, boxes: blur.boxes) }
        let cTime = clock.measure { blur.apply(to: &c) }
        #expect(swift == c)
        #expect(cTime < swiftTime, "C \(cTime), Swift \(swiftTime)")
    }
}
