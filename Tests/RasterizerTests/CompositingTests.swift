import LayoutEngine
import Testing
@testable import Rasterizer

/// Source-over in premultiplied 8-bit space and its one rounding rule.
@Suite struct CompositingTests {
    @Test func div255RoundsToNearestForEveryProductOfTwoBytes() {
        for a in 0...255 {
            for b in stride(from: 0, through: 255, by: 3) {
                let x = a * b
                let expected = (Double(x) / 255).rounded(.toNearestOrAwayFromZero)
                #expect(Blend.div255(UInt32(x)) == UInt32(expected))
            }
        }
    }

    @Test func twoLaneDiv255MatchesTheScalarRule() {
        for x in stride(from: 0, through: 65025, by: 17) {
            let y = 65025 - x
            let lanes = Blend.div255Lanes(UInt32(x) | UInt32(y) << 16)
            #expect(lanes & 0xFFFF == Blend.div255(UInt32(x)))
            #expect(lanes >> 16 == Blend.div255(UInt32(y)))
        }
    }

    @Test func opaqueSourceOverAnythingIsTheSource() {
        let source = Blend.pack(10, 200, 30, 255)
        for d in [Blend.pack(0, 0, 0, 0), Blend.pack(255, 255, 255, 255), Blend.pack(40, 20, 10, 60)] {
            #expect(Blend.sourceOver(source, d) == source)
        }
    }

    @Test func transparentSourceChangesNothing() {
        let d = Blend.pack(40, 20, 10, 60)
        #expect(Blend.sourceOver(0, d) == d)
        #expect(Blend.sourceOver(Blend.scale(Blend.pack(255, 0, 0, 255), by: 0), d) == d)
    }

    @Test func halfBlackOverWhiteFollowsTheRoundingRule() {
        // s = (0,0,0,128); d' = 0 + div255(255 · 127) = 127 for colors, 128 + 127 = 255 for alpha.
        let result = Blend.sourceOver(Blend.premultiplied(Color(red: 0, green: 0, blue: 0, alpha: 128)), Blend.pack(255, 255, 255, 255))
        #expect(Blend.unpack(result) == (127, 127, 127, 255))
    }

    @Test func premultiplyingRoundsEachChannel() {
        // 200 · 100 / 255 = 78.43 → 78; 255 · 100 / 255 = 100.
        #expect(Blend.unpack(Blend.premultiplied(Color(red: 200, green: 255, blue: 1, alpha: 100))) == (78, 100, 0, 100))
    }

    @Test func translucentSolidSpanFastPathMatchesTheScalarRule() throws {
        // 256 opaque and translucent destination pixels, then a 30 % blue fill over all of them.
        var rgba: [UInt8] = []
        for v in 0..<256 {
            let value = UInt8(v)
            rgba += [value, 255 - value, value / 2, max(value, 40)]
        }
        var canvas = try Canvas(width: 256, height: 1)
        try canvas.drawImage(ImageContent(width: 256, height: 1, rgba: rgba), in: Rect(x: 0, y: 0, width: 256, height: 1))
        let before = canvas.bitmap
        let blue = Color(red: 10, green: 132, blue: 255, alpha: 77)
        canvas.fill(Rect(x: 0, y: 0, width: 256, height: 1), paint: .solid(blue))
        let after = canvas.bitmap
        for x in 0..<256 {
            let d = before.pixel(x, 0).map(UInt32.init)
            let expected = Blend.sourceOver(Blend.premultiplied(blue), Blend.pack(d[0], d[1], d[2], d[3]))
            let (r, g, b, a) = Blend.unpack(expected)
            #expect(after.pixel(x, 0) == [UInt8(r), UInt8(g), UInt8(b), UInt8(a)])
        }
    }

    @Test func translucentFillOverTheCanvasUsesTheSameRule() throws {
        var canvas = try Canvas(width: 4, height: 4, background: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), paint: .solid(Color(red: 0, green: 0, blue: 0, alpha: 77)))
        // 30 % black: 255 − 77 = 178; div255(255 · 178) = 178.
        #expect(canvas.bitmap.pixel(2, 2) == [178, 178, 178, 255])
    }
}
