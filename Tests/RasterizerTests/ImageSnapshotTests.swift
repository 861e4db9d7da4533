import LayoutEngine
import LayoutSnapshot
import Testing
@testable import Rasterizer

/// Images drawn by the scene painter, against reference pictures in Snapshots/ImageSnapshotTests
/// (record anew with LAYOUT_SNAPSHOT_RECORD=all, and look at them before committing).
@Suite struct ImageSnapshotTests {
    static let examples = ImageTestSupport.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/images")

    /// A cell: a light rounded box with the image in it, clipped to its bounds.
    static func cell(_ id: String, x: Double, y: Double, width: Double, height: Double, image: ImageContent,
                     clips: Bool = true) -> SceneNode {
        SceneNode(id: id, frame: Rect(x: x, y: y, width: width, height: height), fill: .solid(Color(hex: "#E5E5EA")!),
                  border: Border(width: 1, color: Color(hex: "#C7C7CC")!), clipsToBounds: clips, content: .image(image))
    }

    @Test("the thirteen content modes, in UIKit's order, four to a row")
    func contentModes() throws {
        // 40 x 24 pixels at scale 1: 40 x 24 points.
        let picture = try ImageDecoder().decode(contentsOfFile: ImageTestSupport.fixture("rotated3.jpg"))
        let nodes = ContentMode.allCases.enumerated().map { index, mode in
            var image = picture
            image.contentMode = mode
            return Self.cell(mode.rawValue, x: 8 + Double(index % 4) * 80, y: 8 + Double(index / 4) * 64,
                             width: 72, height: 56, image: image)
        }
        assertSnapshot(of: Scene(size: Size(width: 328, height: 264), scale: 2, background: .white, nodes: nodes), named: "contentModes")
    }

    @Test("an SVG icon rendered as a template in the tint color, sharp at 3x")
    func tintedIcon() throws {
        let file = Self.examples.appendingPathComponent("heart.svg").path
        let tints = ["#FF3B30", "#0A84FF", "#34C759"]
        let nodes = try [16.0, 24, 44].enumerated().map { index, side in
            var image = try ImageDecoder().decode(contentsOfFile: file, placement:
                ImagePlacement(bounds: Size(width: side, height: side), contentMode: .scaleAspectFit, deviceScale: 3))
            image.contentMode = .scaleAspectFit
            image.tintColor = Color(hex: tints[index])!
            return SceneNode(id: "heart\(index)", frame: Rect(x: 8 + Double(index) * 40, y: 8, width: side, height: side), content: .image(image))
        }
        assertSnapshot(of: Scene(size: Size(width: 136, height: 60), scale: 3, background: .white, nodes: nodes), named: "tintedIcon")
    }

    @Test("a chat bubble with cap insets, stretched and tiled to three sizes")
    func stretchedBubble() throws {
        var bubble = try ImageDecoder().decode(contentsOfFile: Self.examples.appendingPathComponent("bubble@2x.png").path)
        bubble.capInsets = EdgeInsets(top: 15, left: 20, bottom: 15, right: 15)
        var tiled = bubble
        tiled.resizingMode = .tile
        let sizes = [Size(width: 40, height: 32), Size(width: 160, height: 48), Size(width: 100, height: 90)]
        var nodes: [SceneNode] = []
        for (row, image) in [bubble, tiled].enumerated() {
            var x = 8.0
            for (index, size) in sizes.enumerated() {
                nodes.append(SceneNode(id: "bubble\(row)-\(index)", frame: Rect(origin: Point(x: x, y: 8 + Double(row) * 104), size: size),
                                       content: .image(image)))
                x += size.width + 12
            }
        }
        assertSnapshot(of: Scene(size: Size(width: 340, height: 212), scale: 2, background: .white, nodes: nodes), named: "stretchedBubble")
    }

    @Test("a patterned resizable image: the middle stretched above, tiled from the top left below")
    func tiledPattern() throws {
        // 16 x 16 pixels at scale 2: a dark 4-pixel frame (2-point caps) around a red and white quarter pattern.
        var rgba = [UInt8](repeating: 0, count: 16 * 16 * 4)
        for y in 0..<16 {
            for x in 0..<16 {
                let edge = x < 4 || y < 4 || x >= 12 || y >= 12
                let color: [UInt8] = edge ? [28, 28, 30, 255] : (x < 8) == (y < 8) ? [255, 59, 48, 255] : [255, 255, 255, 255]
                rgba.replaceSubrange((y * 16 + x) * 4..<(y * 16 + x) * 4 + 4, with: color)
            }
        }
        var image = ImageContent(width: 16, height: 16, rgba: rgba, scale: 2, capInsets: EdgeInsets(all: 2))
        let stretched = SceneNode(id: "stretch", frame: Rect(x: 8, y: 8, width: 101, height: 27), content: .image(image))
        image.resizingMode = .tile
        let tiled = SceneNode(id: "tile", frame: Rect(x: 8, y: 43, width: 101, height: 27), content: .image(image))
        assertSnapshot(of: Scene(size: Size(width: 117, height: 78), scale: 2, background: .white, nodes: [stretched, tiled]),
                       named: "tiledPattern")
    }

    @Test("a photo in a round avatar: aspect fill, clipped by the corner radius, at half opacity beside")
    func roundAvatar() throws {
        let file = Self.examples.appendingPathComponent("avatar.jpg").path
        var image = try ImageDecoder().decode(contentsOfFile: file, placement:
            ImagePlacement(bounds: Size(width: 64, height: 64), contentMode: .scaleAspectFill, deviceScale: 3))
        image.contentMode = .scaleAspectFill
        let nodes = [
            SceneNode(id: "avatar", frame: Rect(x: 8, y: 8, width: 64, height: 64), cornerRadii: CornerRadii(all: 32),
                      clipsToBounds: true, content: .image(image)),
            SceneNode(id: "faded", frame: Rect(x: 80, y: 8, width: 64, height: 64), cornerRadii: CornerRadii(all: 16),
                      opacity: 0.5, clipsToBounds: true, content: .image(image)),
        ]
        assertSnapshot(of: Scene(size: Size(width: 152, height: 80), scale: 3, background: .white, nodes: nodes), named: "roundAvatar")
    }
}
