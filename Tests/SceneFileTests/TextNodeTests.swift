import Testing
@testable import LayoutEngine
import DesignSystem
import Rasterizer
@testable import SceneFile

/// Text on raw nodes: decoded into the text engine's style, laid out in the node's width.
@Suite struct TextNodeTests {
    static let scene = """
    {"size": {"width": 200, "height": 100}, "scale": 2,
     "nodes": [{"id": "label", "frame": {"x": 0, "y": 0, "width": 80, "height": 60},
                "text": {"string": "친구 신청을 보냈어요", "fontSize": 14, "weight": "bold",
                         "alignment": "center", "lines": 2, "lineBreak": "hangul-word", "color": "#FF0000"}}]}
    """

    @Test func textKeysMapOntoTheTextStyle() throws {
        let description = try SceneFile.decode(SceneDescription.self, text: Self.scene, format: .json)
        let text = try #require(description.nodes[0].text)
        #expect(text.style.size == 14)
        #expect(text.style.weight == .bold)
        #expect(text.style.paragraph.alignment == .center)
        #expect(text.style.paragraph.numberOfLines == 2)
        #expect(text.style.paragraph.lineBreakStrategy == .hangulWordPriority)
        #expect(text.color == Color(red: 255, green: 0, blue: 0))
    }

    @Test func aTextNodeIsLaidOutInItsWidth() throws {
        let scene = try SceneFile.decode(SceneDescription.self, text: Self.scene, format: .json).makeScene()
        guard case .text(let layout, let color)? = scene.nodes[0].content else {
            Issue.record("the node has no text content"); return
        }
        #expect(color == Color(red: 255, green: 0, blue: 0))
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 80 })
        // Hangul word priority keeps each word whole: no line ends inside "신청을".
        #expect(layout.lines[0].text == "친구 신청을")
    }

    @Test func aSceneWithoutTextOpensNoFont() throws {
        // Issue 23: fonts are opened lazily; a scene without text loads no font at all, not even
        // fontconfig's configuration.
        let registry = FontRegistry()
        let scene = try SceneFile.decode(SceneDescription.self, text: """
            {"size": {"width": 100, "height": 60}, "scale": 2,
             "nodes": [{"id": "card", "frame": {"x": 10, "y": 10, "width": 80, "height": 40}, "fill": "#FF0000", "cornerRadius": 8}]}
            """, format: .json).makeScene(textEngine: TextEngine(registry: registry))
        _ = try ScenePainter().render(scene)
        #expect(registry.openedPaths.isEmpty, "\(registry.openedPaths)")
        #expect(!registry.hasLoadedFontconfig)
    }

    @Test func anUnknownWeightIsRejected() throws {
        let text = Self.scene.replacingOccurrences(of: "\"bold\"", with: "\"hefty\"")
        #expect {
            _ = try SceneFile.decode(SceneDescription.self, text: text, format: .json)
        } throws: { error in
            let e = error as? SceneFileError
            return e?.path == "nodes[0].text.weight" && e?.message == "expected one of " + FontWeight.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + ", found \"hefty\""
        }
    }
}
