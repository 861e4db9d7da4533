import DesignSystem
import Foundation
import Testing
@testable import SceneFile

/// An animation's keys are declared once (`AnimationKeys`, `SceneAnimation.PresetKeys`): the
/// decoder, the encoder and the schema's `animation` come from the declaration.
@Suite struct AnimationDeclarationTests {
    @Test("the schema's animation entry has exactly the declared keys, a preset's and an animation's")
    func schemaIsTheDeclaration() throws {
        let entry = try #require(try SceneSchema.components()["$defs"]?["animation"])
        let names = (entry["properties"]?.members ?? []).map(\.key)
        #expect(names == SceneAnimation.PresetKeys.sceneKeys.keys.map(\.name) + AnimationKeys.sceneKeys.keys.map(\.name))
        #expect(entry["properties"]?["speed"]?["maximum"] == .number(1e6))
    }

    @Test("an animation with every key written by the encoder reads back the same", arguments: [
        #"{"keyPath": "opacity", "values": [0, 1, 0.5], "keyTimes": [0, 0.4, 1], "timingFunctions": ["easeIn", [0.1, 0.2, 0.3, 1]], "#
            + #""timingFunction": "default", "calculationMode": "cubic", "tensionValues": [0, 1, 0], "continuityValues": [0, 0, 0], "#
            + #""biasValues": [0, 0, 0], "duration": 2, "repeatCount": "infinity", "autoreverses": true, "beginTime": 0.5, "#
            + #""timeOffset": 0.1, "speed": 2, "fillMode": "both", "additive": true, "cumulative": true, "baseValue": 1}"#,
        #"{"keyPath": "position.x", "fromValue": 0, "toValue": 10, "byValue": 5, "mass": 2, "stiffness": 50, "damping": 3, "#
            + #""initialVelocity": -1, "repeatDuration": 4}"#,
    ])
    func everyKeyRoundTrips(_ text: String) throws {
        let keys = try SceneFile.decode(AnimationKeys.self, text: text, format: .json, file: "a.json")
        _ = try SceneFile.decode(AnimationDescription.self, text: text, format: .json, file: "a.json")
        let written = String(decoding: try JSONEncoder().encode(keys), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let writtenObject = try #require(try JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
        #expect(Set(writtenObject.keys) == Set(object.keys), "\(written)")
        #expect(try SceneFile.decode(AnimationKeys.self, text: written, format: .json, file: "b.json") == keys)
    }
}
