import Foundation
import LayoutEngine
import Testing
@testable import Rasterizer

/// Painting a scene tree: order, group opacity, clipping, transforms, errors, determinism.
@Suite struct ScenePainterTests {
    let red = Color(red: 255, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 255)
    let painter = ScenePainter()

    func render(_ nodes: [SceneNode], size: Double = 20, scale: Double = 1) throws -> Bitmap {
        try painter.render(Scene(size: Size(width: size, height: size), scale: scale, background: .white, nodes: nodes))
    }

    @Test func frameInPointsIsScaledToPixels() throws {
        let bitmap = try render([SceneNode(id: "a", frame: Rect(x: 2, y: 3, width: 4, height: 5), fill: .solid(red))], scale: 2)
        #expect(bitmap.width == 40)
        #expect(bitmap.pixel(4, 6) == [255, 0, 0, 255] && bitmap.pixel(11, 15) == [255, 0, 0, 255])
        #expect(bitmap.pixel(3, 6) == [255, 255, 255, 255] && bitmap.pixel(12, 6) == [255, 255, 255, 255])
    }

    @Test func borderIsDrawnInsideTheBounds() throws {
        let node = SceneNode(id: "a", frame: Rect(x: 5, y: 5, width: 10, height: 10), fill: .solid(red),
                             border: Border(width: 2, color: blue))
        let bitmap = try render([node])
        #expect(bitmap.pixel(5, 10) == [0, 0, 255, 255] && bitmap.pixel(6, 10) == [0, 0, 255, 255])
        #expect(bitmap.pixel(7, 10) == [255, 0, 0, 255])
        #expect(bitmap.pixel(4, 10) == [255, 255, 255, 255])
    }

    @Test func childrenArePlacedRelativeToTheirParent() throws {
        let child = SceneNode(id: "c", frame: Rect(x: 3, y: 3, width: 2, height: 2), fill: .solid(blue))
        let parent = SceneNode(id: "p", frame: Rect(x: 10, y: 10, width: 8, height: 8), children: [child])
        let bitmap = try render([parent])
        #expect(bitmap.pixel(13, 13) == [0, 0, 255, 255] && bitmap.pixel(12, 13) == [255, 255, 255, 255])
    }

    @Test func groupOpacityFlattensOverlappingChildrenFirst() throws {
        let a = SceneNode(id: "a", frame: Rect(x: 0, y: 0, width: 12, height: 10), fill: .solid(.black))
        let b = SceneNode(id: "b", frame: Rect(x: 8, y: 0, width: 12, height: 10), fill: .solid(.black))
        let group = SceneNode(id: "g", frame: Rect(x: 0, y: 0, width: 20, height: 10), opacity: 0.5, children: [a, b])
        let bitmap = try render([group])
        #expect(bitmap.pixel(10, 5) == bitmap.pixel(2, 5))
        #expect(bitmap.pixel(2, 5) == [127, 127, 127, 255])
    }

