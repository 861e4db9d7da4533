import LayoutEngine
@testable import Rasterizer
import Testing

@Suite("Debug overlay")
struct DebugOverlayTests {
    /// At 2x on white: `a` at (10, 10) 40x20, `below` 16 pt under it, `right` 16 pt to its right,
    /// and a text node whose baseline is drawn.
    static func scene(text: TextLayout? = nil) -> Scene {
        var nodes = [
            SceneNode(id: "a", frame: Rect(x: 10, y: 10, width: 40, height: 20)),
            SceneNode(id: "below", frame: Rect(x: 10, y: 46, width: 40, height: 20)),
            SceneNode(id: "right", frame: Rect(x: 66, y: 10, width: 20, height: 20)),
        ]
        if let text { nodes.append(SceneNode(id: "label", frame: Rect(x: 100, y: 50, width: text.size.width, height: text.size.height),
                                              content: .text(text, color: .black))) }
        return Scene(size: Size(width: 200, height: 100), scale: 2, background: .white, nodes: nodes)
    }

    static func overlaid(_ scene: Scene, overlay: DebugOverlay = DebugOverlay()) throws -> Bitmap {
        overlay.draw(scene, over: try ScenePainter().render(scene))
    }

    func isBlue(_ p: [UInt8]) -> Bool { p[2] > 200 && p[0] < 100 }
    func isOrange(_ p: [UInt8]) -> Bool { p[0] > 240 && p[1] > 120 && p[1] < 180 && p[2] < 60 }

    @Test("each frame gets a one-pixel outline inside its edges and nothing inside it")
    func framesAreOutlined() throws {
        let image = try Self.overlaid(Self.scene())
        for (x, y) in [(20, 20), (99, 20), (20, 59), (60, 59), (60, 20), (20, 40)] {
            #expect(isBlue(image.pixel(x, y)), "(\(x), \(y)) is \(image.pixel(x, y))")
        }
        #expect(image.pixel(40, 40) == [255, 255, 255, 255])
        #expect(image.pixel(19, 19) == [255, 255, 255, 255])
    }

    @Test("the gaps to the nearest sibling below and to the right are found with their lengths")
    func gapsBetweenSiblings() {
        let frames = Self.scene().nodes.map(\.frame)
        #expect(SiblingGap.nearest(among: frames) == [
            SiblingGap(axis: .vertical, start: 30, end: 46, across: 30),
            SiblingGap(axis: .horizontal, start: 50, end: 66, across: 20),
        ])
        // Touching or overlapping frames have no gap; a farther frame behind a nearer one is not measured.
        let stacked = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10),
                       Rect(x: 0, y: 30, width: 10, height: 10)]
        #expect(SiblingGap.nearest(among: stacked) == [SiblingGap(axis: .vertical, start: 20, end: 30, across: 5)])
    }

    @Test("a gap is drawn as an orange measuring line with a label of its length beside it")
    func gapIsMarkedAndLabeled() throws {
        let image = try Self.overlaid(Self.scene())
        // The vertical line at x = 30 pt (60 px) from y = 30 to 46 pt.
        for y in stride(from: 62, to: 92, by: 6) { #expect(isOrange(image.pixel(60, y)), "(60, \(y))") }
        // The label's plate starts 4 pt right of the line, centered on the gap (38 pt): orange
        // plate with white glyphs ("16") on it.
        var plate = 0, glyph = 0
        for y in 66..<86 {
            for x in 68..<100 {
                let p = image.pixel(x, y)
                if isOrange(p) { plate += 1 } else if p[0] > 240 && p[1] > 240 && p[2] > 240 { glyph += 1 }
            }
        }
        #expect(plate > 150, "plate pixels: \(plate)")
        #expect(glyph > 20, "white glyph pixels on the plate: \(glyph)")
        let plain = try ScenePainter().render(Self.scene())
        #expect(plain.pixel(80, 76) == [255, 255, 255, 255])
    }

    @Test("each line of text gets its baseline in red under its ink")
    func baselinesAreDrawn() throws {
        let text = try TextEngine.shared.layout("Baseline", style: TextStyle(size: 17))
        let image = try Self.overlaid(Self.scene(text: text))
        let row = Int(((50 + text.lines[0].baseline) * 2).rounded(.down))
        let x = Int((100 + text.lines[0].width / 2) * 2)
        let p = image.pixel(x, row)
        #expect(p[0] > 200 && p[1] < 120 && p[2] < 120, "baseline pixel \(p)")
    }

    @Test("the overlay is the same bytes every time, with or without a glyph cache")
    func deterministic() throws {
        let scene = Self.scene(text: try TextEngine.shared.layout("Same", style: TextStyle(size: 13)))
        let first = try Self.overlaid(scene)
        #expect(try Self.overlaid(scene) == first)
        #expect(try Self.overlaid(scene, overlay: DebugOverlay(glyphCache: nil)) == first)
    }

    @Test("nodes drawn with no opacity get no marks")
    func invisibleNodesAreSkipped() throws {
        var scene = Self.scene()
        for i in scene.nodes.indices { scene.nodes[i].opacity = 0 }
        let image = try Self.overlaid(scene)
        #expect(image == (try ScenePainter().render(scene)))
    }
}
