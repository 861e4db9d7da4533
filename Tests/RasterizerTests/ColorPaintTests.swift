import Foundation
import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// COLR version 1 glyphs: paint graphs drawn by our rasterizer. The font is
/// Tests/Fixtures/Fonts/ColorPaints.ttf (made by make_font_fixtures.py, which says what each letter
/// paints); 1000 units per em, so at 100 pt and scale 1 a pixel is 10 units. Expected colors are
/// computed here from the paint's definition at each pixel's center, not read from a drawing.
@Suite struct ColorPaintTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")
    static let font = fonts.appendingPathComponent("ColorPaints.ttf").path

    /// `letter` at 100 pt, scale 1, in `color` on white, and its baseline in pixels.
    func drawn(_ letter: String, font: String = Self.font, color: Color = .black) throws -> (Bitmap, Double) {
        let layout = try TextEngine.shared.layout(letter, style: TextStyle(family: font, size: 100, fallback: []))
        var canvas = try Canvas(width: 100, height: 100, scale: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), paint: .solid(.white))
        for run in layout.runs { canvas.drawGlyphs(run, at: .zero, color: color) }
        return (canvas.bitmap, layout.lines[0].baseline)
    }

    /// The pixel whose center is nearest (x, y) in font units, and that center in font units.
    func sample(_ drawing: (Bitmap, Double), x: Double, y: Double) -> (pixel: [Int], x: Double, y: Double) {
        let (bitmap, baseline) = drawing
        let px = Int((x / 10).rounded(.down)), py = Int((baseline - y / 10).rounded(.down))
        return (Array(bitmap.pixel(px, py)).map(Int.init), (Double(px) + 0.5) * 10, (baseline - Double(py) - 0.5) * 10)
    }

    /// Red to blue at t (0...1), opaque.
    func redToBlue(_ t: Double) -> [Int] { [Int((255 * (1 - t)).rounded()), 0, Int((255 * t).rounded()), 255] }

    func expectClose(_ actual: [Int], _ expected: [Int], within tolerance: Int = 2, _ where: String,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
        #expect(close, "\(`where`): \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aLinearGradientRunsFromP0ToP1() throws {
        let drawing = try drawn("A")
        for x in [15.0, 205, 395, 605, 785] {
            let s = sample(drawing, x: x, y: 400)
            expectClose(s.pixel, redToBlue(s.x / 800), "A at x \(s.x)")
        }
    }

    @Test func aRadialGradientGrowsFromTheCenter() throws {
        let drawing = try drawn("B")
        for (x, y) in [(405.0, 405.0), (505, 405), (605, 605), (105, 405), (25, 25)] {
            let s = sample(drawing, x: x, y: y)
            let t = min(((s.x - 400) * (s.x - 400) + (s.y - 400) * (s.y - 400)).squareRoot() / 400, 1)
            expectClose(s.pixel, [0, Int((255 * (1 - t)).rounded()), Int((255 * t).rounded()), 255], "B at (\(s.x), \(s.y))")
        }
    }

    @Test func aSweepGradientTurnsCounterClockwiseFromThePositiveXAxis() throws {
        let drawing = try drawn("C")
        for (x, y) in [(705.0, 455.0), (455, 705), (105, 455), (355, 105), (705, 345)] {
            let s = sample(drawing, x: x, y: y)
            var angle = atan2(s.y - 400, s.x - 400) * 180 / .pi
            if angle < 0 { angle += 360 }
            expectClose(s.pixel, redToBlue(min(angle / 270, 1)), "C at (\(s.x), \(s.y)), \(angle)°")
        }
    }

    @Test func transformsRotateScaleAndTranslateTheirPaint() throws {
        // D: the bar rotated a quarter turn around (400, 400): 300...500 across, 100...700 up.
        let d = try drawn("D")
        #expect(sample(d, x: 405, y: 150).pixel == [255, 0, 0, 255])
        #expect(sample(d, x: 405, y: 650).pixel == [255, 0, 0, 255])
        #expect(sample(d, x: 150, y: 405).pixel == [255, 255, 255, 255])
        // J: the bar halved around (400, 400) and moved up 200: 250...550 across, 550...650 up.
        let j = try drawn("J")
        #expect(sample(j, x: 305, y: 605).pixel == [0, 255, 0, 255])
        #expect(sample(j, x: 205, y: 605).pixel == [255, 255, 255, 255])
        #expect(sample(j, x: 305, y: 405).pixel == [255, 255, 255, 255])
    }

    @Test func aCompositeCombinesSourceAndBackdropByItsMode() throws {
        // E: blue SRC_IN the red bar: blue inside the bar, nothing (white) elsewhere in the square.
        let e = try drawn("E")
        #expect(sample(e, x: 405, y: 405).pixel == [0, 0, 255, 255])
        #expect(sample(e, x: 405, y: 705).pixel == [255, 255, 255, 255])
        #expect(sample(e, x: 55, y: 405).pixel == [255, 255, 255, 255])
    }

    @Test("each composite mode of W3C Compositing and Blending, on one pair of pixels")
    func compositeModesFollowTheW3CFormulas() {
        let source = Blend.pack(0, 0, 128, 128)        // blue at half alpha, premultiplied
        let backdrop = Blend.pack(255, 0, 0, 255)      // opaque red
        func mode(_ m: ColorPaint.CompositeMode) -> [UInt32] {
            let (r, g, b, a) = Blend.unpack(Canvas.composite(source, over: backdrop, mode: m)); return [r, g, b, a]
        }
        #expect(mode(.clear) == [0, 0, 0, 0])
        #expect(mode(.source) == [0, 0, 128, 128])
        #expect(mode(.destination) == [255, 0, 0, 255])
        #expect(mode(.sourceOver) == [127, 0, 128, 255])   // 255·(1 − 128/255) = 127
        #expect(mode(.sourceIn) == [0, 0, 128, 128])
        #expect(mode(.destinationOut) == [127, 0, 0, 127])
        #expect(mode(.xor) == [127, 0, 0, 127])
        // multiply: (1 − αb)·s + (1 − αs)·d + αs·αb·Cs·Cb, with αb = 1: red 127 + 0, blue 0 + 0 (Cs·Cb = 0).
        #expect(mode(.multiply) == [127, 0, 0, 255])
        // screen: Cs + Cb − Cs·Cb = 1 for red and blue: red 127 + 128, blue 0 + 128.
        #expect(mode(.screen) == [255, 0, 128, 255])
        #expect(mode(.difference) == [255, 0, 128, 255])
    }

    @Test func aClipBoxLimitsWhatIsDrawn() throws {
        let f = try drawn("F")
        #expect(sample(f, x: 205, y: 405).pixel == [255, 0, 0, 255])
        #expect(sample(f, x: 605, y: 405).pixel == [255, 255, 255, 255])
    }

    @Test func aColrGlyphPaintDrawsTheGlyphItNames() throws {
        let (g, a) = (try drawn("G").0, try drawn("A").0)
        #expect(g == a, "\((0..<100).filter { g.pixel($0, 50) != a.pixel($0, 50) }.count) pixels of row 50 differ")
    }

    @Test func theForegroundPaletteIndexTakesTheTextColorAndItsAlpha() throws {
        let h = try drawn("H", color: Color(red: 0, green: 0, blue: 255))
        // Blue at alpha 0.5 (128) over white: 255·(1 − 128/255) = 127 in red and green.
        expectClose(sample(h, x: 405, y: 405).pixel, [127, 127, 255, 255], within: 1, "H")
    }

    @Test func aRepeatingColorLineStartsOverEveryStopSpan() throws {
        let drawing = try drawn("I")
        for x in [25.0, 105, 215, 305, 555, 785] {
            let s = sample(drawing, x: x, y: 400)
            let t = s.x / 200 - (s.x / 200).rounded(.down)
            expectClose(s.pixel, redToBlue(t), "I at x \(s.x)")
        }
    }

    @Test func theHueModeTakesTheSourcesHueAtTheBackdropsSaturationAndLuminosity() throws {
        let k = try drawn("K")
        // Outside the red bar there is no backdrop: the blue source.
        #expect(sample(k, x: 55, y: 705).pixel == [0, 0, 255, 255])
        // In the bar, W3C's SetLum(SetSat(blue, Sat(red) = 1), Lum(red) = 0.3): blue (0, 0, 1) has Lum
        // 0.11, +0.19 gives (0.19, 0.19, 1.19), and ClipColor pulls 1.19 to 1 around 0.3:
        // 0.3 + (0.19 − 0.3)·0.7 / 0.89 = 0.2135, 54 of 255.
        expectClose(sample(k, x: 405, y: 405).pixel, [54, 54, 255, 255], within: 1, "K in the bar")
    }

    @Test func aPaintCycleIsMalformedAndTheGlyphDrawsItsOutline() throws {
        let face = try FontFace(path: Self.font)
        let glyph = try TextEngine.shared.layout("L", style: TextStyle(family: Self.font, size: 10, fallback: [])).runs[0].glyphs[0]
        #expect(face.colorPaint(glyph) == nil)
        #expect(face.warnings.contains { $0.contains("glyph \(glyph): malformed COLR paint") && $0.contains("refers to itself") },
                "\(face.warnings)")
        let l = try drawn("L", color: .black)
        #expect(sample(l, x: 405, y: 405).pixel == [0, 0, 0, 255])
    }

    @Test func withoutAClipBoxAPaintStaysWithinAnEmAroundItsSquare() throws {
        // "N" is red with no PaintGlyph and no clip box: it fills -1000...2000 units both ways, and no more.
        let layout = try TextEngine.shared.layout("N", style: TextStyle(family: Self.font, size: 100, fallback: []))
        var canvas = try Canvas(width: 500, height: 500, scale: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 500, height: 500), paint: .solid(.white))
        for run in layout.runs { canvas.drawGlyphs(run, at: Point(x: 150, y: 150), color: .black) }
        let baseline = 150 + layout.lines[0].baseline
        let red: [UInt8] = [255, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        #expect(Array(canvas.bitmap.pixel(51, Int(baseline))) == red)
        #expect(Array(canvas.bitmap.pixel(48, Int(baseline))) == white)
        #expect(Array(canvas.bitmap.pixel(348, Int(baseline))) == red)
        #expect(Array(canvas.bitmap.pixel(351, Int(baseline))) == white)
        #expect(Array(canvas.bitmap.pixel(200, Int(baseline) - 198)) == red)
        #expect(Array(canvas.bitmap.pixel(200, Int(baseline) - 202)) == white)
    }

    @Test func variablePaintsAwayFromTheDefaultInstanceAreReadAtTheirDefaultsWithAWarning() throws {
        let glyph = try TextEngine.shared.layout("O", style: TextStyle(family: Self.font, size: 10, fallback: [])).runs[0].glyphs[0]
        let regular = try FontFace(path: Self.font, variations: ["wght": 400])
        let paint = try #require(regular.colorPaint(glyph))
        #expect(regular.warnings.isEmpty)
        let bold = try FontFace(path: Self.font, variations: ["wght": 700])
        #expect(bold.colorPaint(glyph) == paint)
        #expect(bold.warnings == ["\(Self.font): glyph \(glyph): variable paints are drawn at the font's default instance"])
    }

    @Test func aMalformedTableDrawsEveryGlyphAsItsOutlineWithAWarning() throws {
        let broken = Self.fonts.appendingPathComponent("ColorPaintsBroken.ttf").path
        let face = try FontFace(path: broken)
        #expect(face.warnings.count == 1)
        #expect(face.warnings.first?.contains("malformed COLR table (BaseGlyphList offset") == true)
        let a = try drawn("A", font: broken, color: .black)
        #expect(sample(a, x: 405, y: 405).pixel == [0, 0, 0, 255])
        #expect(sample(a, x: 15, y: 405).pixel == [0, 0, 0, 255])
    }

    @Test func aGlyphIsDrawnOncePerSizeOffsetAndColorAndTheCacheChangesNoByte() throws {
        let layout = try TextEngine.shared.layout("ABAB", style: TextStyle(family: Self.font, size: 20, fallback: []))
        func draw(_ color: Color, cache: GlyphMaskCache?) throws -> Bitmap {
            var canvas = try Canvas(width: 200, height: 60, scale: 2)
            canvas.fill(Rect(x: 0, y: 0, width: 100, height: 30), paint: .solid(.white))
            for run in layout.runs { canvas.drawGlyphs(run, at: Point(x: 2.1, y: 3.3), color: color, cache: cache) }
            return canvas.bitmap
        }
        let cache = GlyphMaskCache()
        let first = try draw(.black, cache: cache)
        let kept = cache.colorImageCount
        // A and B, each at the quarter-pixel offsets their positions fall on.
        #expect(kept >= 2 && kept <= 4)
        #expect(try draw(.black, cache: cache) == first)
        #expect(cache.colorImageCount == kept)
        #expect(try draw(.black, cache: nil) == first)
        // A paint may use the text's color (palette index 0xFFFF), so another color is another image.
        _ = try draw(Color(red: 0, green: 0, blue: 255), cache: cache)
        #expect(cache.colorImageCount == 2 * kept)
    }

    @Test("COLR v1 glyphs A to K, a line at 2x")
    func colorPaintsPicture() throws {
        let layout = try TextEngine.shared.layout("ABCDEFGHIJK", style: TextStyle(family: Self.font, size: 40, fallback: []))
        let node = SceneNode(id: "text", frame: Rect(x: 8, y: 8, width: layout.size.width, height: layout.size.height),
                             content: .text(layout, color: Color(red: 88, green: 86, blue: 214)))
        assertSnapshot(of: Scene(size: Size(width: layout.size.width + 16, height: layout.size.height + 16), scale: 2,
                                 background: .white, nodes: [node]), named: "colorPaints")
    }
}
