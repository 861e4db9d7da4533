import ArgumentParser
import Foundation
import TestSupport
import LayoutEngine
import Testing
@testable import layout_render

@Suite struct LayoutCommandTests {
    struct Report: Decodable {
        struct Frame: Decodable { var x, y, width, height: Double }
        struct Node: Decodable { var id: String; var frame: Frame; var children: [Node] }
        var size: Size
        var scale: Double
        var nodes: [Node]
    }

    /// Writes `text` to a temporary scene file named `name` and returns its path.
    func sceneFile(_ text: String, name: String = "scene.json") throws -> String {
        let directory = try Scratch.directory("layout")
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    let issueSixModal = #"{"device": "iphone15", "content": [{"component": "modal", "title": "친구 요청", "#
        + #""message": "김철수(chulsoo)님에게 친구를 요청하시겠어요?", "negative": "취소", "positive": "요청"}]}"#

    @Test func jsonHasTheDocumentedShapeAndKeyOrder() throws {
        let output = try LayoutCommand.parse([try sceneFile(issueSixModal), "--json"]).output()
        #expect(output.hasPrefix(#"{"size":{"width":393,"height":852},"scale":3,"nodes":[{"id":"modal.dim","frame":{"x":0,"y":0,"#))
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
        #expect(report.nodes.map(\.id) == ["modal.dim", "modal.card"])
        #expect(report.nodes[1].children.map(\.id)
            == ["modal.title", "modal.message", "modal.divider", "modal.buttons", "modal.buttonDivider"])
    }

    @Test func framesAreInScreenCoordinates() throws {
        let output = try LayoutCommand.parse([try sceneFile(issueSixModal), "--json"]).output()
        let report = try JSONDecoder().decode(Report.self, from: Data(output.utf8))
        let card = report.nodes[1]
        let title = card.children[0]
        #expect(card.frame.width == 270)
        #expect(abs(title.frame.y - (card.frame.y + 16)) < 1e-6)
        #expect(abs(title.frame.x - (card.frame.x + 16)) < 1e-6)
    }

    @Test func outputIsTheSameEveryRun() throws {
        let path = try sceneFile(issueSixModal)
        let first = try LayoutCommand.parse([path, "--json"]).output()
        #expect(try LayoutCommand.parse([path, "--json"]).output() == first)
    }

    @Test func yamlScenesWorkToo() throws {
        let yaml = "device: iphoneSE\ncontent:\n  - component: toast\n    message: Saved\n"
        let output = try LayoutCommand.parse([try sceneFile(yaml, name: "scene.yaml")]).output()
        #expect(output.contains("toast  0 601  375 x 56"))
    }

    @Test func misspeltKeyNamesFileLineColumnAndPath() throws {
        let path = try sceneFile("{\"device\": \"iphone15\",\n \"content\": [{\"component\": \"toast\", \"mesage\": \"x\"}]}")
        #expect {
            try LayoutCommand.parse([path]).output()
        } throws: { error in
            let text = "\(error)"
            return text.contains(path + ":2:") && text.contains("content[0].mesage")
        }
    }

    @Test func unknownDeviceIsAnError() throws {
        let path = try sceneFile(#"{"device": "pixel", "content": []}"#)
        #expect {
            try LayoutCommand.parse([path]).output()
        } throws: { error in "\(error)".contains("unknown device \"pixel\"") }
    }

    @Test func malformedSceneExitsWithStatusTwo() throws {
        let result = try BuiltCommand.run(["layout", try sceneFile("{\"device\": ")])
        #expect(result.status == 2)
        #expect(result.standardError.contains("scene.json:1:12:"), "\(result.standardError)")
    }
}

extension LayoutCommandTests {
    @Test func rawNodesSitBesideComponents() throws {
        let path = try sceneFile(##"{"device": "iphone15", "content": [{"frame": {"x": 10, "y": 20, "width": 30, "height": 40}, "fill": "#FF0000"}, {"component": "toast", "message": "hi"}]}"##)
        let output = try LayoutCommand.parse([path]).output()
        #expect(output.contains("node0  10 20  30 x 40"))
        #expect(output.contains("toast  0 752  393 x 56"))
    }
}
