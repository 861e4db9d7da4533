import DesignSystem
import Foundation
import LayoutEngine
import SceneFile
import Testing

/// The schema files are generated from the declarations the readers use, so they cannot drift:
/// the published files equal what the declarations generate, and everything the encoder writes
/// validates against them.
@Suite struct SceneSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("docs/*.schema.json are what `layout-render schema` generates (run `layout-render schema --output docs` when this fails)")
    func publishedSchemasAreNotStale() throws {
        for file in try SceneSchema.files() {
            let path = Self.packageRoot.appendingPathComponent("docs").appendingPathComponent(file.name).path
            let published = try String(contentsOfFile: path, encoding: .utf8)
            #expect(published == file.text, "\(path) is stale")
        }
    }

    @Test("every registered component has its definition, whose keys are exactly the ones its decoder reads")
    func everyComponentIsInTheSchema() throws {
        let schema = try SceneSchema.components()
        guard case .array(let choices)? = schema["$defs"]?["component"]?["oneOf"] else {
            Issue.record("no component choice"); return
        }
        #expect(choices.count == ComponentSpec.registry.count)
        for registration in ComponentSpec.registry {
            let definition = schema["$defs"]?[registration.name]
            #expect(definition?["properties"]?["component"]?["const"] == .string(registration.name))
            let declared = Set((definition?["properties"]?.members ?? []).map(\.key)).subtracting(["component"])
            // The decoder names every key it reads when it refuses one it does not know.
            let entry = #"{"component": "\#(registration.name)", "zzUnknown": 1}"#
            do {
                _ = try JSONDecoder().decode(ComponentSpec.self, from: Data(entry.utf8))
                Issue.record("\(registration.name) accepted an unknown key")
            } catch let DecodingError.dataCorrupted(context) {
                let listed = context.debugDescription.components(separatedBy: "expected one of: ").last ?? ""
                let read = Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
                #expect(read == declared, "\(registration.name): the decoder reads \(read.sorted()), the schema names \(declared.sorted())")
            }
        }
    }

    @Test("the schema's bounds are the decoder's: a value the schema calls out of range, the decoder refuses")
    func boundsAgree() throws {
        let schema = try SceneSchema.components()
        let height = schema["$defs"]?["boxButton"]?["properties"]?["height"]
        #expect(height?["maximum"] == .number(1000))
        #expect(height?["exclusiveMinimum"] == .number(0))
        #expect(height?["default"] == .number(56))
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(ComponentSpec.self, from: Data(#"{"component": "boxButton", "height": 1000.5}"#.utf8))
        }
        #expect(throws: Never.self) {
            try JSONDecoder().decode(ComponentSpec.self, from: Data(#"{"component": "boxButton", "height": 1000}"#.utf8))
        }
        let rows = schema["$defs"]?["skeleton"]?["properties"]?["rows"]
        #expect(rows?["minimum"] == .number(1) && rows?["maximum"] == .number(20))
    }

    @Test("every catalog entry, as the gallery writes its scene file, validates against the generated schema")
    func catalogScenesValidate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for (index, entry) in ComponentCatalog.entries.enumerated() {
            let path = folder + "/\(index).json"
            try ComponentScene(device: .iphone15, content: entry.content).sceneFileText().write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        try ExampleSceneTests.expectValid(paths)
    }

    @Test("the formatted schema is stable JSON: the same bytes twice, and Foundation reads it")
    func formattingIsStable() throws {
        let first = try SceneSchema.files(), second = try SceneSchema.files()
        #expect(first.map(\.text) == second.map(\.text))
        for file in first {
            #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(file.text.utf8)) }
        }
    }
}
