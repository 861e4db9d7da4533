import Testing
@testable import LayoutEngine
import DesignSystem
@testable import SceneFile

/// The raw-node scene format of `layout-render render`, and the positioned errors every scene
/// file reports.
@Suite struct SceneFileDecodingTests {
    static let example = """
    {"size": {"width": 200, "height": 100}, "scale": 2, "background": "#FFFFFFFF",
     "nodes": [{"id": "r1", "frame": {"x": 10.25, "y": 20.5, "width": 50.5, "height": 30},
                "fill": "#FF0000FF", "cornerRadius": 0, "opacity": 1,
                "border": {"width": 1, "color": "#000000FF"}, "children": []}]}
    """

    func decodeError(_ text: String, format: SceneFile.Format = .json) -> SceneFileError? {
        do {
            _ = try SceneFile.decode(SceneDescription.self, text: text, format: format, file: "scene.\(format.rawValue)")
            return nil
        } catch {
            return error
        }
    }

    @Test func theIssueExampleDecodesToItsValues() throws {
        let scene = try SceneFile.decode(SceneDescription.self, text: Self.example, format: .json)
        #expect(scene.size == Size(width: 200, height: 100))
        #expect(scene.scale == 2)
        #expect(scene.background == .white)
        let node = try #require(scene.nodes.first)
        #expect(node.id == "r1")
        #expect(node.frame == Rect(x: 10.25, y: 20.5, width: 50.5, height: 30))
        #expect(node.fill == .solid(Color(red: 255, green: 0, blue: 0)))
        #expect(node.border == Border(width: 1, color: .black))
        #expect(node.opacity == 1)
        #expect(node.cornerRadii == .zero)
    }

    @Test func yamlDescribesTheSameScene() throws {
        let yaml = """
        size: {width: 200, height: 100}
        scale: 2
        nodes:
          - id: r1
            frame: {x: 10.25, y: 20.5, width: 50.5, height: 30}
            fill: "#FF0000"
            cornerRadius: {topLeft: 4, bottomRight: 8}
        """
        let scene = try SceneFile.decode(SceneDescription.self, text: yaml, format: .yaml)
        #expect(scene.nodes[0].frame == Rect(x: 10.25, y: 20.5, width: 50.5, height: 30))
        #expect(scene.nodes[0].cornerRadii == CornerRadii(topLeft: 4, topRight: 0, bottomRight: 8, bottomLeft: 0))
    }

    @Test func aSyntaxErrorNamesLineAndColumn() throws {
        let error = try #require(decodeError("{\"size\": {\"width\": 200,\n  \"height\": }}"))
        #expect(error.position == SourcePosition(line: 2, column: 13))
        #expect(error.description.hasPrefix("scene.json:2:13: "))
        #expect(error.message.contains("expected a value"))
    }

