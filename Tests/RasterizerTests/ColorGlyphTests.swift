import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// Color glyphs: emoji bitmaps resized by area averaging and drawn in their own colors.
@Suite struct ColorGlyphTests {
    func drawn(_ text: String, size: Double = 17, scale: Double = 2) throws -> Bitmap {
        let layout = try TextEngine.shared.layout(text, style: TextStyle(size: size))
        var canvas = try Canvas(width: Int((layout.size.width + 4) * scale), height: Int((layout.size.height + 4) * scale), scale: scale)
        canvas.fill(Rect(x: 0, y: 0, width: layout.size.width + 4, height: layout.size.height + 4), paint: .solid(.white))
        for run in layout.runs { canvas.drawGlyphs(run, at: Point(x: 2, y: 2), color: .black) }
        return canvas.bitmap
    }

    /// How many pixels are clearly colored (not gray).
    func coloredPixels(_ bitmap: Bitmap) -> Int {
        var count = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x, y)
                if Int(p[0..<3].max()!) - Int(p[0..<3].min()!) > 60 { count += 1 }
            }
        }
        return count
    }

    @Test func wavingHandIsDrawnInColor() throws {
        let bitmap = try drawn("Jane 👋")
        #expect(coloredPixels(bitmap) > 200)
        #expect(coloredPixels(try drawn("Jane")) == 0)
    }

    @Test func emojiIsTheSameBytesEveryTime() throws {
        #expect(try drawn("👋🇰🇷") == drawn("👋🇰🇷"))
    }

    @Test func areaAverageOfAUniformImageKeepsItsColor() {
        let rgba = [UInt8](repeating: 0, count: 7 * 5 * 4).enumerated().map { i, _ in [200, 100, 50, 255][i % 4] as UInt8 }
        for (w, h) in [(3, 2), (7, 5), (20, 11)] {
            let out = AreaAverage.resize(rgba.map { $0 }, width: 7, height: 5, toWidth: w, height: h)
            #expect(out.allSatisfy { $0 == Blend.pack(200, 100, 50, 255) }, "\(w)x\(h)")
        }
    }

    @Test func areaAverageHalvingTakesTheRoundedMean() {
        // A 2x1 image of black and white pixels, halved: their mean, rounded half up.
        let out = AreaAverage.resize([0, 0, 0, 255, 255, 255, 255, 255], width: 2, height: 1, toWidth: 1, height: 1)
        #expect(out == [Blend.pack(128, 128, 128, 255)])
    }

    @Test func areaAverageWeightsSumToTheSourceSize() {
        for (source, output) in [(136, 20), (136, 41), (128, 300), (5, 5)] {
            for list in AreaAverage.weights(source: source, output: output) {
                #expect(list.reduce(0) { $0 + $1.weight } == source)
            }
        }
    }
}
