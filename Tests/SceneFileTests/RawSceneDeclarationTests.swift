import DesignSystem
import Foundation
import LayoutEngine
import Testing
@testable import SceneFile

/// A raw scene's objects are declared once (`RawKeys`, `SceneKeys`): the general decoder, the
/// encoder, the schema and the fast reader all come from the declaration. Every declared key has a
/// sample here, and the fast reader must read each sample as the general decoder does: a key the
/// fast reader cannot read fails, and so does a key added without a sample.
@Suite struct RawSceneDeclarationTests {
    static let frame = #"{"x": 1, "y": 2, "width": 30, "height": 20}"#
    static let size = #"{"width": 100, "height": 50}"#

    /// A scene whose only node is `node`'s members beside a frame.
    static func node(_ members: String) -> String { "{\"size\": \(size), \"nodes\": [{\"frame\": \(frame), \(members)}]}" }

    /// For each declared object: its keys (name, required), a value for each as JSON text, and the
    /// scene that holds the object's text.
    struct Sample: Sendable {
        let object: String
        let keys: [(name: String, isRequired: Bool)]
        let values: [String: String]
        let scene: @Sendable (String) -> String
        init(_ object: String, _ keys: [(name: String, isRequired: Bool)], _ values: [String: String],
             _ scene: @escaping @Sendable (String) -> String) {
            self.object = object; self.keys = keys; self.values = values; self.scene = scene
        }
    }

