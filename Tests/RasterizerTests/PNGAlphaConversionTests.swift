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

    @Test("the table-driven bitmap conversion agrees with the scalar rule")
    func bitmapConversionMatchesScalarRule() {
        let bitmap = PNGTestSupport.patternBitmap(width: 64, height: 32, opaque: false)
        let image = RGBAImage(bitmap)
        for i in stride(from: 0, to: bitmap.pixels.count, by: 4) {
            let a = bitmap.pixels[i + 3]
            #expect(image.pixels[i + 3] == a)
            for k in 0..<3 { #expect(image.pixels[i + k] == RGBAImage.unpremultiplied(bitmap.pixels[i + k], alpha: a)) }
        }
    }

    @Test("RGBAImage refuses a byte count that does not match its size")
    func mismatchedSizeIsNil() {
        #expect(RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: -1, height: -4, pixels: [0, 0, 0, 0]) == nil)
        #expect(RGBAImage(width: Int.max, height: 2, pixels: []) == nil)
    }
}
