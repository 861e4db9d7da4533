import Foundation
import LayoutEngine
import PDFExport
import Rasterizer
import TestSupport
import Testing

/// What attributed and colored text looks like in the PDF, read back with poppler (pdftoppm pages
/// at scale 2, pdffonts): each run's own color, underlines and strikethroughs, each weight of a
/// variable font as its own instance, and color glyphs (COLR layers and paints, emoji bitmaps) in
/// their colors. Fonts: Tests/Fixtures/Fonts (make_font_fixtures.py says what each glyph is).
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (pdftoppm, pdffonts)"))
struct PDFTextStyleTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fonts")

    /// `layouts` as text nodes stacked 10 points apart on a white page, written as a PDF, and that
    /// page as pdftoppm draws it at scale 2, with the nodes' frames (both pictures are written to
    /// $PDF_APPEARANCE_OUT when it is set, for looking at).
    func page(_ layouts: [TextLayout], named name: String) throws -> (pdf: String, image: RGBAImage, frames: [Rect], scene: Scene) {
        var y = 10.0
        let nodes = layouts.enumerated().map { index, layout in
            defer { y += layout.size.height + 10 }
            return SceneNode(id: "text\(index)", frame: Rect(x: 10, y: y, width: layout.size.width, height: layout.size.height),
                             content: .text(layout, color: .black))
        }
        let width = (layouts.map(\.size.width).max() ?? 0) + 20
        let scene = Scene(size: Size(width: width.rounded(.up), height: y.rounded(.up)), scale: 2, background: .white, nodes: nodes)
        let file = try Scratch.directory("pdf-text-style").appendingPathComponent("\(name).pdf").path
        try ScenePDFWriter().write([scene], toPath: file)
        let image = try PDFPageAppearanceTests.poppler(file, page: 1, scale: 2)
        if let keep = ProcessInfo.processInfo.environment["PDF_APPEARANCE_OUT"] {
            try AtomicFile.write(try PNGEncoder().encode(image), toPath: "\(keep)/\(name)-pdf.png")
            try AtomicFile.write(try PNGEncoder().encode(RGBAImage(try ScenePainter().render(scene))), toPath: "\(keep)/\(name)-png.png")
        }
        return (file, image, nodes.map(\.frame), scene)
    }

    /// The pixels of `image` (scale 2) inside `rect` (points) that satisfy `test` on (r, g, b).
    func count(_ image: RGBAImage, in rect: Rect, where test: (Int, Int, Int) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY * 2)..<min(image.height, Int((rect.maxY * 2).rounded(.up))) {
            for x in Int(rect.minX * 2)..<min(image.width, Int((rect.maxX * 2).rounded(.up))) {
                let i = 4 * (y * image.width + x)
                if test(Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2])) { n += 1 }
            }
        }
        return n
    }

    func isRed(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 180 && g < 90 && b < 90 }
    func isBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b > 180 && r < 90 && g < 90 }

    @Test func eachRunKeepsItsColorUnderlineAndStrikethrough() throws {
        let style = TextStyle(size: 40, fallback: [])
        let text = AttributedText([.init("Red ", font: style, color: Color(red: 255, green: 0, blue: 0), underline: .thick),
                                   .init("Blue", font: style, color: Color(red: 0, green: 0, blue: 255), strikethrough: .thick)])
        let layout = try TextEngine.shared.layout(text)
        #expect(layout.decorations.count == 2)
        let (pdf, image, frames, scene) = try page([layout], named: "attributed")
        #expect(try Poppler.run("pdftotext", [pdf, "-"]).contains("Red Blue"))
        let origin = frames[0].origin
        for decoration in layout.decorations {
            // The middle of each line, inset half a point so anti-aliased edges are left out.
            let line = decoration.rect.offsetBy(dx: origin.x, dy: origin.y).inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))
            let red = decoration.color == Color(red: 255, green: 0, blue: 0)
            let wanted: (Int, Int, Int) -> Bool = { r, g, b in red ? isRed(r, g, b) : isBlue(r, g, b) }
            let matching = count(image, in: line, where: wanted), all = count(image, in: line) { _, _, _ in true }
            #expect(all > 0 && matching == all, "\(decoration): \(matching) of \(all)")
        }
        // The glyphs of "Red" are red and those of "Blue" blue, none black.
        let half = frames[0].width / 2
        let left = Rect(x: origin.x, y: origin.y, width: half - 10, height: frames[0].height)
        let right = Rect(x: origin.x + half + 10, y: origin.y, width: half - 10, height: frames[0].height)
        #expect(count(image, in: left, where: isRed) > 100)
        #expect(count(image, in: right, where: isBlue) > 100)
        let black = count(image, in: frames[0]) { r, g, b in r + g + b < 100 }
        #expect(black == 0)
        let difference = try ImageComparator().compare(RGBAImage(try ScenePainter().render(scene)), image)
        #expect(difference.ratio <= PDFPageAppearanceTests.tolerance)
    }

    @Test func eachWeightOfAVariableFontIsItsOwnInstance() throws {
        let font = Self.fonts.appendingPathComponent("VariableWeight.ttf").path
        let thin = try TextEngine.shared.layout("IIII", style: TextStyle(family: font, size: 50, weight: .ultraLight, fallback: []))
        let black = try TextEngine.shared.layout("IIII", style: TextStyle(family: font, size: 50, weight: .black, fallback: []))
        let (pdf, image, frames, scene) = try page([thin, black], named: "weights")
        // Stems 50 and 400 units wide (wght 100 and 900): the black line has 8 times the ink.
        let dark: (Int, Int, Int) -> Bool = { r, g, b in r + g + b < 200 }
        let thinInk = count(image, in: frames[0], where: dark), blackInk = count(image, in: frames[1], where: dark)
        #expect(thinInk > 0 && Double(blackInk) > 6 * Double(thinInk), "\(thinInk) and \(blackInk) dark pixels")
        let fonts = try Poppler.run("pdffonts", [pdf]).split(separator: "\n").dropFirst(2)
        #expect(fonts.count == 2, "\(fonts)")
        let difference = try ImageComparator().compare(RGBAImage(try ScenePainter().render(scene)), image)
        #expect(difference.ratio <= PDFPageAppearanceTests.tolerance)
    }

    @Test func colorGlyphsAreDrawnInTheirColors() throws {
        let layers = try TextEngine.shared.layout("AB", style: TextStyle(family: Self.fonts.appendingPathComponent("ColorLayers.ttf").path,
                                                                          size: 40, fallback: []))
        let paints = try TextEngine.shared.layout("ABCDEFIJ", style: TextStyle(family: Self.fonts.appendingPathComponent("ColorPaints.ttf").path,
                                                                                size: 40, fallback: []))
        let emoji = try TextEngine.shared.layout("Hi 👋", style: TextStyle(size: 40))
        let (_, image, frames, scene) = try page([layers, paints, emoji], named: "color-glyphs")
        // COLR v0 "A": a red square under a blue bar (square 0...32 points, bar 12...20 up at 40 pt).
        let a = frames[0].origin, baseline = layers.lines[0].baseline
        #expect(count(image, in: Rect(x: a.x + 14, y: a.y + baseline - 18, width: 4, height: 4), where: isBlue) == 64)
        #expect(count(image, in: Rect(x: a.x + 1, y: a.y + baseline - 30, width: 2, height: 2), where: isRed) == 16)
        // COLR v1 "E": blue where the bar is, white over the rest of the square.
        let e = Point(x: frames[1].minX + 4 * 32, y: frames[1].minY + paints.lines[0].baseline)
        #expect(count(image, in: Rect(x: e.x + 14, y: e.y - 18, width: 4, height: 4), where: isBlue) == 64)
        let white = count(image, in: Rect(x: e.x + 14, y: e.y - 30, width: 4, height: 4)) { r, g, b in r + g + b > 750 }
        #expect(white == 64)
        // The emoji is in color: many saturated pixels.
        let saturated = count(image, in: frames[2]) { r, g, b in max(r, g, b) - min(r, g, b) > 100 }
        #expect(saturated > 200)
        let difference = try ImageComparator().compare(RGBAImage(try ScenePainter().render(scene)), image)
        #expect(difference.ratio <= PDFPageAppearanceTests.tolerance, "\(difference.differentPixelCount) pixels differ")
    }

    /// Radial gradients whose circle at the first or last stop has a negative radius (ColorRadial.ttf):
    /// cairo takes no negative radius, so the PDF cuts the line where r = 0 (pad) or moves the circles
    /// by whole periods (repeat, reflect); both draw only where r >= 0. Before, the PDF drew nothing.
    @Test func radialGradientsWithNegativeRadiiLookAsInThePNG() throws {
        let glyphs = try TextEngine.shared.layout("ABCDEF", style: TextStyle(family: Self.fonts.appendingPathComponent("ColorRadial.ttf").path,
                                                                              size: 40, fallback: []))
        let (_, image, frames, scene) = try page([glyphs], named: "color-radial")
        let baseline = glyphs.lines[0].baseline
        for index in 0..<6 {
            // Each glyph is a 32-point square; its middle 16 points are painted in the PDF too.
            let square = Rect(x: frames[0].minX + Double(index) * 32 + 8, y: frames[0].minY + baseline - 24, width: 16, height: 16)
            let painted = count(image, in: square) { r, g, b in r + g + b < 600 }
            #expect(painted == 32 * 32, "glyph \(index): \(painted) of 1024 pixels painted")
        }
        let png = RGBAImage(try ScenePainter().render(scene))
        let difference = try ImageComparator().compare(png, image)
        #expect(difference.ratio <= PDFPageAppearanceTests.tolerance, "\(difference.differentPixelCount) pixels differ")
    }
}
