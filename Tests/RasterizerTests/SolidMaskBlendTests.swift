import Testing
import LayoutEngine
@testable import Rasterizer

/// The solid-color mask fill in C (`lr_blend_solid_mask`, Sources/CPixelKernels): the bytes of the
/// blitter's runs, which remain the path of shaded masks, on every kind of target, clip and color.
@Suite struct SolidMaskBlendTests {
    /// A deterministic stream of bytes.
    struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    /// A mask over `bounds` with zero, full and ragged coverage in runs of up to `longestRun`, as a
    /// glyph (short runs) or a blurred shadow (long ones, which the C loop takes 16 pixels at a time) has them.
    static func mask(_ bounds: PixelRect, longestRun: Int, _ bytes: inout Bytes) -> CoverageMask {
        var mask = CoverageMask(bounds: bounds)
        var i = 0
        while i < mask.alpha.count {
            let run = Int(bytes.next()) % longestRun + 1
            let kind = bytes.next() % 4
            let value: UInt8 = kind == 0 ? 0 : kind == 1 ? 255 : bytes.next()
            for j in i..<min(i + run, mask.alpha.count) { mask.alpha[j] = value }
            i += run
        }
        return mask
    }

    /// A canvas with translucent and opaque rectangles drawn on it, so that the pixels under the
    /// mask vary; with `clipped`, a rounded clip and a group layer in place.
    static func canvas(clipped: Bool, _ bytes: inout Bytes) throws -> Canvas {
        var canvas = try Canvas(size: Size(width: 40, height: 30), scale: 2, background: Color(red: 250, green: 250, blue: 250))
        for _ in 0..<12 {
            let rect = Rect(x: Double(bytes.next() % 40), y: Double(bytes.next() % 30), width: Double(bytes.next() % 20) + 1,
                            height: Double(bytes.next() % 15) + 1)
            let color = Color(red: bytes.next(), green: bytes.next(), blue: bytes.next(), alpha: bytes.next() | 0x20)
            canvas.fill(rect, paint: .solid(color))
        }
        if clipped {
            canvas.clip(to: Path(roundedRect: Rect(x: 3.3, y: 2.7, width: 31, height: 22), radii: CornerRadii(all: 7),
                                 style: .circular))
            canvas.saveLayer(opacity: 0.6, bounds: Rect(x: 1, y: 1, width: 36, height: 26))
        }
        return canvas
    }

    @Test("the C fill gives the blitter's bytes", arguments: [false, true], [9, 48])
    func cFillGivesTheBlittersBytes(clipped: Bool, longestRun: Int) throws {
        var bytes = Bytes(state: clipped ? 7 : 3)
        let colors = [Color(red: 0, green: 0, blue: 0, alpha: 41), Color(red: 255, green: 59, blue: 48),
                      Color(red: 10, green: 132, blue: 255, alpha: 200), Color(red: 255, green: 255, blue: 255, alpha: 3)]
        for (index, color) in colors.enumerated() {
            var expected = try Self.canvas(clipped: clipped, &bytes)
            var actual = expected, untouched = expected
            // Partly outside the canvas, so the area is cut to the surface and the clip.
            let mask = Self.mask(PixelRect(x: -5 + index, y: -3, width: 70 + index * 7, height: 50), longestRun: longestRun, &bytes)
            let source = PaintSource.solid(Blend.premultiplied(color))
            expected.fillByRuns(mask, source: source, in: mask.bounds.intersection(expected.drawLimit))
            actual.fill(mask, source: source)
            if clipped {
                try expected.restore()
                try actual.restore()
                try untouched.restore()
            }
            let (e, a) = (expected.bitmap, actual.bitmap)
            #expect(a.pixels == e.pixels, "color \(index): \(zip(a.pixels, e.pixels).filter { $0 != $1 }.count) bytes differ")
            // The mask drew something: the test compares a real fill, not two untouched canvases.
            #expect(a.pixels != untouched.bitmap.pixels)
        }
    }
}
