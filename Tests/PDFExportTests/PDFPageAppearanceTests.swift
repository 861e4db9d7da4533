import DesignSystem
import Foundation
import LayoutEngine
import PDFExport
import Rasterizer
import TestSupport
import Testing

/// The PDF's pages, rasterized by poppler's pdftoppm at the scenes' scale, look like the PNG pages
/// our rasterizer draws of the same scenes: pixelmatch's YIQ metric at its default threshold (0.1),
/// anti-aliased pixels not counted, and at most `tolerance` of the pixels differing. Glyph edges
/// are where the two rasterizers part: poppler's Splash draws glyphs through FreeType's rasterizer
/// and puts each glyph's origin on a whole pixel vertically, where ours keeps the fraction, so a
/// line of text sits up to a pixel apart (measured on the example document's first page: 7.0% of
/// the pixels differ at scale 1, 2.5% at 2, 1.6% at 3, 1.4% at 4).
@Suite(.enabled(if: Poppler.isInstalled, "needs poppler-utils (pdftoppm)"))
struct PDFPageAppearanceTests {
    /// The share of pixels allowed to differ, at scale 2. Measured on the pages below at most
    /// MEASURED; text moved by one point is over it (`textMovedByAPointIsNoticed`).
    static let tolerance = 0.04

    /// The page pdftoppm renders of page `index` (from 1) of `file` at `scale` pixels per point.
    static func poppler(_ file: String, page index: Int, scale: Double) throws -> RGBAImage {
        let prefix = (file as NSString).deletingPathExtension + "-\(index)"
        try Poppler.run("pdftoppm", ["-r", "\(72 * scale)", "-f", "\(index)", "-l", "\(index)", "-png", "-singlefile", file, prefix])
        return try PNGDecoder().decode(contentsOfFile: prefix + ".png")
    }

    /// Compares every page of `scenes` as PDF with our own rendering; writes both and the
    /// difference next to the PDF for looking at.
    static func compare(_ scenes: [Scene], named name: String) throws -> [ImageDifference] {
        let folder = try Scratch.directory("pdf-appearance")
        let file = folder.appendingPathComponent("\(name).pdf").path
        try ScenePDFWriter().write(scenes, toPath: file)
        return try scenes.enumerated().map { index, scene in
            let ours = RGBAImage(try ScenePainter().render(scene))
            let theirs = try poppler(file, page: index + 1, scale: scene.scale)
            let difference = try ImageComparator().compare(ours, theirs, drawingDifference: true)
            if let keep = ProcessInfo.processInfo.environment["PDF_APPEARANCE_OUT"] {
                try AtomicFile.write(try PNGEncoder().encode(ours), toPath: "\(keep)/\(name)-\(index + 1)-png.png")
                try AtomicFile.write(try PNGEncoder().encode(theirs), toPath: "\(keep)/\(name)-\(index + 1)-pdf.png")
                if let image = difference.differenceImage {
                    try AtomicFile.write(try PNGEncoder().encode(image), toPath: "\(keep)/\(name)-\(index + 1)-diff.png")
                }
            }
            return difference
        }
    }

    @Test func documentPagesLookLikeThePNGPages() throws {
        let pages = try ScenePDFWriterTests.document.pages(scale: 2)
        for (index, difference) in try Self.compare(pages, named: "journals").enumerated() {
            #expect(difference.ratio <= Self.tolerance, "page \(index + 1): \(difference.differentPixelCount) pixels differ")
        }
    }

    /// The test can fail: the page compared with our drawing of it with the journal text a point
    /// lower differs in more than `tolerance` of its pixels.
    @Test func textMovedByAPointIsNoticed() throws {
        let folder = try Scratch.directory("pdf-appearance")
        let file = folder.appendingPathComponent("moved.pdf").path
        let page = try #require(try ScenePDFWriterTests.document.pages(scale: 2).first)
        try ScenePDFWriter().write([page], toPath: file)
        var moved = page
        moved.nodes = page.nodes.map { node in
            var node = node
            if node.id.hasSuffix(".text") { node.frame.origin.y += 1 }
            return node
        }
        let difference = try ImageComparator().compare(RGBAImage(try ScenePainter().render(moved)), try Self.poppler(file, page: 1, scale: 2))
        #expect(difference.ratio > Self.tolerance)
    }