    static let samples: [Sample] = [
        Sample("scene", SceneDescription.sceneKeys.keys.map { ($0.name, $0.isRequired) }, [
            "size": size, "scale": "2", "background": ##""#102030""##, "nodes": "[{\"frame\": \(frame)}]",
        ], { $0 }),
        Sample("node", NodeDescription.sceneKeys.keys.map { ($0.name, $0.isRequired) }, [
            "id": #""a""#, "frame": frame, "fill": ##""#FF000080""##, "cornerRadius": "4", "cornerStyle": #""continuous""#,
            "opacity": "0.5", "border": ##"{"width": 1, "color": "#000000"}"##,
            "shadow": ##"{"x": 1, "y": 2, "blur": 3, "color": "#00000080", "spread": -1}"##, "clipsToBounds": "true",
            "rotation": "45", "scaleX": "2", "scaleY": "-1", "text": #"{"string": "Hi"}"#, "image": #"{"path": "a.png"}"#,
            "children": "[{\"frame\": \(frame)}]",
        ], { "{\"size\": \(size), \"nodes\": [\($0)]}" }),
        Sample("size", Size.sceneSideKeys.declaration.keys.map { ($0.name, $0.isRequired) }, ["width": "10", "height": "20"],
         { "{\"size\": \($0)}" }),
        Sample("frame", Rect.frameKeys.declaration.keys.map { ($0.name, $0.isRequired) }, ["x": "-1", "y": "2.5", "width": "3", "height": "4"],
         { "{\"size\": \(size), \"nodes\": [{\"frame\": \($0)}]}" }),
        Sample("cornerRadius", CornerRadii.keys.declaration.keys.map { ($0.name, $0.isRequired) },
         ["topLeft": "1", "topRight": "2", "bottomRight": "3", "bottomLeft": "4"], { node("\"cornerRadius\": \($0)") }),
        Sample("border", Border.keys.declaration.keys.map { ($0.name, $0.isRequired) }, ["width": "2", "color": ##""#00FF00""##],
         { node("\"border\": \($0)") }),
        Sample("shadow", Shadow.keys.declaration.keys.map { ($0.name, $0.isRequired) },
         ["x": "1", "y": "-2", "blur": "8", "color": ##""#11223344""##, "spread": "3"], { node("\"shadow\": \($0)") }),
    ]

    /// The scene holding `sample`'s object with its required keys and `key`.
    static func scene(_ sample: Sample, _ key: String) -> String {
        let names = sample.keys.filter { $0.isRequired || $0.name == key }.map(\.name)
        return sample.scene("{" + names.map { "\"\($0)\": \(sample.values[$0] ?? "null")" }.joined(separator: ", ") + "}")
    }

    @Test("every declared key of a raw object has a sample, and every sample names a declared key")
    func everyKeyHasASample() {
        for sample in Self.samples {
            let names = sample.keys.map(\.name)
            #expect(Set(names) == Set(sample.values.keys), "\(sample.object): declared \(names.sorted())")
        }
    }

    @Test("the fast reader reads every declared key, each as the general decoder does")
    func fastReaderReadsEveryKey() throws {
        for sample in Self.samples {
            for name in sample.keys.map(\.name) {
                let text = Self.scene(sample, name)
                let general = try SceneFile.decode(SceneDescription.self, text: text, format: .json, file: "key.json")
                let fast = RawSceneReader.read(text, file: "key.json")
                #expect(fast != nil, "\(sample.object).\(name): the fast reader gave up on\n\(text)")
                #expect(fast == general, "\(sample.object).\(name):\n\(text)")
            }
        }
    }

    @Test("a value a declared check refuses: the fast reader gives up, the general decoder names the key")
    func checksComeFromTheDeclaration() throws {
        let text = Self.node(#""shadow": {"blur": 1001}"#)
        #expect(RawSceneReader.read(text, file: "blur.json") == nil)
        let error = try #require(throws: SceneFileError.self) { try SceneFile.decode(SceneDescription.self, text: text, format: .json, file: "blur.json") }
        #expect(error.path == "nodes[0].shadow.blur")
        #expect(error.message == "expected a number in 0...1000, found 1001")
    }

    @Test("the schema's raw objects have exactly the declared keys")
    func schemaIsTheDeclaration() throws {
        let defs = try #require(try SceneSchema.scene()["$defs"])
        func properties(_ object: JSONValue?) -> [String] { (object?["properties"]?.members ?? []).map(\.key) }
        #expect(properties(defs["rawScene"]) == SceneDescription.sceneKeys.keys.map(\.name))
        #expect(properties(defs["node"]) == NodeDescription.sceneKeys.keys.map(\.name))
        #expect(properties(defs["node"]?["properties"]?["frame"]) == Rect.frameKeys.declaration.keys.map(\.name))
        #expect(properties(defs["text"]) == TextDescription.sceneKeys.keys.map(\.name))
        #expect(properties(defs["image"]) == ImageDescription.sceneKeys.keys.map(\.name))
        #expect(defs["node"]?["required"] == ["frame"])
        #expect(defs["node"]?["properties"]?["opacity"]?["maximum"] == .number(SceneRanges.opacity.upperBound))
    }

    @Test("the encoder is the declaration's: a node with every key written and read back is the same node")
    func encodedNodesReadBack() throws {
        let members = Self.samples[1].values.map { "\"\($0.key)\": \($0.value)" }.filter { !$0.hasPrefix("\"image\"") }
        let text = "{\"size\": {\"width\": 100, \"height\": 50}, \"scale\": 3, \"nodes\": [{" + members.joined(separator: ", ")
            + "}, {\"frame\": \(Self.frame), \"image\": {\"asset\": \"icon\", \"capInsets\": {\"top\": 2}, \"tint\": \"#FF0000\"},"
            + " \"cornerRadius\": {\"topLeft\": 3}, \"fill\": {\"radial\": {\"center\": {\"x\": 1, \"y\": 2}, \"radius\": 5},"
            + " \"stops\": [{\"location\": 0, \"color\": \"#FF0000\"}, {\"location\": 1, \"color\": \"#0000FF\"}]}}]}"
        let scene = try SceneFile.decode(SceneDescription.self, text: text, format: .json, file: "all.json")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let written = String(decoding: try encoder.encode(scene), as: UTF8.self)
        #expect(try SceneFile.decode(SceneDescription.self, text: written, format: .json, file: "written.json") == scene)
        // Defaults are left out, as a person would write the scene.
        let minimal = String(decoding: try encoder.encode(NodeDescription(frame: Rect(x: 0, y: 0, width: 1, height: 2))), as: UTF8.self)
        #expect(minimal == #"{"frame":{"height":2,"width":1,"x":0,"y":0}}"#)
    }
}