    @Test func opacityOfASinglePartNodeNeedsNoLayerAndLooksTheSame() throws {
        let node = SceneNode(id: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10), fill: .solid(.black), opacity: 0.5)
        #expect(!NodeValidation.hasOverlappingParts(node))
        var withChild = node
        withChild.children = [SceneNode(id: "empty", frame: .zero)]
        #expect(NodeValidation.hasOverlappingParts(withChild))
        #expect(try render([node]) == (try render([withChild])))
    }

    @Test func groupLayerHoldsChildrenReachingOutsideTheParentFrame() throws {
        let child = SceneNode(id: "c", frame: Rect(x: 6, y: 6, width: 10, height: 10), fill: .solid(.black))
        let sibling = SceneNode(id: "s", frame: Rect(x: 0, y: 0, width: 2, height: 2), fill: .solid(.black))
        let group = SceneNode(id: "g", frame: Rect(x: 2, y: 2, width: 4, height: 4), opacity: 0.5, children: [child, sibling])
        let bitmap = try render([group])
        #expect(bitmap.pixel(17, 17) == [127, 127, 127, 255])
        #expect(bitmap.pixel(19, 19) == [255, 255, 255, 255])
    }

    @Test func clipsToBoundsClipsChildrenToTheRoundedBounds() throws {
        let child = SceneNode(id: "c", frame: Rect(x: -5, y: -5, width: 30, height: 30), fill: .solid(blue))
        let clipped = SceneNode(id: "p", frame: Rect(x: 4, y: 4, width: 12, height: 12), cornerRadii: CornerRadii(all: 6),
                                clipsToBounds: true, children: [child])
        let bitmap = try render([clipped])
        #expect(bitmap.pixel(10, 10) == [0, 0, 255, 255])
        #expect(bitmap.pixel(2, 10) == [255, 255, 255, 255])
        #expect(bitmap.pixel(4, 4) == [255, 255, 255, 255])
    }

    @Test func transformTurnsTheNodeAboutItsCenter() throws {
        let bar = SceneNode(id: "bar", frame: Rect(x: 2, y: 8, width: 16, height: 4), fill: .solid(red),
                            transform: AffineTransform(rotationAngle: Double.pi / 2))
        let bitmap = try render([bar])
        #expect(bitmap.pixel(10, 3) == [255, 0, 0, 255])
        #expect(bitmap.pixel(3, 10) == [255, 255, 255, 255])
    }

    @Test func textContentDrawsItsGlyphRunsInTheTextColor() throws {
        let layout = TextLayout(size: Size(width: 10, height: 12), lines: [],
                                runs: [GlyphRun(font: BoxFont(), fontSize: 10, glyphs: [1], positions: [Point(x: 0, y: 10)])])
        let bitmap = try render([SceneNode(id: "t", frame: Rect(x: 2, y: 2, width: 10, height: 12), content: .text(layout, color: blue))])
        #expect(bitmap.pixel(5, 8) == [0, 0, 255, 255])
    }

    @Test func invalidNodeValueIsATypedErrorNamingTheNode() throws {
        let bad = SceneNode(id: "title", frame: Rect(x: 0, y: 0, width: .nan, height: 4))
        let card = SceneNode(id: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10), children: [bad])
        #expect(throws: ScenePaintError.invalidNode(path: "card/title", field: "frame", reason: "must be finite, found \(bad.frame)")) {
            try render([card])
        }
        let negative = SceneNode(id: "b", frame: Rect(x: 0, y: 0, width: 4, height: 4), border: Border(width: -1, color: red))
        #expect(throws: ScenePaintError.self) { try render([negative]) }
    }

    @Test func oversizeSceneIsACanvasError() {
        #expect(throws: ScenePaintError.canvas(.tooLarge(width: 60000, height: 30))) {
            try painter.render(Scene(size: Size(width: 20000, height: 10), scale: 3))
        }
    }

    func busyScene() -> Scene {
        let layout = TextLayout(size: Size(width: 30, height: 12), lines: [],
                                runs: [GlyphRun(font: BoxFont(), fontSize: 9, glyphs: [1, 2, 1],
                                                positions: [Point(x: 0.3, y: 9), Point(x: 7.1, y: 9), Point(x: 14.6, y: 9)])])
        let card = SceneNode(id: "card", frame: Rect(x: 4.5, y: 6.25, width: 40, height: 30), fill: .solid(.white),
                             cornerRadii: CornerRadii(all: 8), cornerStyle: .continuous,
                             shadow: Shadow(offset: Point(x: 0, y: 2), blurRadius: 4, color: Color(red: 0, green: 0, blue: 0, alpha: 80)),
                             opacity: 0.9, transform: AffineTransform(rotationAngle: 0.05),
                             children: [SceneNode(id: "label", frame: Rect(x: 4, y: 4, width: 30, height: 12), content: .text(layout, color: .black))])
        return Scene(size: Size(width: 50, height: 45), scale: 2, background: Color(red: 240, green: 240, blue: 245), nodes: [card])
    }

    @Test func sameSceneTwiceGivesTheSameBytes() throws {
        #expect(try painter.render(busyScene()) == (try ScenePainter(glyphCache: nil).render(busyScene())))
    }

    @Test func renderingOnManyThreadsAtOnceGivesTheSameBytes() async throws {
        let reference = try ScenePainter(glyphCache: nil).render(busyScene())
        let shared = ScenePainter()
        let results = try await withThrowingTaskGroup(of: Bitmap.self) { group in
            for _ in 0..<6 { group.addTask { try shared.render(self.busyScene()) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 6 && results.allSatisfy { $0 == reference })
    }
}