    @Test func fillsBordersGradientsImagesShadowsAndOpacityLookTheSame() throws {
        // Four quadrants, one translucent, so orientation and alpha show; pixels 4 device pixels
        // wide, so the viewers' differing interpolation touches only the quadrants' borders.
        let checker = ImageContent(width: 40, height: 40, rgba: (0..<1600).flatMap { i -> [UInt8] in
            switch (i % 40 < 20, i / 40 < 20) {
            case (true, true): return [230, 60, 40, 255]
            case (false, true): return [40, 90, 220, 128]
            case (true, false): return [250, 200, 0, 255]
            case (false, false): return [20, 20, 20, 255]
            }
        })
        var arc = Path()
        arc.move(to: Point(x: 10, y: 50))
        arc.quad(to: Point(x: 90, y: 50), control: Point(x: 50, y: -10))
        let scene = Scene(size: Size(width: 320, height: 240), scale: 2, background: .white, nodes: [
            SceneNode(id: "card", frame: Rect(x: 20, y: 20, width: 140, height: 90),
                      fill: .solid(Color(red: 250, green: 250, blue: 252)), border: Border(width: 2, color: Color(red: 40, green: 40, blue: 40)),
                      cornerRadii: CornerRadii(all: 16), cornerStyle: .continuous,
                      shadow: Shadow(offset: Point(x: 0, y: 4), blurRadius: 6, color: Color(red: 0, green: 0, blue: 0, alpha: 90)),
                      clipsToBounds: true,
                      children: [SceneNode(id: "overhang", frame: Rect(x: 100, y: 50, width: 80, height: 80),
                                           fill: .solid(Color(red: 255, green: 200, blue: 0)))]),
            SceneNode(id: "gradient", frame: Rect(x: 180, y: 20, width: 120, height: 90),
                      fill: .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 120, y: 0), stops: [
                          GradientStop(location: 0, color: Color(red: 255, green: 0, blue: 128)),
                          GradientStop(location: 1, color: Color(red: 0, green: 128, blue: 255)),
                      ]), cornerRadii: CornerRadii(topLeft: 0, topRight: 30, bottomRight: 0, bottomLeft: 30)),
            SceneNode(id: "image", frame: Rect(x: 20, y: 130, width: 80, height: 80), content: .image(checker)),
            SceneNode(id: "faded", frame: Rect(x: 120, y: 130, width: 80, height: 80), fill: .solid(Color(red: 0, green: 160, blue: 80)),
                      opacity: 0.5, transform: AffineTransform(rotationAngle: .pi / 8),
                      children: [SceneNode(id: "inner", frame: Rect(x: 20, y: 20, width: 60, height: 60), fill: .solid(.black))]),
            SceneNode(id: "stroke", frame: Rect(x: 210, y: 130, width: 100, height: 80),
                      content: .path(arc, fill: nil, stroke: Stroke(width: 4, color: Color(red: 200, green: 0, blue: 0), cap: .round,
                                                                     dash: [10, 6]))),
        ])
        let difference = try #require(try Self.compare([scene], named: "shapes").first)
        #expect(difference.ratio <= Self.tolerance, "\(difference.differentPixelCount) pixels differ")
    }

    /// A glyph source that is no font file (a test's shapes, a generated icon font) has nothing to
    /// embed: its outlines are filled as paths, where the rasterizer draws them.
    @Test func glyphsFromAnOutlineSourceThatIsNoFontFileAreFilledShapes() throws {
        final class Squares: GlyphOutlineSource, @unchecked Sendable {
            let cacheKey = -7_001
            let unitsPerEm = 100.0
            func glyphOutline(_ glyph: UInt32) -> Path {
                Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: Double(glyph) * 30), radii: .zero, style: .circular)
            }
        }
        let run = GlyphRun(font: Squares(), fontSize: 40, glyphs: [1, 2, 3], positions: [
            Point(x: 10, y: 60), Point(x: 50, y: 60), Point(x: 90, y: 60),
        ])
        let scene = Scene(size: Size(width: 160, height: 80), scale: 2, nodes: [
            SceneNode(id: "bars", frame: Rect(x: 10, y: 5, width: 140, height: 70),
                      content: .text(TextLayout(size: Size(width: 140, height: 70), lines: [], runs: [run]), color: .black)),
        ])
        let difference = try #require(try Self.compare([scene], named: "outlines").first)
        #expect(difference.ratio <= Self.tolerance)
        let file = try Scratch.directory("pdf-outlines").appendingPathComponent("bars.pdf").path
        try ScenePDFWriter().write([scene], toPath: file)
        #expect(try Poppler.run("pdffonts", [file]).split(separator: "\n").count == 2, "no fonts, only the table's header")
        let picture = try Self.poppler(file, page: 1, scale: 2)
        // The third bar, 3 x 30 font units = 36 points tall, stands from y 5 + 60 - 36 to 65, x 10 + 90 to 124.
        let inside = ((2 * 50) * picture.width + 2 * 110) * 4
        #expect(Array(picture.pixels[inside..<inside + 3]) == [0, 0, 0])
    }

    /// Images as UIImageView shows them, as the rasterizer draws them: placed by content mode
    /// (aspect fit, aspect fill clipped, center at its own size in points), tinted as a template,
    /// and cut in nine parts by cap insets (the bubble's corners kept, its middle stretched).
    @Test func imagesArePlacedTintedAndCutAsInThePNG() throws {
        // 40 x 20 pixels: a red left half, a translucent blue right half, a dark ring one pixel wide.
        let photo = (0..<800).flatMap { i -> [UInt8] in
            let x = i % 40, y = i / 40
            if x == 0 || y == 0 || x == 39 || y == 19 { return [20, 20, 20, 255] }
            return x < 20 ? [230, 60, 40, 255] : [40, 90, 220, 160]
        }
        func image(_ mode: ContentMode, scale: Double = 1, tint: Color? = nil, caps: EdgeInsets = EdgeInsets()) -> NodeContent {
            .image(ImageContent(width: 40, height: 20, rgba: photo, scale: scale, contentMode: mode, tintColor: tint, capInsets: caps))
        }
        let box = Color(red: 235, green: 235, blue: 240)
        let scene = Scene(size: Size(width: 320, height: 200), scale: 2, nodes: [
            SceneNode(id: "fit", frame: Rect(x: 10, y: 10, width: 90, height: 80), fill: .solid(box), content: image(.scaleAspectFit)),
            SceneNode(id: "fill", frame: Rect(x: 115, y: 10, width: 60, height: 80), fill: .solid(box), clipsToBounds: true,
                      content: image(.scaleAspectFill)),
            SceneNode(id: "center", frame: Rect(x: 190, y: 10, width: 120, height: 80), fill: .solid(box), content: image(.center, scale: 2)),
            SceneNode(id: "tinted", frame: Rect(x: 10, y: 110, width: 80, height: 40), content: image(.scaleToFill, tint: Color(red: 0, green: 122, blue: 255))),
            SceneNode(id: "bubble", frame: Rect(x: 110, y: 110, width: 200, height: 80),
                      content: image(.scaleToFill, caps: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))),
        ])
        let difference = try #require(try Self.compare([scene], named: "images").first)
        #expect(difference.ratio <= Self.tolerance, "\(difference.differentPixelCount) pixels differ")
    }
}
