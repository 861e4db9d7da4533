import Foundation
import Testing
import Rasterizer

/// The reference writer (`PNGEncoder.reference`): every color type it picks holds the pixels
/// exactly, the bytes depend on the pixels alone, and UI pictures come out smaller than libpng's defaults.
@Suite struct ReferenceEncoderTests {
    /// `width` x `height` pixels, each `color(x, y)`.
    static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: (0..<height).flatMap { y in (0..<width).flatMap { x in color(x, y) } })!
    }

    /// The IHDR's bit depth and color type.
    static func header(_ png: [UInt8]) -> (depth: UInt8, type: UInt8) { (png[24], png[25]) }

    static let cases: [(String, RGBAImage, depth: UInt8, type: UInt8)] = [
        ("two colors: a 1-bit palette", image(13, 5) { x, y in (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }, 1, 3),
        ("four colors, one translucent: a 2-bit palette with tRNS",
         image(9, 4) { x, _ in [[255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 255], [9, 9, 9, 255]][x % 4] }, 2, 3),
        ("twelve colors: a 4-bit palette", image(7, 7) { x, y in [UInt8((x * 7 + y) % 12 * 20), 30, 40, 255] }, 4, 3),
        ("200 colors: an 8-bit palette", image(20, 10) { x, y in [UInt8(x * 10 + y), UInt8(y), 7, 255] }, 8, 3),
        ("opaque grays: gray", image(30, 30) { x, y in let v = UInt8((x * 30 + y) % 256); return [v, v, v, 255] }, 8, 0),
        ("translucent grays: gray and alpha", image(30, 30) { x, y in let v = UInt8((x * 30 + y) % 256); return [v, v, v, UInt8(x * 8)] }, 8, 4),
        ("opaque colors: RGB", image(30, 30) { x, y in [UInt8(x * 8), UInt8(y * 8), UInt8((x + y) % 256), 255] }, 8, 2),
        ("translucent colors: RGBA", image(30, 30) { x, y in [UInt8(x * 8), UInt8(y * 8), 3, UInt8(y * 8)] }, 8, 6),
    ]

    @Test(arguments: cases.indices)
    func eachColorTypeHoldsThePixelsExactly(index: Int) throws {
        let (_, image, depth, type) = Self.cases[index]
        let png = try PNGEncoder.reference.encode(image)
        #expect(Self.header(png) == (depth, type), "\(Self.cases[index].0)")
        #expect(try PNGDecoder().decode(png) == image, "\(Self.cases[index].0)")
        #expect(try PNGEncoder.reference.encode(image) == png, "the same pixels, the same bytes")
    }

    @Test func aScreenshotIsSmallerThanLibpngsDefaults() throws {
        let screenshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/peers/alert_modal_3x.png").path
        let image = try PNGDecoder().decode(contentsOfFile: screenshot)
        let ours = try PNGEncoder.reference.encode(image), libpng = try PNGEncoder.libpngDefault.encode(image)
        #expect(try PNGDecoder().decode(ours) == image)
        // A flat picture: libdeflate's shallow match search misses the matches a row up that zlib 9's
        // long chains find, so this one is only 7% smaller than libpng's (optipng -o2: 15%); the
        // writer buys its speed here and makes it up on the dense pictures (BENCHMARKS.md).
        #expect(ours.count < libpng.count * 95 / 100, "\(ours.count) against libpng's \(libpng.count)")
    }
}
