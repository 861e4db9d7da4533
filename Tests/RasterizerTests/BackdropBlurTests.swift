import Testing
import LayoutEngine
@testable import Rasterizer

/// A node's backdrop blur (`SceneNode.backdropBlur`, a material's blur of what is behind it):
/// what is inside the node is blurred, what is outside is untouched, the canvas's edge is
/// extended rather than faded, and the bytes are the same every time.
@Suite struct BackdropBlurTests {
    /// Black and white stripes 4 pt wide under a node at (20, 20, 60 x 40) with `backdropBlur`.
    private func stripesUnderABlur(radius: Double?, cornerRadius: Double = 0, scale: Double = 2,
                                   nodeFrame: Rect = Rect(x: 20, y: 20, width: 60, height: 40)) throws -> Bitmap {
        let stripes = (0..<25).map { i in
            SceneNode(id: "stripe\(i)", frame: Rect(x: Double(i) * 4, y: 0, width: 4, height: 80),
                      fill: .solid(i % 2 == 0 ? Color(red: 0, green: 0, blue: 0) : Color(red: 255, green: 255, blue: 255)))
        }
        let glass = SceneNode(id: "glass", frame: nodeFrame, cornerRadii: CornerRadii(all: cornerRadius), backdropBlur: radius)
        let scene = Scene(size: Size(width: 100, height: 80), scale: scale, background: .white, nodes: stripes + [glass])
        return try ScenePainter().render(scene)
    }

    @Test func insideTheNodeTheStripesBlurToGrayAndOutsideTheyStay() throws {
        let bitmap = try stripesUnderABlur(radius: 6)
        // At scale 2 the node covers pixels 40..<160 x 40..<120; its middle is a mid gray.
        for x in stride(from: 60, to: 140, by: 7) {
            let red = Int(bitmap.pixel(x, 80)[0])
            #expect(abs(red - 128) < 12, "pixel (\(x), 80) is \(red)")
            #expect(bitmap.pixel(x, 80)[3] == 255)
        }
        // Outside the node the stripes are as drawn (8 pixels each at scale 2): pixel 2 is in the
        // first (black) stripe, pixel 10 in the second (white).
        #expect(bitmap.pixel(2, 10) == [0, 0, 0, 255])
        #expect(bitmap.pixel(10, 10) == [255, 255, 255, 255])
        #expect(bitmap.pixel(50, 30) == [0, 0, 0, 255], "just above the node")
    }

    @Test func withoutABlurTheNodeDrawsNothingAndZeroIsNone() throws {
        let plain = try stripesUnderABlur(radius: nil)
        #expect(try stripesUnderABlur(radius: 0).pixels == plain.pixels)
        #expect(plain.pixel(80, 80) == [0, 0, 0, 255])
        #expect(try stripesUnderABlur(radius: 6).pixels != plain.pixels)
    }

    @Test func theBlurStaysInsideRoundedCorners() throws {
        let plain = try stripesUnderABlur(radius: nil)
        let rounded = try stripesUnderABlur(radius: 6, cornerRadius: 16)
        // The node's top-left corner pixel lies outside a 16-pt rounding: unchanged.
        #expect(rounded.pixel(41, 41) == plain.pixel(41, 41))
        #expect(abs(Int(rounded.pixel(100, 80)[0]) - 128) < 12)
    }

    @Test func theCanvasEdgeIsExtendedNotFadedToClear() throws {
        // A node over the whole canvas: the corner pixels stay opaque (no transparent border
        // blurred in from outside the drawing).
        let bitmap = try stripesUnderABlur(radius: 6, nodeFrame: Rect(x: 0, y: 0, width: 100, height: 80))
        #expect(bitmap.pixel(0, 0)[3] == 255)
        #expect(bitmap.pixel(199, 159)[3] == 255)
    }

    @Test func theSameSceneGivesTheSameBytes() throws {
        let first = try stripesUnderABlur(radius: 9, cornerRadius: 10, scale: 3)
        for _ in 0..<3 { #expect(try stripesUnderABlur(radius: 9, cornerRadius: 10, scale: 3).pixels == first.pixels) }
    }

    @Test func aBlurThatIsNotFiniteIsRefusedNamingTheField() throws {
        #expect(throws: ScenePaintError.self) { try stripesUnderABlur(radius: .nan) }
        #expect(throws: ScenePaintError.self) { try stripesUnderABlur(radius: -1) }
        // A huge radius is capped (Canvas.maxBackdropSigma), not refused: the middle is gray
        // (a little darker than half: the black stripes at both canvas edges are extended).
        let huge = try stripesUnderABlur(radius: 10_000)
        #expect(abs(Int(huge.pixel(100, 80)[0]) - 128) < 20)
    }

    @Test func aUniformBackdropIsLeftAsItIs() throws {
        var canvas = try Canvas(width: 40, height: 40, background: Color(red: 10, green: 20, blue: 30))
        #expect(canvas.blurBackdrop(in: Path(rect: Rect(x: 5, y: 5, width: 20, height: 20)), radius: 4) == 0)
        #expect(canvas.bitmap.pixel(10, 10) == [10, 20, 30, 255])
    }
}
