import Foundation
import Testing
import LayoutEngine
import TestSupport
import DesignSystem
@testable import SceneFile
import Rasterizer

/// The `image` key of components (issue 24): the modal's picture and the news cell's thumbnail
/// read from a file relative to the scene file or from an asset catalog, with errors at the key.
@Suite struct ComponentImageTests {
    /// A component scene file on an iPhone 15 in a fresh folder holding a copy of
    /// `examples/images/thumbnail-dawn.jpg` in `pictures/`.
    static func sceneFile(_ component: String) throws -> String {
        try ImageNodeTests.sceneFile("{\"device\": \"iphone15\", \"content\": [\(component)]}", picture: "thumbnail-dawn.jpg")
    }

    /// The first node called `id` in `nodes` and their children.
    static func node(_ id: String, in nodes: [SceneNode]) -> SceneNode? {
        for node in nodes {
            if node.id == id { return node }
            if let found = self.node(id, in: node.children) { return found }
        }
        return nil
    }

    @Test("the modal's picture is read from the scene file's folder, placed by its content mode")
    func modalPictureFromAPath() throws {
        let path = try Self.sceneFile(#"{"component": "modal", "title": "T", "positive": "OK", "image": {"width": 120, "height": 80, "path": "pictures/thumbnail-dawn.jpg", "contentMode": "scaleAspectFit"}}"#)
        let document = try SceneDocument.load(path: path)
        #expect(document.referencedFiles == [(path as NSString).deletingLastPathComponent + "/pictures/thumbnail-dawn.jpg"])
        let scene = try document.makeScene()
        guard case .image(let image)? = Self.node("modal.image.image", in: scene.nodes)?.content else {
            Issue.record("no picture in modal.image")
            return
        }
        #expect(image.contentMode == .scaleAspectFit)
        #expect(Self.node("modal.image", in: scene.nodes)?.fill == nil, "a picture replaces the gray placeholder")
    }

    @Test("the news cell's thumbnail is read from a path, and its default image needs none")
    func newsCellThumbnail() throws {
        let path = try Self.sceneFile(#"{"component": "newsCell", "title": "T", "site": "s", "image": {"path": "pictures/thumbnail-dawn.jpg"}}"#)
        let scene = try SceneDocument.load(path: path).makeScene()
        guard case .image(let image)? = Self.node("newsCell.thumbnail.image", in: scene.nodes)?.content else {
            Issue.record("no thumbnail picture")
            return
        }
        #expect(image.contentMode == .scaleAspectFill, "the default content mode")
        let plain = try SceneDocument.load(path: try Self.sceneFile(#"{"component": "newsCell", "title": "T"}"#)).makeScene()
        #expect(Self.node("newsCell.thumbnail.placeholder", in: plain.nodes) != nil)
    }

    @Test("a missing picture is an error at the entry's image.path, with the file's line and column")
    func missingPictureIsLocated() throws {
        let path = try Self.sceneFile(#"{"component": "newsCell", "title": "T", "image": {"path": "pictures/gone.jpg"}}"#)
        #expect { try SceneFile.locatingErrors(in: path, atFirstOf: ["content"]) { try SceneDocument.load(path: path).makeScene() } } throws: {
            "\($0)".hasPrefix(path + ":1:") && ($0 as? SceneFileError)?.path == "content[0].image.path" && "\($0)".contains("gone.jpg")
        }
    }

    @Test("the files a preview watches: pictures, raw nodes' images and a loading overlay's Lottie file, inside a sheet too")
    func referencedFilesIncludeEveryFileTheSceneNames() throws {
        let path = try Self.sceneFile(#"{"component": "newsCell", "image": {"path": "pictures/thumbnail-dawn.jpg"}}, "#
            + #"{"component": "sheet", "content": [{"component": "loading", "animation": "spinner.json"}]}"#)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try SceneDocument.load(path: path).referencedFiles
            == [folder + "/pictures/thumbnail-dawn.jpg", folder + "/spinner.json"])
    }

    @Test("both a path and an asset, or neither, is refused at the image's keys")
    func pathOrAsset() throws {
        let both = try Self.sceneFile(#"{"component": "newsCell", "image": {"path": "a.png", "asset": "a"}}"#)
        #expect { try SceneDocument.load(path: both) } throws: { ($0 as? SceneFileError)?.path == "content[0].image.asset" }
        let neither = try Self.sceneFile(#"{"component": "modal", "image": {"width": 10, "height": 10, "contentMode": "center"}}"#)
        #expect { try SceneDocument.load(path: neither) } throws: { ($0 as? SceneFileError)?.path == "content[0].image.path" }
        let empty = try Self.sceneFile(#"{"component": "newsCell", "image": {"path": ""}}"#)
        #expect { try SceneDocument.load(path: empty) } throws: { ($0 as? SceneFileError)?.path == "content[0].image.path" }
    }

    @Test("an asset is looked up in the catalog at the device's scale, and needs one")
    func assetFromTheCatalog() throws {
        let path = try Self.sceneFile(#"{"component": "newsCell", "title": "T", "image": {"asset": "avatar"}}"#)
        #expect { try SceneDocument.load(path: path) } throws: {
            ($0 as? SceneFileError)?.path == "content[0].image.asset" && "\($0)".contains("--assets")
        }
        let catalog = try AssetCatalog(path: ImageNodeTests.root.appendingPathComponent("Tests/Fixtures/Images/Assets.xcassets").path)
        let scene = try SceneDocument.load(path: path, assets: catalog).makeScene()
        guard case .image(let image)? = Self.node("newsCell.thumbnail.image", in: scene.nodes)?.content else {
            Issue.record("no thumbnail picture")
            return
        }
        // The iPhone 15 is 3x: the catalog's 3x file, blue.
        #expect(image.scale == 3 && Array(image.rgba.prefix(4)) == [0, 0, 255, 255])
    }
}
