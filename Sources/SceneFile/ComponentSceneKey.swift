import DesignSystem

/// The top level of a component scene file, declared once: the keys `ComponentScene`'s decoder
/// accepts and its encoder writes, the keys that tell `SceneDocument` a component scene from a
/// raw one, and the properties and required keys of docs/components.schema.json
/// (`SceneSchema.components()`).
enum ComponentSceneKey: String, CodingKey, CaseIterable {
    case device, theme, content
    /// Read by the file around the scene (`AnimatedSceneDocument`), accepted here.
    case animations

    /// Whether a component scene must have it; either one's presence makes a scene file a
    /// component scene (`SceneDocument`).
    var isRequired: Bool { self == .device || self == .content }

    /// Its schema, within docs/components.schema.json.
    var schema: JSONValue {
        switch self {
        case .device: ["$ref": "#/$defs/device"]
        case .theme: ["$ref": "#/$defs/theme"]
        case .content:
            ["type": "array", "items": ["oneOf": [["$ref": "#/$defs/component"], ["$ref": "scene.schema.json#/$defs/node"]]],
             "description": "Components, and raw nodes beside them (frames in screen coordinates)."]
        case .animations:
            ["type": "array", "items": ["$ref": "#/$defs/animation"],
             "description": .string("Animations `layout-render render --time/--frames` samples, on top of the components' own "
                 + "(the journal grid wobbles in selection mode). Each entry names a node (a trailing `*` matches one id "
                 + "segment) and either a preset or Core Animation keys, as `layout-render timeline` reads them.")]
        }
    }
}
