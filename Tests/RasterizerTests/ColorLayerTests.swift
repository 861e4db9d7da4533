import Foundation
import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// COLR version 0 glyphs drawn as colored outline layers, and the emoji bitmap cache. The font is
/// Tests/Fixtures/Fonts/ColorLayers.ttf (made by make_font_fixtures.py): "A" is a red square under a
/// blue bar, "B" a green square under a bar in the text's color, "C" a plain outline; 1000 units per
/// em, the squares from 0 to 800 units, the bars from 100 to 700 across and 300 to 500 up.
@Suite struct ColorLayerTests {
    static let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts/ColorLayers.ttf").path

    /// "ABC" at 100 pt, scale 1, in `color`, on white: each glyph's square is 80 pixels wide.
    func drawn(color: Color) throws -> Bitmap {
        let layout = try TextEngine.shared.layout("ABC", style: TextStyle(family: Self.font, size: 100, fallback: []))
        var canvas = try Canvas(width: 240, height: 100, scale: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 240, height: 100), paint: .solid(.white))
        for run in layout.runs { canvas.drawGlyphs(run, at: .zero, color: color) }
        return canvas.bitmap
    }

    /// The pixel `up` units above the baseline and `across` units right of glyph `index`'s origin.
    func pixel(_ bitmap: Bitmap, glyph index: Int, across: Double, up: Double, baseline: Double) -> [UInt8] {
        Array(bitmap.pixel(index * 80 + Int(across / 10), Int(baseline - up / 10)))
    }

    @Test func layersAreDrawnInTheirPaletteColorsBottomFirst() throws {
        let layout = try TextEngine.shared.layout("A", style: TextStyle(family: Self.font, size: 100, fallback: []))
        let baseline = layout.lines[0].baseline
        let bitmap = try drawn(color: .black)
        // A: red square, blue bar over it.
        #expect(pixel(bitmap, glyph: 0, across: 50, up: 700, baseline: baseline) == [255, 0, 0, 255])
        #expect(pixel(bitmap, glyph: 0, across: 400, up: 400, baseline: baseline) == [0, 0, 255, 255])
        // B: green square (CPAL 0, 128, 0), the bar in the text's color.
        #expect(pixel(bitmap, glyph: 1, across: 50, up: 700, baseline: baseline) == [0, 128, 0, 255])
        #expect(pixel(bitmap, glyph: 1, across: 400, up: 400, baseline: baseline) == [0, 0, 0, 255])
        // C has no layers: its outline in the text's color.
        #expect(pixel(bitmap, glyph: 2, across: 400, up: 400, baseline: baseline) == [0, 0, 0, 255])
    }

    @Test func theForegroundLayerFollowsTheTextColor() throws {
        let layout = try TextEngine.shared.layout("A", style: TextStyle(family: Self.font, size: 100, fallback: []))
        let baseline = layout.lines[0].baseline
        let purple = Color(red: 128, green: 0, blue: 128)
        let bitmap = try drawn(color: purple)
        #expect(pixel(bitmap, glyph: 1, across: 400, up: 400, baseline: baseline) == [128, 0, 128, 255])
        #expect(pixel(bitmap, glyph: 1, across: 50, up: 700, baseline: baseline) == [0, 128, 0, 255])
        #expect(pixel(bitmap, glyph: 2, across: 400, up: 400, baseline: baseline) == [128, 0, 128, 255])
    }

    @Test("a translucent node's color layers are composited as one group: the palette's red at the node's opacity")
    func aTranslucentNodeFadesItsLayersAsOneGroup() throws {
        let layout = try TextEngine.shared.layout("A", style: TextStyle(family: Self.font, size: 100, fallback: []))
        var node = SceneNode(id: "text", frame: Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
                             content: .text(layout, color: .black))
        node.opacity = 0.5
        let bitmap = try ScenePainter().render(Scene(size: Size(width: layout.size.width, height: layout.size.height), scale: 1,
                                                     background: .white, nodes: [node]))
        let baseline = layout.lines[0].baseline
        // The red square at half opacity over white, and the blue bar over it, not over the red.
        #expect(pixel(bitmap, glyph: 0, across: 50, up: 700, baseline: baseline) == [255, 127, 127, 255])
        #expect(pixel(bitmap, glyph: 0, across: 400, up: 400, baseline: baseline) == [127, 127, 255, 255])
    }

    @Test func layersComeFromTheFontsTables() throws {
        let face = try FontFace(path: Self.font)
        let layout = try TextEngine.shared.layout("AC", style: TextStyle(family: Self.font, size: 10, fallback: []))
        let glyphs = layout.runs.flatMap(\.glyphs)
        let layers = try #require(face.colorLayers(glyphs[0]))
        #expect(layers.map(\.color) == [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255)])
        #expect(face.colorLayers(glyphs[1]) == nil)
        #expect(try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf").colorLayers(glyphs[0]) == nil)
    }

    @Test("a color layer font, a line at 3x")
    func colorLayersPicture() throws {
        let style = TextStyle(family: Self.font, size: 40, fallback: [])
        let layout = try TextEngine.shared.layout("AB CA", style: style)
        let node = SceneNode(id: "text", frame: Rect(x: 8, y: 8, width: layout.size.width, height: layout.size.height),
                             content: .text(layout, color: Color(red: 88, green: 86, blue: 214)))
        assertSnapshot(of: Scene(size: Size(width: layout.size.width + 16, height: layout.size.height + 16), scale: 3,
                                 background: .white, nodes: [node]), named: "colorLayers")
    }

    @Test func anEmojiDrawnManyTimesIsResizedOncePerSize() throws {
        let cache = GlyphMaskCache()
        func draw(_ size: Double) throws -> Bitmap {
            let layout = try TextEngine.shared.layout("👋👋👋 👋", style: TextStyle(size: size))
            var canvas = try Canvas(width: Int(layout.size.width * 2) + 2, height: Int(layout.size.height * 2) + 2, scale: 2)
            for run in layout.runs { canvas.drawGlyphs(run, at: .zero, color: .black, cache: cache) }
            return canvas.bitmap
        }
        let first = try draw(17)
        #expect(cache.colorImageCount == 1)
        #expect(try draw(17) == first)
        _ = try draw(34)
        #expect(cache.colorImageCount == 2)
        // Without the cache, the same bytes.
        let layout = try TextEngine.shared.layout("👋👋👋 👋", style: TextStyle(size: 17))
        var canvas = try Canvas(width: Int(layout.size.width * 2) + 2, height: Int(layout.size.height * 2) + 2, scale: 2)
        for run in layout.runs { canvas.drawGlyphs(run, at: .zero, color: .black) }
        #expect(canvas.bitmap == first)
    }
}
