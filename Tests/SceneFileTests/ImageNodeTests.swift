import Foundation
import Testing
import LayoutEngine
import TestSupport
@testable import SceneFile
import Rasterizer

/// The `image` key of raw nodes: paths relative to the scene file, assets from a catalog, errors
/// that name the file and the node.
@Suite struct ImageNodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/Fixtures/Images").path

    /// A scene file in a fresh folder holding a copy of `examples/images/avatar.jpg`.
    static func sceneFile(_ node: String) throws -> String {
        try sceneFile("{\"size\": {\"width\": 40, \"height\": 40}, \"scale\": 2, \"nodes\": [\(node)]}", picture: "avatar.jpg")
    }

    /// The scene file `text` in a fresh folder holding a copy of `examples/images/<picture>` in `pictures/`.
    static func sceneFile(_ text: String, picture: String) throws -> String {
        let folder = try Scratch.directory("image-scene").path
        try FileManager.default.createDirectory(atPath: folder + "/pictures", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("examples/images/" + picture).path,
                                         toPath: folder + "/pictures/" + picture)
        let path = folder + "/scene.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a relative image path is read from the scene file's folder and drawn")
    func relativePathIsDrawn() throws {
        let path = try Self.sceneFile(#"{"id": "a", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "image": {"path": "pictures/avatar.jpg", "contentMode": "scaleAspectFill"}}"#)
        let scene = try SceneDocument.load(path: path).makeScene()
        guard case .image(let image)? = scene.nodes.first?.content else {
            Issue.record("no image content")
            return
        }
        #expect(image.contentMode == .scaleAspectFill)
        // 320 x 240 pixels drawn 80 pixels tall: libjpeg-turbo decodes it at 1/2, still 320 x 240 points.
        #expect(image.width == 160 && image.scale == 0.5)
        let bitmap = try ScenePainter().render(scene)
        let center = (40 * bitmap.width + 40) * 4
        #expect(Array(bitmap.pixels[center..<center + 4]) != [255, 255, 255, 255])
    }

    @Test("the fast JSON reader and the general reader make the same image node")
    func fastAndGeneralReadersAgree() throws {
        let node = ##"{"id": "a", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "image": {"path": "p.png", "tint": "#FF0000", "capInsets": {"top": 2, "left": 3}, "resizingMode": "tile"}}"##
        let text = "{\"size\": {\"width\": 40, \"height\": 40}, \"nodes\": [\(node)]}"
        let fast = try #require(RawSceneReader.read(text, file: "t.json"))
        let general = try SceneFile.decode(SceneDescription.self, text: text, format: .json)
        #expect(fast == general)
        #expect(fast.nodes[0].image?.capInsets == EdgeInsets(top: 2, left: 3))
        #expect(fast.nodes[0].image?.resizingMode == .tile)
    }

    @Test("a missing image file is an error naming it, at the node's image.path")
    func missingFileIsNamed() throws {
        let path = try Self.sceneFile(#"{"frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "image": {"path": "pictures/gone.png"}}"#)
        #expect { try SceneDocument.load(path: path).makeScene() } throws: { error in
            let located = error as? NodeContentError
            return "\(error)".contains("pictures/gone.png") && located?.path.pathDescription == "nodes[0].image.path"
                && (located?.error as? ImageError)?.kind == .unreadableFile
        }
        #expect { try SceneFile.locatingErrors(in: path, atFirstOf: ["nodes"]) { try SceneDocument.load(path: path).makeScene() } } throws: {
            "\($0)".hasPrefix(path + ":1:") && ($0 as? SceneFileError)?.path == "nodes[0].image.path"
        }
    }

    @Test("a node with both text and an image, or an image with neither path nor asset, is refused at its path")
    func badImageKeys() throws {
        let both = try Self.sceneFile(#"{"frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "text": {"string": "a"}, "image": {"path": "a.png"}}"#)
        #expect { try SceneDocument.load(path: both) } throws: { error in
            (error as? SceneFileError)?.path == "nodes[0].image"
        }
        let neither = try Self.sceneFile(#"{"frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "image": {"contentMode": "center"}}"#)
        #expect(throws: SceneFileError.self) { try SceneDocument.load(path: neither) }
        let badMode = try Self.sceneFile(#"{"frame": {"x": 0, "y": 0, "width": 4, "height": 4}, "image": {"path": "a.png", "contentMode": "fit"}}"#)
        #expect { try SceneDocument.load(path: badMode) } throws: { error in
            (error as? SceneFileError)?.path == "nodes[0].image.contentMode"
        }
    }

    @Test("an asset is looked up in the catalog at the scene's scale, and needs one")
    func assetsComeFromTheCatalog() throws {
        let path = try Self.sceneFile(#"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "image": {"asset": "avatar"}}"#)
        #expect { try SceneDocument.load(path: path) } throws: { error in
            (error as? SceneFileError)?.path == "nodes[0].image.asset" && "\(error)".contains("--assets")
                && (error as? SceneFileError)?.position?.line == 1
        }
        let catalog = try AssetCatalog(path: Self.fixtures + "/Assets.xcassets")
        let scene = try SceneDocument.load(path: path, assets: catalog).makeScene()
        guard case .image(let image)? = scene.nodes.first?.content else {
            Issue.record("no image content")
            return
        }
        // Scale 2 has no 2x file: the 3x one, blue.
        #expect(image.scale == 3 && Array(image.rgba.prefix(4)) == [0, 0, 255, 255])
    }
}
