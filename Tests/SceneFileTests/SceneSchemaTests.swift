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
            let read = Self.keysRead(ComponentSpec.self, #"{"component": "\#(registration.name)", "zzUnknown": 1}"#)
            #expect(read == declared, "\(registration.name): the decoder reads \(read?.sorted() ?? []), the schema names \(declared.sorted())")
        }
    }

    /// The keys a decoder names when it refuses `json`'s unknown key "zzUnknown".
    static func keysRead<T: Decodable>(_ type: T.Type, _ json: String) -> Set<String>? {
        do {
            _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        } catch let DecodingError.dataCorrupted(context) where context.debugDescription.contains("\"zzUnknown\"") {
            let listed = context.debugDescription.components(separatedBy: "expected one of: ").last ?? ""
            return Set(listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        } catch {}
        return nil
    }

    @Test("the device's and the theme's definitions name exactly the keys their decoders read, token sets included")
    func deviceAndThemeAreInTheSchema() throws {
        let definitions = try SceneSchema.components()["$defs"]
        guard case .array(let deviceChoices)? = definitions?["device"]?["oneOf"], deviceChoices.count == 2 else {
            Issue.record("no device choices"); return
        }
        let device = deviceChoices[1], theme = definitions?["theme"]
        let objects: [(name: String, schema: JSONValue?, read: Set<String>?)] = [
            ("device", device, Self.keysRead(Device.self, #"{"width": 100, "height": 100, "zzUnknown": 1}"#)),
            ("safeArea", device["properties"]?["safeArea"],
             Self.keysRead(Device.self, #"{"width": 100, "height": 100, "safeArea": {"zzUnknown": 1}}"#)),
            ("theme", theme, Self.keysRead(Theme.self, #"{"zzUnknown": 1}"#)),
        ] + ["colors", "typography", "spacing", "radii"].map { set in
            (set, theme?["properties"]?[set], Self.keysRead(Theme.self, #"{"\#(set)": {"zzUnknown": 1}}"#))
        }
        for object in objects {
            let declared = Set((object.schema?["properties"]?.members ?? []).map(\.key))
            #expect(!declared.isEmpty, "\(object.name) has no properties in the schema")
            #expect(object.read == declared, "\(object.name): the decoder reads \(object.read?.sorted() ?? []), the schema names \(declared.sorted())")
        }
        // A type style leaves unknown keys to the document decoder; every key its schema names is read.
        let style = Set((definitions?["typeStyle"]?["properties"]?.members ?? []).map(\.key))
        #expect(style == ["family", "size", "weight"])
        let decoded = try SceneFile.decode(TypeStyle.self, text: #"{"family": "DejaVu Sans", "size": 12, "weight": "bold"}"#, format: .json)
        #expect(decoded == TypeStyle(family: "DejaVu Sans", size: 12, weight: .bold))
    }

    @Test("the device's presets and scales in the schema are the decoder's")
    func devicePresetsAreTheDecoders() throws {
        let device = try SceneSchema.components()["$defs"]?["device"]?["oneOf"]
        guard case .array(let choices)? = device, case .array(let names)? = choices.first?["enum"] else {
            Issue.record("no presets"); return
        }
        // Every name and scale the schema offers, the decoder takes; a scale it does not offer, the decoder refuses.
        #expect(!names.isEmpty)
        for case .string(let name) in names {
            #expect(throws: Never.self, "\(name)") { try JSONDecoder().decode(Device.self, from: Data("\"\(name)\"".utf8)) }
        }
        guard case .array(let scales)? = choices.last?["properties"]?["scale"]?["enum"] else { Issue.record("no scales"); return }
        for case .number(let scale) in scales {
            #expect(throws: Never.self, "\(scale)") {
                try JSONDecoder().decode(Device.self, from: Data(#"{"width": 10, "height": 10, "scale": \#(scale)}"#.utf8))
            }
        }
        #expect(!scales.contains(.number(4)))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Device.self, from: Data(#"{"width": 10, "height": 10, "scale": 4}"#.utf8)) }
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
