import Testing
@testable import Rasterizer

@Suite("Straight and premultiplied alpha")
struct PNGAlphaConversionTests {
    @Test("premultiplying rounds c * a / 255 to nearest for every 8-bit pair")
    func premultiplyRoundsToNearest() {
        for a in 0...255 {
            for c in 0...255 {
                let exact = (Double(c) * Double(a) / 255).rounded(.toNearestOrAwayFromZero)
                #expect(RGBAImage.premultiplied(UInt8(c), alpha: UInt8(a)) == UInt8(exact))
            }
        }
    }

    @Test("every valid premultiplied value survives un-premultiply then premultiply")
    func premultipliedRoundTripIsIdentity() {
        var failures = 0
        for a in 0...255 {
            for c in 0...a {
                let straight = RGBAImage.unpremultiplied(UInt8(c), alpha: UInt8(a))
                if RGBAImage.premultiplied(straight, alpha: UInt8(a)) != UInt8(a == 0 ? 0 : c) { failures += 1 }
            }
        }
        #expect(failures == 0)
    }

    @Test("a transparent pixel un-premultiplies to zero color")
    func transparentBecomesZero() {
        #expect(RGBAImage.unpremultiplied(0, alpha: 0) == 0)
        #expect(RGBAImage.unpremultiplied(77, alpha: 0) == 0)
    }

    @Test("an invalid premultiplied color (c > a) clamps to 255")
    func invalidPremultipliedClamps() {
        #expect(RGBAImage.unpremultiplied(200, alpha: 100) == 255)
    }

    /// Every (color, alpha) pair once: row = alpha, column = color, all three channels alike.
    static let everyPair: [UInt8] = (0..<65536).flatMap { index -> [UInt8] in
        let c = UInt8(index & 0xFF), a = UInt8(index >> 8)
        return [c, c, c, a]
    }

    /// Pixels of `converted` that differ from `rule` applied to `everyPair` (alpha must be kept).
    static func mismatches(_ converted: [UInt8], rule: (UInt8, UInt8) -> UInt8) -> Int {
        stride(from: 0, to: everyPair.count, by: 4).filter { i in
            converted[i] != rule(everyPair[i], everyPair[i + 3]) || converted[i + 3] != everyPair[i + 3]
        }.count
    }

    @Test("the bitmap conversion un-premultiplies every pair by the scalar rule")
    func bitmapConversionMatchesUnpremultiplyRule() throws {
        let image = RGBAImage(try #require(Bitmap(width: 256, height: 256, pixels: Self.everyPair)))
        #expect(Self.mismatches(image.pixels) { RGBAImage.unpremultiplied($0, alpha: $1) } == 0)
    }

    @Test("the image conversion premultiplies every pair by the scalar rule")
    func imageConversionMatchesPremultiplyRule() throws {
        let bitmap = Bitmap(try #require(RGBAImage(width: 256, height: 256, pixels: Self.everyPair)))
        #expect(Self.mismatches(bitmap.pixels) { RGBAImage.premultiplied($0, alpha: $1) } == 0)
    }

    @Test("an opaque bitmap's pixels are its straight pixels")
    func opaqueBitmapIsShared() {
        let bitmap = PNGTestSupport.patternBitmap(width: 9, height: 7, opaque: true)
        #expect(RGBAImage(bitmap).pixels == bitmap.pixels)
    }

    @Test("RGBAImage refuses a byte count that does not match its size")
    func mismatchedSizeIsNil() {
        #expect(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: -1, height: -4, pixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: Int.max, height: 2, pixels: []) == nil)
    }
}
