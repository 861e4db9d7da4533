import DesignSystem
import Testing
@testable import SceneFile

/// A raw scene's keys are written in its decoders (`CodingKeys`) and in the schema generator: the
/// schema's properties of each object are exactly the keys its decoder reads, nested objects
/// included, so neither can gain or lose a key alone.
@Suite struct RawNodeSchemaKeysTests {
    static func definitions() throws -> JSONValue {
        guard let defs = try SceneSchema.scene()["$defs"] else { throw SchemaMissing() }
        return defs
    }
    struct SchemaMissing: Error {}

    /// The property names of `object` (an object schema, or the object branch of a `oneOf`).
    static func properties(_ object: JSONValue?) -> Set<String> {
        if let properties = object?["properties"] { return Set(properties.members.map(\.key)) }
        if case .array(let choices)? = object?["oneOf"] {
            return choices.map(properties).first { !$0.isEmpty } ?? []
        }
        return []
    }

    static func keys<Key: CaseIterable & CodingKey>(_: Key.Type) -> Set<String> { Set(Key.allCases.map(\.stringValue)) }

    @Test func aRawScenesKeysAreItsDecoders() throws {
        let defs = try Self.definitions()
        #expect(Self.properties(defs["rawScene"]) == Self.keys(SceneDescription.CodingKeys.self))
        #expect(Self.properties(defs["rawScene"]?["properties"]?["size"]) == Self.keys(SceneDescription.SizeKeys.self))
    }

    @Test func aNodesKeysAreItsDecoders() throws {
        let node = try Self.definitions()["node"]
        #expect(Self.properties(node) == Self.keys(NodeDescription.CodingKeys.self))
        #expect(Self.properties(node?["properties"]?["frame"]) == Self.keys(NodeDescription.FrameKeys.self))
        #expect(Self.properties(node?["properties"]?["cornerRadius"]) == Self.keys(NodeDescription.CornerKeys.self))
        #expect(Self.properties(node?["properties"]?["border"]) == Self.keys(NodeDescription.BorderKeys.self))
        #expect(Self.properties(node?["properties"]?["shadow"]) == Self.keys(NodeDescription.ShadowKeys.self))
    }

    @Test func paintTextAndImageKeysAreTheirDecoders() throws {
        let defs = try Self.definitions()
        let gradient = defs["paint"]
        #expect(Self.properties(gradient) == Self.keys(PaintDescription.CodingKeys.self))
        guard case .array(let choices)? = gradient?["oneOf"], let object = choices.first(where: { $0["properties"] != nil }) else {
            Issue.record("no gradient object in the paint schema"); return
        }
        #expect(Self.properties(object["properties"]?["linear"]) == Self.keys(PaintDescription.LinearKeys.self))
        #expect(Self.properties(object["properties"]?["radial"]) == Self.keys(PaintDescription.RadialKeys.self))
        #expect(Self.properties(object["properties"]?["stops"]?["items"]) == Self.keys(PaintDescription.StopKeys.self))
        #expect(Self.properties(defs["text"]) == Self.keys(TextDescription.CodingKeys.self))
        #expect(Self.properties(defs["image"]) == Self.keys(ImageDescription.CodingKeys.self))
        #expect(Self.properties(defs["image"]?["properties"]?["capInsets"]) == Self.keys(ImageDescription.InsetKeys.self))
    }
}
