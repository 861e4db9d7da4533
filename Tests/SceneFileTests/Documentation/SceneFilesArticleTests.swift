// The code of the DocC article "Scene files" (Sources/SceneFile/SceneFile.docc/SceneFiles.md),
// compiled and checked here. DocumentationSampleTests checks that every Swift block of the
// article appears in this file.
import Foundation
import LayoutEngine
import Rasterizer
import SceneFile
import Testing

@Suite struct SceneFilesArticleTests {
    /// The package's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func aSceneFileIsReadLaidOutAndDrawn() throws {
        let examples = Self.packageRoot + "/examples"

        let document = try SceneDocument.load(path: examples + "/alert-modal.json")
        let scene = try document.makeScene()          // laid out: every node's frame in points
        let png = try PNGEncoder.fast.encode(try ScenePainter().render(scene))

        let image = try PNGDecoder().decode(png)
        #expect(image.width == 1179 && image.height == 2556)
    }

    @Test func aMistakeIsNamedByFileLineColumnAndPath() throws {
        var message = ""
        let json = #"{"size": {"width": 200}, "nodes": []}"#
        do {
            _ = try SceneFile.decode(SceneDocument.self, text: json, format: .json, file: "card.json")
        } catch {
            message = "\(error)"    // card.json:1:10: size.height: missing required key "height"
        }

        #expect(message == #"card.json:1:10: size.height: missing required key "height""#)
    }
}