    @Test func aMissingKeyNamesItsPath() throws {
        let error = try #require(decodeError("""
        {"size": {"width": 10, "height": 10},
         "nodes": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}},
                   {"id": "b", "frame": {"x": 0, "y": 0, "width": 1}}]}
        """))
        #expect(error.path == "nodes[1].frame.height")
        #expect(error.position?.line == 3)
        #expect(error.message == "missing required key \"height\"")
    }

    @Test func aWrongTypeSaysWhatWasExpected() throws {
        let error = try #require(decodeError("""
        {"size": {"width": 10, "height": 10}, "nodes": [{"frame": {"x": 0, "y": 0, "width": "wide", "height": 1}}]}
        """))
        #expect(error.path == "nodes[0].frame.width")
        #expect(error.message == "expected a number, found the string \"wide\"")
        #expect(error.position == SourcePosition(line: 1, column: 85))
    }

    @Test func aNegativeSizeIsRejectedWithItsRange() throws {
        let error = try #require(decodeError("""
        {"size": {"width": -5, "height": 10}}
        """))
        #expect(error.path == "size.width")
        #expect(error.message.contains("found -5"))
    }

    @Test func aBadColorIsRejected() throws {
        let error = try #require(decodeError("""
        {"size": {"width": 5, "height": 10}, "background": "red"}
        """))
        #expect(error.path == "background")
        #expect(error.message.contains("#RRGGBB"))
    }

    @Test func aMisspeltKeyIsReportedWithASuggestion() throws {
        let error = try #require(decodeError("""
        {"size": {"width": 5, "height": 10}, "nodes": [{"frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "fil": "#000000"}]}
        """))
        #expect(error.path == "nodes[0].fil")
        #expect(error.message == "unknown key \"fil\"; did you mean \"fill\"?")
    }

    @Test func yamlNotANumberIsRejected() throws {
        let error = try #require(decodeError("size: {width: .nan, height: 3}", format: .yaml))
        #expect(error.position?.line == 1)
        #expect(error.message.contains("out of range"))
        #expect(error.path == "size.width")
    }

    @Test("a number out of range names where it sits, in JSON and YAML alike")
    func outOfRangeNumbersCarryTheirPath() throws {
        let json = try #require(decodeError("""
        {"size": {"width": 200, "height": 100}, "nodes": [{"id": "a", "frame": {"x": 1e999, "y": 0}}]}
        """, format: .json))
        #expect(json.path == "nodes[0].frame.x")
        #expect(json.position?.column == 78)
        let yaml = try #require(decodeError("nodes:\n  - frame: {x: 1, y: [2, .inf]}\n", format: .yaml))
        #expect(yaml.path == "nodes[0].frame.y[1]")
        #expect(yaml.position?.line == 2)
        let root = try #require(decodeError("-1e400", format: .json))
        #expect(root.path == "(root)")
    }

    @Test func yamlSyntaxErrorsCarryTheirPosition() throws {
        let error = try #require(decodeError("size:\n  width: [1, 2\nheight: 3", format: .yaml))
        #expect(error.position != nil)
        #expect(error.path == "(syntax)")
    }

    @Test func duplicateMembersAreRejected() throws {
        let error = try #require(decodeError(#"{"size": {"width": 1, "width": 2, "height": 1}}"#))
        #expect(error.message == "duplicate member \"width\"")
        #expect(error.position == SourcePosition(line: 1, column: 23))
    }

    @Test func nestingIsLimited() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let error = try #require(decodeError(deep))
        #expect(error.message.contains("nesting deeper"))
    }

    @Test func stringEscapesDecode() throws {
        var parser = JSONDocumentParser(text: #""a\n\u00e9\ud83d\ude00친구""#, file: "t")
        let value = try parser.parse()
        guard case .string(let text) = value.kind else { Issue.record("not a string"); return }
        #expect(text == "a\né😀친구")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let error = try #require(decodeError(#"{"size": {"width": 1, "height": 1}, "nodes": [{"id": "친구", "frame": 3}]}"#))
        #expect(error.path == "nodes[0].frame")
        #expect(error.position == SourcePosition(line: 1, column: 69))
    }

    @Test func gradientsDecode() throws {
        let scene = try SceneFile.decode(SceneDescription.self, text: """
        {"size": {"width": 5, "height": 10}, "nodes": [{"frame": {"x": 0, "y": 0, "width": 1, "height": 1},
          "fill": {"linear": {"start": {"x": 0, "y": 0}, "end": {"x": 0, "y": 1}},
                   "stops": [{"location": 0, "color": "#000000"}, {"location": 1, "color": "#FFFFFF"}]}}]}
        """, format: .json)
        #expect(scene.nodes[0].fill == .linearGradient(start: .zero, end: Point(x: 0, y: 1), stops: [
            GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]))
    }
}

extension SceneFileDecodingTests {
    @Test func aQuotedYamlNumberStaysAString() throws {
        let error = try #require(decodeError("size: {width: \"200\", height: 3}", format: .yaml))
        #expect(error.path == "size.width")
        #expect(error.message == "expected a number, found the string \"200\"")
    }
}

extension SceneFileDecodingTests {
    @Test func aDocumentWithADeviceIsAComponentScene() throws {
        let document = try SceneFile.decode(SceneDocument.self, text: """
        {"device": "iphone15", "content": [{"component": "toast", "message": "저장했어요"}]}
        """, format: .json)
        guard case .components(let screen) = document else { Issue.record("decoded as a raw scene"); return }
        #expect(screen.device.size == Size(width: 393, height: 852))
        #expect(try document.makeScene().scale == 3)
    }

    @Test func aDocumentWithASizeIsARawScene() throws {
        let document = try SceneFile.decode(SceneDocument.self, text: Self.example, format: .json)
        guard case .raw(let description) = document else { Issue.record("decoded as a component scene"); return }
        #expect(description.nodes.count == 1)
    }
}
