import DesignSystem
import Foundation
import LayoutEngine
import Rasterizer
import Testing
import TestSupport
@testable import SceneFile

/// A seeded fuzzer for every component's scene keys (their `SceneKeys` declarations, read back
/// from the generated schema so that a key added later is fuzzed too): entries whose keys hold
/// values of the wrong type, out of range, NaN and infinities (YAML), huge numbers, long strings,
/// long lists, paths to devices, and the schema's own bounds and choices. Each entry must decode
/// and lay out, or fail with an error at `content[0]` in one escaped line; never crash or hang.
/// A bounded number of cases per run (4 rounds of 120), as the other seeded fuzzers.
@Suite struct SceneKeyFuzzTests {
    static let schema = (try? SceneSchema.components()) ?? .null

    /// The declared keys of each component (its schema's properties but `component`).
    static let components: [(name: String, keys: [JSONValue.Member])] = ComponentSpec.registry.map { registration in
        (registration.name, (schema["$defs"]?[registration.name]?["properties"]?.members ?? []).filter { $0.key != "component" })
    }

    /// Values of every kind, as JSON text; YAML reads them too (JSON is YAML's flow style).
    static let hostile: [String] = [
        "-1", "0", "-0", "0.5", "1e308", "-1e308", "1e-320", "99999999999", "4294967296", "-2147483649", "1e400",
        "\"\"", "\"x\"", "\"#ZZZZZZ\"", "\"#FF000080\"", "\"/dev/zero\"", "\"/nonexistent/a.json\"", "\".\"",
        "\"\\u0000\\u001b[31mred\\u0007\"", "\"" + String(repeating: "가", count: 20_000) + "\"",
        "\"" + String(repeating: "w", count: 30_000) + "\"",
        "true", "false", "null", "[]", "{}", "[1, 2, 3]", "{\"a\": 1}", "[\"x\", null, {}]",
        "[" + Array(repeating: "{}", count: 5_000).joined(separator: ",") + "]",
        "[" + Array(repeating: "1e308", count: 5_000).joined(separator: ",") + "]",
        String(repeating: "[", count: 60) + String(repeating: "]", count: 60),
    ]
    /// Plain YAML scalars JSON has no words for.
    static let yamlOnly = [".nan", ".NaN", ".inf", "-.inf", "0x7FFFFFFFFFFFFFFF", "~", "!!binary AAAA"]

    /// `value` as JSON text.
    static func text(_ value: JSONValue) -> String { value.formatted().trimmingCharacters(in: .newlines) }

    /// Values the schema names for `property`: its choices, default and bounds, just past them,
    /// ten times the largest; and for a list of objects, one object with a fuzzed key.
    static func fromSchema(_ property: JSONValue, _ random: inout SplitMix64) -> [String] {
        var values: [String] = []
        if case .array(let choices)? = property["enum"] { values += choices.map(Self.text) }
        if let fallback = property["default"] { values.append(Self.text(fallback)) }
        for bound in ["minimum", "exclusiveMinimum", "maximum", "minItems", "maxItems", "minLength"] {
            if case .number(let number)? = property[bound] {
                values += [number, number - 1, number + 1, number * 10, number + 0.5].map { Self.text(.number($0)) }
            }
        }
        // A list of objects (a grid's cards, a list's rows): one item holding a fuzzed key.
        if case .string(let reference)? = property["items"]?["$ref"], reference.hasPrefix("#/$defs/") {
            let keys = schema["$defs"]?[String(reference.dropFirst(8))]?["properties"]?.members ?? []
            if !keys.isEmpty {
                let key = keys[random.below(keys.count)]
                values.append("[{\(Self.text(.string(key.key))): \(hostile[random.below(hostile.count)])}]")
            }
        }
        return values
    }

    /// One content entry of `component` with one to three keys holding fuzzed values.
    static func entry(_ component: (name: String, keys: [JSONValue.Member]), yaml: Bool, _ random: inout SplitMix64) -> String {
        var members = ["\"component\": \(Self.text(.string(component.name)))"]
        for _ in 0...random.below(3) where !component.keys.isEmpty {
            let key = component.keys[random.below(component.keys.count)]
            var choices = hostile + fromSchema(key.value, &random)
            if yaml { choices += yamlOnly }
            members.append("\(Self.text(.string(key.key))): \(choices[random.below(choices.count)])")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func everyComponentHasKeysToFuzz() {
        #expect(Self.components.count == ComponentSpec.registry.count)
        for component in Self.components where component.name != "retry" {
            #expect(!component.keys.isEmpty, "\(component.name) declares no keys")
        }
    }

    @Test(arguments: 0..<4)
    func fuzzedKeysDecodeOrFailAtTheirEntry(round: Int) throws {
        var random = SplitMix64(seed: 0x5CE7_E000 + UInt64(round))
        var decoded = 0, refused = 0
        for index in 0..<120 {
            let component = Self.components[random.below(Self.components.count)]
            let yaml = random.below(3) == 0
            let file = yaml ? "fuzz.yaml" : "fuzz.json"
            let text = "{\"device\": \"iphone15\", \"content\": [" + Self.entry(component, yaml: yaml, &random) + "]}"
            do {
                let document = try AnimatedSceneDocument.decode(text: text, format: SceneFile.Format(fileName: file), file: file)
                let (scene, _) = try document.makeAnimatedScene()
                decoded += 1
                // Some are drawn too: a value may ask for a screen of many pixels, which the painter refuses.
                if index % 10 == 0 { _ = try? ScenePainter().render(scene) }
            } catch let error as SceneFileError {
                refused += 1
                #expect(error.file == file && !error.message.isEmpty)
                #expect(error.path.hasPrefix("content[0]") || error.path == "(syntax)", "\(text.prefix(300)): \(error)")
                let line = error.description
                #expect(!line.contains("\n") && line.count <= 2_000, "\(line.prefix(300))")
                #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line.prefix(300))")
            } catch let error as ComponentError {
                refused += 1
                #expect(error.index == 0 && !"\(error)".isEmpty)
            } catch {
                refused += 1
                #expect(!"\(error)".isEmpty)
            }
        }
        // The values reach past decoding: some entries are laid out.
        #expect(decoded > 0 && refused > 0, "decoded \(decoded), refused \(refused)")
    }
}
